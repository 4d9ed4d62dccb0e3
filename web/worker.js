// The ragcite worker: Python (Pyodide) off the main thread, so the page never freezes.
//
// Protocol (only strings and plain objects of strings cross postMessage):
//   page -> worker  {id, type, payload}        type: "check" | "more" | "render" | "export" |
//                                              "example" | "formats" | "batch" (ragcite.api)
//   worker -> page  {id, type: "result", response, html}  response: the JSON reply of
//                                                    ragcite.api.handle_split, html: the
//                                                    reply's HTML when response says
//                                                    html_follows
//                   {id, type: "error", message}     a failure outside the core's own
//                                                    error reporting (boot, a Python bug)
//                   {type: "progress", stage, detail}  while Python loads; stage "ready"
//                                                      when requests can be answered, with
//                                                      boot: "snapshot" | "normal" | "fallback"
//
// This must be a *module* worker (new Worker(url, {type: "module"})): Pyodide 314 loads
// only as an ES module. Every URL is resolved against this file's own URL, so the site
// works from any sub-path (https://user.github.io/repo/) and never asks another host.

import { readFiles, rereadStandardLibrary, restoreSnapshot, writeFiles } from "./snapshot.js";

// The single-file offline copy (web/offline/worker-boot.js) runs this same file from a
// blob: URL and sets globalThis.ragciteOffline = {base, pyodideModules} first: a base URL
// it answers from embedded bytes, and Pyodide's two modules, which it imported itself.
const offline = globalThis.ragciteOffline;
const here = new URL(".", offline?.base ?? import.meta.url);
const started = performance.now();

function progress(stage, detail = "", extra = {}) {
  postMessage({ type: "progress", stage, detail, elapsedMs: Math.round(performance.now() - started), ...extra });
}

/** Pyodide's loader and its emscripten module: {loadPyodide, version, createPyodideModule}. */
async function pyodideModules() {
  if (offline) return offline.pyodideModules();
  const [loader, runtime] = await Promise.all([
    import("./pyodide/pyodide.mjs"),
    import("./pyodide/pyodide.asm.mjs"),
  ]);
  return { loadPyodide: loader.loadPyodide, version: loader.version, createPyodideModule: runtime.default };
}

function options() {
  const wheels = new URL("wheels/", here).href;
  return {
    indexURL: new URL("pyodide/", here).href,
    lockFileURL: new URL("pyodide-lock.json", wheels).href,
    // Also Pyodide's fallback "CDN" URL: with it set, nothing can point elsewhere.
    packageBaseUrl: wheels,
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  };
}

/**
 * ragcite.api from the start-up snapshot build.py made (issue 14), or null when this
 * build has none. Throws when there is one but it does not work: the caller then boots
 * normally.
 */
async function fromSnapshot(modules) {
  const described = await fetch(new URL("snapshot.json", here));
  if (!described.ok) return null; // a site copied without it: it boots normally
  const meta = await described.json();
  if (meta.pyodide !== modules.version) {
    throw new Error(`it was made for Pyodide ${meta.pyodide}, this is Pyodide ${modules.version}`);
  }
  progress("runtime", "Python runtime and its start-up snapshot (pyodide/pyodide.asm.wasm, snapshot.bin.gz)");
  const files = readFiles(fetch(new URL(meta.files, here)), meta.files_bytes);
  files.catch(() => {}); // awaited below
  const pyodide = await restoreSnapshot(
    modules.loadPyodide, modules.createPyodideModule, options(), meta, fetch(new URL(meta.file, here)),
  );
  // The file system is not in the snapshot: the wheels' files (templates, catalogs,
  // modules not imported yet) are written again, as the snapshot saw them.
  progress("packages", `ragcite and its dependencies (${meta.files})`);
  writeFiles(pyodide, meta.site, await files);
  // The offline file's standard library lacks the build's bytecode (buildtools/offline.py).
  if (meta.stdlib_rewritten) rereadStandardLibrary(pyodide);
  const api = pyodide.pyimport("ragcite.api");
  const probe = JSON.parse(api.handle(JSON.stringify({ type: "formats" })));
  if (!probe.ok) throw new Error("the restored Python does not answer");
  return { api, version: pyodide.version };
}

// The normal boot. A build without a snapshot, and the offline file when its snapshot
// fails (it has no wheels), writes the wheels' files that build.py put in one gzip file (site-files.json,
// as after a restore): no unzipping in Python. Else, and on the hosted page always after
// a snapshot failed (the files may be what failed), the lock (written by build.py) lists
// only the wheels in dist/wheels/ with their sha256; asking for ragcite brings jinja2,
// markupsafe, snowballstemmer, markdown-it-py and mdurl by "depends".
// On the hosted page their modules and the stdlib's come with build-time bytecode.
async function normalBoot(modules, { siteFiles }) {
  progress("runtime", "Python runtime (pyodide/pyodide.asm.wasm, pyodide/python_stdlib.zip)");
  const described = siteFiles ? await fetch(new URL("site-files.json", here)).catch(() => null) : null;
  const meta = described?.ok ? await described.json() : null;
  const files = meta ? readFiles(fetch(new URL(meta.file, here)), meta.bytes) : null;
  files?.catch(() => {}); // awaited below
  const pyodide = await modules.loadPyodide({ ...options(), createPyodideModule: modules.createPyodideModule });
  let written = false;
  if (files) {
    progress("packages", `ragcite and its dependencies (${meta.file})`);
    try {
      writeFiles(pyodide, meta.site, await files);
      pyodide.runPython("import importlib; importlib.invalidate_caches()");
      written = true;
    } catch (error) {
      console.warn(`ragcite: ${meta.file} was not used (${error?.message ?? error}); installing the wheels`);
    }
  }
  if (!written) {
    progress("packages", "ragcite and its dependencies (wheels/)");
    await pyodide.loadPackage(["ragcite"], {
      messageCallback: (message) => progress("packages", message),
      errorCallback: (message) => console.warn(message),
    });
  }
  progress("import", "ragcite.api");
  return { api: pyodide.pyimport("ragcite.api"), version: pyodide.version };
}

async function boot() {
  const modules = await pyodideModules();
  let booted = null;
  let how = "snapshot";
  try {
    booted = await fromSnapshot(modules);
    if (booted === null) {
      how = "normal";
      console.info("ragcite: this build has no start-up snapshot; starting Python normally");
    }
  } catch (error) {
    how = "fallback";
    console.warn(`ragcite: the start-up snapshot was not used (${error?.message ?? error}); starting Python normally`);
  }
  // The offline file has no wheels: its site files are all it can boot from.
  booted ??= await normalBoot(modules, { siteFiles: how === "normal" || Boolean(offline) });
  progress("ready", `Pyodide ${booted.version}`, { boot: how });
  return booted.api;
}

const ready = boot();
const encoder = new TextEncoder();
// A failed boot is reported to the page at once; requests then fail with the same error.
ready.catch((error) => progress("failed", String(error?.message ?? error)));

// The rest of a large report (its second part, issue 14), rendered as soon as the first
// part is posted: the page inserts the first part meanwhile, and its "more" request, which
// follows at once, is answered without waiting for Python again (issue 29). Any other
// request drops it: it belongs to the last check only.
let rest = null; // { ui, reply }

function call(api, type, payload) {
  // ragcite.api takes one JSON string and returns one string: the whole Python boundary.
  // The reply's JSON, a newline, its HTML (ragcite.api.handle_split): a large report's
  // HTML is sent as it is, never JSON-escaped and parsed again. The request goes in as
  // UTF-8 bytes (ragcite.api.handle_utf8): a megabytes-long string crosses into Python
  // several times slower than bytes. JSON.stringify escapes lone surrogates, so the
  // encoding loses nothing.
  return api.handle_utf8(encoder.encode(JSON.stringify({ ...payload, type })));
}

self.onmessage = async (event) => {
  const { id, type, payload } = event.data;
  try {
    const api = await ready;
    const began = performance.now();
    const ui = payload?.ui_language ?? "en";
    const reply = type === "more" && rest?.ui === ui ? rest.reply : call(api, type, payload);
    rest = null;
    const cut = reply.indexOf("\n");
    const pythonMs = Math.round(performance.now() - began); // the core's share of the time
    const head = reply.slice(0, cut);
    // `sent` (ms since the epoch, as precise as the clocks allow): the page measures how
    // long the reply waited for its main thread (ragcite:reply-wait, bench/boot.py).
    const sent = performance.timeOrigin + performance.now();
    postMessage({ id, type: "result", response: head, html: reply.slice(cut + 1), pythonMs, sent });
    if ((type === "check" || type === "render") && JSON.parse(head).more) {
      // A failure here is left to the page's own "more" request, which calls again.
      try {
        rest = { ui, reply: call(api, "more", { ui_language: ui }) };
      } catch {
        rest = null;
      }
    }
  } catch (error) {
    postMessage({ id, type: "error", message: String(error?.message ?? error) });
  }
};
