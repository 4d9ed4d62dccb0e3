// The ragcite worker: Python (Pyodide) off the main thread, so the page never freezes.
//
// Protocol (only strings and plain objects of strings cross postMessage):
//   page -> worker  {id, type, payload}        type: "check" | "example" | "formats"
//   worker -> page  {id, type: "result", response}   response: the JSON string that
//                                                    ragcite.api.handle returned
//                   {id, type: "error", message}     a failure outside the core's own
//                                                    error reporting (boot, a Python bug)
//                   {type: "progress", stage, detail}  while Python loads; stage "ready"
//                                                      when requests can be answered
//
// This must be a *module* worker (new Worker(url, {type: "module"})): Pyodide 314 loads
// only as an ES module. Every URL is resolved against this file's own URL, so the site
// works from any sub-path (https://user.github.io/repo/) and never asks another host.

// The single-file offline copy (web/offline/worker-boot.js) runs this same file from a
// blob: URL and sets globalThis.ragciteOffline = {base, loadPyodide} first: a base URL it
// answers from embedded bytes, and Pyodide's loader, which it imported itself.
const offline = globalThis.ragciteOffline;
const here = new URL(".", offline?.base ?? import.meta.url);
const started = performance.now();

function progress(stage, detail = "") {
  postMessage({ type: "progress", stage, detail, elapsedMs: Math.round(performance.now() - started) });
}

// The lock (written by build.py) lists only the wheels in dist/wheels/ with their
// sha256; asking for ragcite brings jinja2, markupsafe and snowballstemmer by "depends".
async function boot() {
  progress("runtime", "Python runtime (pyodide/pyodide.asm.wasm, pyodide/python_stdlib.zip)");
  const wheels = new URL("wheels/", here).href;
  const { loadPyodide } = offline ?? (await import("./pyodide/pyodide.mjs"));
  const pyodide = await loadPyodide({
    indexURL: new URL("pyodide/", here).href,
    lockFileURL: new URL("pyodide-lock.json", wheels).href,
    // Also Pyodide's fallback "CDN" URL: with it set, nothing can point elsewhere.
    packageBaseUrl: wheels,
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  });
  progress("packages", "ragcite and its dependencies (wheels/)");
  await pyodide.loadPackage(["ragcite"], {
    messageCallback: (message) => progress("packages", message),
    errorCallback: (message) => console.warn(message),
  });
  progress("import", "ragcite.api");
  const api = pyodide.pyimport("ragcite.api");
  progress("ready", `Pyodide ${pyodide.version}`);
  return api;
}

const ready = boot();
// A failed boot is reported to the page at once; requests then fail with the same error.
ready.catch((error) => progress("failed", String(error?.message ?? error)));

self.onmessage = async (event) => {
  const { id, type, payload } = event.data;
  try {
    const api = await ready;
    // ragcite.api.handle takes and returns one JSON string: the whole Python boundary.
    const response = api.handle(JSON.stringify({ ...payload, type }));
    postMessage({ id, type: "result", response });
  } catch (error) {
    postMessage({ id, type: "error", message: String(error?.message ?? error) });
  }
};
