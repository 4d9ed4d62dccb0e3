// The first script of the single-file offline copy, a classic one: it runs while the page
// is still being parsed (issue 14). Parsing the 12.8 MB page takes ~0.4-0.8 s, and a module
// script (boot.js) runs only after it; so this one starts the worker at once, and the
// one-line script build.py puts after each embedded block sends that block to the worker
// as soon as the parser has read it: Pyodide's files come first, so Python starts while
// the rest of the page is parsed. build.py (buildtools/offline.py) puts the worker
// bootstrap's text before this script and the blocks' paths in place of the empty list.

const OFFLINE_PATHS = /* paths */ [];

// The page is windows-1252 (buildtools/offline.py): each block's text is its bytes, one
// character each, save for four written as "=" and the byte plus 64. The bytes 0x80-0x9F
// decode to these characters (the WHATWG Encoding Standard's table), every other byte
// to the character of its own value.
const WINDOWS_1252_HIGH =
  "\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f" +
  "\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178";
const BYTE_OF = (() => {
  const table = new Uint8Array(0x2200);
  for (let i = 0; i < 256; i++) table[i] = i;
  for (let i = 0; i < 32; i++) table[WINDOWS_1252_HIGH.charCodeAt(i)] = 0x80 + i;
  return table;
})();
const ESCAPE = 0x3d; // "="

/** The bytes of an embedded block (an ArrayBuffer of its data-bytes length). */
function decodeBlock(block) {
  const text = block.textContent;
  const bytes = new Uint8Array(Number(block.dataset.bytes));
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const byte = BYTE_OF[text.charCodeAt(i)];
    bytes[n++] = byte === ESCAPE ? (BYTE_OF[text.charCodeAt(++i)] - 64) & 0xff : byte;
  }
  if (n !== bytes.length) throw new Error(`${block.dataset.path}: ${n} bytes, not ${bytes.length}`);
  return bytes.buffer;
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
  const bytes = decodeBlock(block);
  const file = { gzip: block.hasAttribute("data-gzip"), bytes };
  globalThis.ragciteOfflineEarly.worker.postMessage(
    { type: "offline-file", path: block.dataset.path, file },
    [bytes],
  );
}
