// Page bootstrap of the single-file offline copy, dist/ragcite-offline.html (issue 4).
//
// build.py (buildtools/offline.py, build_offline) inlines link.js and this file as the page's only inline
// script, allowed by its sha256 in the file's CSP. Every other file the app needs is in
// the page as a <script type="application/octet-stream" data-path="..."> block: base64,
// gzip-compressed when it has data-gzip (the browser never runs a script of that type).
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

/** Bytes of a base64 text; the native decoder where the browser has one. */
function decodeBase64(text) {
  if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text.trim());
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The embedded file at ``path``: {gzip, bytes: a new ArrayBuffer}. */
function embedded(path) {
  const block = blocks.get(path);
  if (!block) throw new Error(`${path} is not in the offline copy`);
  return { gzip: block.hasAttribute("data-gzip"), bytes: decodeBase64(block.textContent).buffer };
}

async function embeddedText(path) {
  const file = embedded(path);
  let body = new Blob([file.bytes]).stream();
  if (file.gzip) body = body.pipeThrough(new DecompressionStream("gzip"));
  return new Response(body).text();
}

globalThis.ragciteOfflineWorker = () => {
  const files = {};
  for (const path of blocks.keys()) files[path] = embedded(path);
  const source = document.getElementById("ragcite-worker-boot").textContent;
  const worker = new Worker(`data:text/javascript,${encodeURIComponent(source)}`, {
    type: "module",
  });
  // The first message: everything app.js posts comes after it, in order.
  worker.postMessage(
    { type: "offline-files", files },
    Object.values(files).map((file) => file.bytes),
  );
  return worker;
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
