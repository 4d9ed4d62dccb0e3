// Worker bootstrap of the single-file offline copy (issue 4); see boot.js for the page side.
// build.py puts link.js in front of this file.
//
// This runs as a module worker from a data: URL. It is sent the embedded files, keyed by
// their path in dist/ ("worker.js", "pyodide/pyodide.asm.wasm", "wheels/pyodide-lock.json",
// ...): either all at once ({type: "offline-files", files}, a restart), or first their list
// ({type: "offline-manifest", paths}) and then each file as the page's parser reaches it
// ({type: "offline-file", path, file}: the first worker starts while the 12.8 MB page is
// still being parsed, issue 14). A file asked for before it has arrived is waited for. It
// then runs the hosted page's own worker.js, with globalThis.ragciteOffline = {base,
// pyodideModules} telling it where its files are:
//
// - base: a made-up absolute URL (the .invalid top-level domain never resolves, RFC 2606).
//   Pyodide fetch()es the wasm, the standard library, the lock and the wheels by URL, so
//   fetch is replaced below by a function that answers that base from the embedded bytes
//   and refuses everything else. The CSP (connect-src 'none') would stop a real request
//   anyway.
// - pyodideModules: Pyodide's loader and its runtime module, imported from blob: URLs made
//   here (the worker may import blob: URLs it created itself), because a module import
//   does not go through fetch.

const BASE = "https://ragcite-offline.invalid/";

let files = null; // path -> Promise of {gzip, bytes}, once the list is known
const arrive = new Map(); // path -> the resolve function of a file not here yet
const early = []; // messages that arrive before worker.js has installed its handler

function expect(paths) {
  files = new Map(paths.map((path) => [path, new Promise((resolve) => arrive.set(path, resolve))]));
  start().catch((error) => {
    // The same "failed" progress worker.js sends, so app.js shows it the same way.
    postMessage({
      type: "progress",
      stage: "failed",
      detail: `the offline copy could not start: ${error?.message ?? error}`,
      elapsedMs: Math.round(performance.now()),
    });
  });
}

function deliver(path, file) {
  arrive.get(path)?.(file);
  arrive.delete(path);
}

// The files' messages are taken by this listener, registered before any other: it stops
// them, so worker.js never sees one (files still arrive after it has started).
self.addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type === "offline-files" && files === null) {
    expect(Object.keys(data.files));
    for (const [path, file] of Object.entries(data.files)) deliver(path, file);
  } else if (data?.type === "offline-manifest" && files === null) {
    expect(data.paths);
  } else if (data?.type === "offline-file") {
    deliver(data.path, data.file);
  } else {
    return;
  }
  event.stopImmediatePropagation();
});

function hold(event) {
  early.push(event.data);
}
self.onmessage = hold;

const MIME = { wasm: "application/wasm", mjs: "text/javascript", js: "text/javascript" };

/** A Response with the embedded file at ``path`` (decompressed as it streams), or a 404. */
async function embedded(path) {
  const file = await files.get(path);
  if (!file) return new Response("", { status: 404, statusText: "not in the offline copy" });
  let body = new Blob([file.bytes]).stream();
  if (file.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
  const type = MIME[path.split(".").pop()] ?? "application/octet-stream";
  return new Response(body, { headers: { "Content-Type": type } });
}

/** The check a browser makes for fetch(url, {integrity}): Pyodide asks it for each wheel. */
async function checkIntegrity(response, integrity) {
  const bytes = await response.arrayBuffer();
  const match = /^sha256-(.+)$/.exec(integrity.trim());
  if (match) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
    const actual = btoa(String.fromCharCode(...digest));
    if (actual !== match[1]) throw new TypeError(`integrity check failed (${integrity})`);
  }
  return new Response(bytes, { headers: response.headers });
}

async function offlineFetch(input, init = {}) {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith(BASE)) {
    // The offline copy never uses the network; fail like a blocked request does.
    throw new TypeError(`the offline copy makes no network requests (${url})`);
  }
  const response = await embedded(decodeURIComponent(new URL(url).pathname.slice(1)));
  return init.integrity && response.ok ? checkIntegrity(response, init.integrity) : response;
}

async function present(path) {
  const response = await embedded(path);
  if (!response.ok) throw new Error(`${path} is not in the offline copy`);
  return response;
}

async function blobURL(path) {
  return URL.createObjectURL(await (await present(path)).blob());
}

async function start() {
  self.fetch = offlineFetch;
  globalThis.ragciteOffline = {
    base: BASE,
    // Pyodide's loader and runtime module from blob: URLs: given createPyodideModule, the
    // loader does not import pyodide.asm.mjs by URL.
    async pyodideModules() {
      const [loader, runtime] = await Promise.all([
        import(await blobURL("pyodide/pyodide.mjs")),
        import(await blobURL("pyodide/pyodide.asm.mjs")),
      ]);
      return { loadPyodide: loader.loadPyodide, version: loader.version, createPyodideModule: runtime.default };
    },
  };
  await import(await moduleLinker(async (path) => (await present(path)).text())("worker.js"));
  // worker.js has its own message handler now; hand it what the page sent meanwhile.
  if (self.onmessage === hold) self.onmessage = null;
  for (const data of early.splice(0)) self.dispatchEvent(new MessageEvent("message", { data }));
}
