// The first script of the single-file offline copy, a classic one: it runs while the page
// is still being parsed (issue 14). Parsing the 12.8 MB page takes ~0.4-0.8 s, and a module
// script (boot.js) runs only after it; so this one starts the worker at once, and the
// one-line script build.py puts after each embedded block sends that block to the worker
// as soon as the parser has read it: Pyodide's files come first, so Python starts while
// the rest of the page is parsed. build.py (buildtools/offline.py) puts the worker
// bootstrap's text before this script and the blocks' paths in place of the empty list.

const OFFLINE_PATHS = /* paths */ [];

/** Bytes of a base64 text; the native decoder where the browser has one. */
function decodeBase64(text) {
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text.trim());
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A new worker running the offline bootstrap (boot.js makes its restarts with it too). */
function newOfflineWorker() {
  const source = document.getElementById("ragcite-worker-boot").textContent;
  return new Worker(`data:text/javascript,${encodeURIComponent(source)}`, { type: "module" });
}

/** The first worker; what it sends before app.js takes it is held (boot.js, adopt). */
globalThis.ragciteOfflineEarly = (() => {
  const worker = newOfflineWorker();
  worker.postMessage({ type: "offline-manifest", paths: OFFLINE_PATHS });
  const held = [];
  const hold = (event) => {
    if (event.type === "error") event.preventDefault(); // app.js reports it when replayed
    held.push(event);
  };
  worker.addEventListener("message", hold);
  worker.addEventListener("error", hold);
  return { worker, held, hold };
})();

/** Run by the script after each block: the block is whole now, so it goes to the worker. */
function ragciteOfflineBlock(block) {
  const bytes = decodeBase64(block.textContent).buffer;
  const file = { gzip: block.hasAttribute("data-gzip"), bytes };
  globalThis.ragciteOfflineEarly.worker.postMessage(
    { type: "offline-file", path: block.dataset.path, file },
    [bytes],
  );
}
