// Page bootstrap of the single-file offline copy, dist/ragcite-offline.html (issue 4).
//
// build.py (buildtools/offline.py, build_offline) inlines link.js and this file as the page's only inline
// script, allowed by its sha256 in the file's CSP. Every other file the app needs is in
// the page as a <script type="application/octet-stream" data-path="..."> block: its raw
// bytes (early.js, decodeBlock), gzip-compressed when it has data-gzip (the browser never
// runs a script of that type).
//
// The page's own modules (app.js and what it imports) run from blob: URLs (link.js).
// The worker: a page opened from file:// has an opaque origin, so a module worker from a
// blob: URL is refused, and worker.js cannot be fetched; a module worker from a data:
// URL is allowed. That worker is worker-boot.js: it receives the decoded blocks
// (transferred, not copied) and runs the same worker.js as the hosted page. app.js asks
// globalThis.ragciteOfflineWorker for its worker instead of creating one.

const blocks = new Map(
  Array.from(
    document.querySelectorAll('script[type="application/octet-stream"][data-path]'),
    (block) => [block.dataset.path, block],
  ),
);

/** The embedded file at ``path``: {gzip, bytes: a new ArrayBuffer}. */
function embedded(path) {
  const block = blocks.get(path);
  if (!block) throw new Error(`${path} is not in the offline copy`);
  return { gzip: block.hasAttribute("data-gzip"), bytes: decodeBlock(block) };
}

async function embeddedText(path) {
  const file = embedded(path);
  let body = new Blob([file.bytes]).stream();
  if (file.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body).text();
}

/** A worker of the offline copy, sent the embedded files as its first message. */
function makeWorker() {
  const files = {};
  for (const path of blocks.keys()) files[path] = embedded(path);
  const worker = newOfflineWorker(); // early.js
  // The first message: everything app.js posts comes after it, in order.
  worker.postMessage(
    { type: "offline-files", files },
    Object.values(files).map((file) => file.bytes),
  );
  return worker;
}

// The first worker was started by early.js while the page was being parsed, and was sent
// each block as the parser read it; what it has said since is held for app.js (adopt).
let prestarted = globalThis.ragciteOfflineEarly ?? null;

/**
 * The first worker, as app.js uses a worker (onmessage, onerror, postMessage,
 * terminate). The held events go to app.js's handlers in a microtask: after app.js has
 * set both (it does so as soon as it has the worker) and before any later event, which
 * comes as a task of its own; then the handlers move onto the worker itself.
 */
function adopt({ worker, held, hold }) {
  const handlers = { onmessage: null, onerror: null };
  queueMicrotask(() => {
    worker.removeEventListener("message", hold);
    worker.removeEventListener("error", hold);
    for (const event of held) handlers[event.type === "error" ? "onerror" : "onmessage"]?.(event);
    worker.onmessage = handlers.onmessage;
    worker.onerror = handlers.onerror;
  });
  return {
    set onmessage(handler) {
      handlers.onmessage = handler;
    },
    set onerror(handler) {
      handlers.onerror = handler;
    },
    postMessage: (...args) => worker.postMessage(...args),
    terminate: () => worker.terminate(),
  };
}

// app.js asks for its worker here; a restart (Cancel, a stuck check) gets a new one.
globalThis.ragciteOfflineWorker = () => {
  if (prestarted === null) return makeWorker();
  const first = prestarted;
  prestarted = null;
  return adopt(first);
};

try {
  await import(await moduleLinker(embeddedText)("app.js"));
} catch (error) {
  // app.js did not start, so nothing else will tell the visitor.
  document.body.dataset.state = "failed";
  const status = document.getElementById("status");
  if (status) status.textContent = `The offline copy could not start: ${error.message}`;
  throw error;
}
