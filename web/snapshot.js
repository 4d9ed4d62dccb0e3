// Pyodide's memory snapshot, behind one small module (issue 14).
//
// A snapshot is Python's whole WebAssembly memory after build.py booted Pyodide under
// Node, unpacked the wheels, imported ragcite.api and ran a first check (so the
// standard library, Jinja2's compiled templates and Snowball's modules are in memory).
// Restoring it skips Python's initialisation and every import.
//
// In Pyodide 314 this is a *private* API: the loadPyodide options `_makeSnapshot` and
// `_loadSnapshot`, and `pyodide.makeMemorySnapshot()`. Nothing else in ragcite touches
// them; tests/test_snapshot_api.py fails loudly when the vendored Pyodide no longer has
// them in the shape used here (SNAPSHOT_API_FOR). What this module works around:
//
// - `loadPackage` leaves JS objects in Python's memory that a snapshot cannot hold
//   ("Unexpected hiwire entry"), so the wheels are unpacked by Python's zipfile instead
//   (unpackWheels), at build time and again after a restore.
// - The file system is not in the snapshot (Emscripten keeps it in JS), so after a
//   restore the wheels' files are written again, with the mtimes written in the wheel:
//   Jinja2 compares a template file's mtime with the one it compiled, and recompiles if
//   not. At build time the wheels are unpacked by Python (unpackWheels); after a restore
//   the files come from one gzip file that build.py made of the same wheels (writeFiles),
//   written from JavaScript: unzipping them in Python took 0.4-0.8 s of the start in
//   Chromium (issue 14), a first run of zipfile and zlib after the restore.
// - Pyodide starts with 30 MB of memory and copies the snapshot over it ("offset is out
//   of bounds" when the snapshot is bigger), so the memory is grown to the snapshot's
//   size first (restoreSnapshot).
//
// Used by the worker (web/worker.js) and by build.py's Node steps
// (buildtools/pyodide_node.mjs), so what is made and what is restored cannot drift apart.

/** The Pyodide version whose private snapshot API this module was written against. */
export const SNAPSHOT_API_FOR = "314.0.7";

// The snapshot file's header, as Pyodide 314 writes it (src/js/snapshot.ts):
// u32 magic "\0snp", u32 offset of the memory, u32 JSON length, u32 padding, 32-byte build id.
const MAGIC = 0x706e7300;
const HEADER_BYTES = 48;

/** loadPyodide options that make an instance whose memory can be snapshot. */
export function makingOptions(options) {
  return { ...options, _makeSnapshot: true };
}

/** The snapshot of a Pyodide booted with makingOptions (a Uint8Array). */
export function makeSnapshot(pyodide) {
  return pyodide.makeMemorySnapshot();
}

/** {buildId, memoryBytes} from a snapshot's header, or an Error saying what is wrong. */
export function readHeader(bytes) {
  if (bytes.byteLength < HEADER_BYTES) throw new Error("the snapshot is too short");
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  if (view.getUint32(0, true) !== MAGIC) throw new Error("the snapshot has no snapshot header");
  const offset = view.getUint32(4, true);
  let buildId = "";
  for (let i = 0; i < 8; i++) buildId += view.getUint32(16 + 4 * i, true).toString(16).padStart(8, "0");
  return { buildId, memoryBytes: bytes.byteLength - offset };
}

/**
 * Copy the gzip-compressed snapshot of ``response`` into ``target`` as it arrives
 * (gzip's CRC and length catch a corrupt or truncated file). A server that sends the
 * .gz file with "Content-Encoding: gzip" has it decompressed by the browser already:
 * then the bytes do not start with gzip's magic number and are copied as they are.
 */
async function fill(target, response) {
  const reply = await response;
  if (!reply.ok) throw new Error(`the snapshot could not be fetched (${reply.status})`);
  const body = reply.body.getReader();
  const first = await body.read();
  let stream = new ReadableStream({
    start(controller) {
      if (!first.done) controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done, value } = await body.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  if (first.value?.[0] === 0x1f && first.value?.[1] === 0x8b) {
    stream = stream.pipeThrough(new DecompressionStream("gzip"));
  }
  const reader = stream.getReader();
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.length > target.length) throw new Error("the snapshot is longer than its description says");
    target.set(value, at);
    at += value.length;
  }
  if (at !== target.length) throw new Error("the snapshot is shorter than its description says");
}

/**
 * Pyodide restored from a snapshot. ``createPyodideModule`` is the default export of
 * pyodide.asm.mjs; ``meta`` is the snapshot's description (snapshot.json: bytes,
 * memory_bytes, build_id); ``response`` the Promise of its gzip file.
 *
 * The download overlaps compiling the WebAssembly: Pyodide wants the snapshot's bytes
 * before it compiles but reads them only after, so it gets an array of the right size at
 * once, which is filled as the file arrives; the module factory waits for the last byte
 * (and grows the memory to the snapshot's size) before Pyodide copies it.
 *
 * Pyodide itself refuses a snapshot of another build ("Snapshot build id mismatch");
 * then, or on any other failure, this rejects and the caller boots normally.
 */
export async function restoreSnapshot(loadPyodide, createPyodideModule, options, meta, response) {
  const bytes = new Uint8Array(meta.bytes);
  const filled = fill(bytes, response);
  filled.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
  return loadPyodide({
    ...options,
    _loadSnapshot: bytes,
    async createPyodideModule(settings) {
      const [module] = await Promise.all([createPyodideModule(settings), filled]);
      const { buildId, memoryBytes } = readHeader(bytes);
      if (buildId !== meta.build_id) throw new Error("the snapshot's build id is not the one its description names");
      if (module.HEAP8.length < memoryBytes) module.growMemory(memoryBytes);
      if (module.HEAP8.length < memoryBytes) throw new Error("could not grow the memory to the snapshot's size");
      return module;
    },
  });
}

// Unpacks a wheel into site-packages with each file's mtime taken from the wheel (as
// UTC, so Node at build time and a browser in any time zone agree). Defined in __main__
// at build time, so it is in the snapshot too.
const UNPACK = `
def _ragcite_unpack(paths):
    import calendar, os, sysconfig, zipfile
    site = sysconfig.get_path("purelib")
    for path in paths:
        with zipfile.ZipFile(path) as wheel:
            for info in wheel.infolist():
                target = wheel.extract(info, site)
                stamp = calendar.timegm((*info.date_time, 0, 0, 0))
                os.utime(target, (stamp, stamp))
        os.remove(path)
`;

/**
 * Unpack wheels into site-packages: ``wheels`` is a list of {name, bytes}. Used instead
 * of loadPackage, which a snapshot cannot follow, and after a restore, which brings no files.
 */
export function unpackWheels(pyodide, wheels) {
  pyodide.FS.mkdirTree("/tmp/wheels");
  const paths = wheels.map(({ name, bytes }) => {
    const path = `/tmp/wheels/${name}`;
    pyodide.FS.writeFile(path, bytes);
    return path;
  });
  // Strings only cross into Python (a JSON list of strings is a Python list literal):
  // a JS object held by Python would be one more thing a snapshot cannot hold.
  pyodide.runPython(`${UNPACK}\n_ragcite_unpack(${JSON.stringify(paths)})`);
}

// The files of snapshot.json's "files" (buildtools/startup.py, files_image): the wheels'
// files, one after another, after a u32 (little-endian) byte length and the UTF-8 JSON
// of their list [[path in site-packages, size or null for a folder, mtime in s]...].

/** The uncompressed bytes of the gzip file of ``response`` (meta.files_bytes long). */
export async function readFiles(response, length) {
  const bytes = new Uint8Array(length);
  await fill(bytes, response);
  return bytes;
}

/**
 * Write the files of a readFiles image under ``site`` (site-packages), each with its
 * mtime, as unpackWheels leaves them. Throws on an image that does not add up.
 */
export function writeFiles(pyodide, site, bytes) {
  const { FS } = pyodide;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 4) throw new Error("the snapshot's files are missing");
  const size = view.getUint32(0, true);
  const list = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + size)));
  let at = 4 + size;
  const made = new Set();
  for (const [name, length, mtime] of list) {
    const target = `${site}/${name}`;
    const folder = length === null ? target : target.slice(0, target.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    if (length !== null) {
      if (at + length > bytes.byteLength) throw new Error("the snapshot's files are cut short");
      FS.writeFile(target, bytes.subarray(at, at + length));
      at += length;
    }
    FS.utime(target, mtime * 1000, mtime * 1000); // ms, as os.utime passes them
  }
  if (at !== bytes.byteLength) throw new Error("the snapshot's files do not add up");
}

// The offline file embeds the standard library's zip without the build's bytecode
// (buildtools/offline.py: the snapshot holds those modules imported already), so its
// entries are not where the snapshot's zipimport remembers them. zipimport keeps one
// directory per archive, shared by every importer made from it (the archive's and one per
// package inside it: Lib/zipimport.py, zipimporter.__init__), so that one dict is read again
// in place. importlib.invalidate_caches() would do it too, importer by importer (~160 ms
// in Chromium against ~15 ms here); it is the fallback if zipimport's private names change.
const REREAD_STDLIB = `
def _ragcite_reread_stdlib():
    import importlib, sys, zipimport
    archive = next(p for p in sys.path if p.endswith(".zip"))
    try:
        files = zipimport._zip_directory_cache[archive]
        fresh = zipimport._read_directory(archive)
    except (AttributeError, KeyError):
        importlib.invalidate_caches()
        return
    files.clear()
    files.update(fresh)
_ragcite_reread_stdlib()
del _ragcite_reread_stdlib
`;

/** After a restore with another standard-library zip than the snapshot's (meta.stdlib_rewritten). */
export function rereadStandardLibrary(pyodide) {
  pyodide.runPython(REREAD_STDLIB);
}
