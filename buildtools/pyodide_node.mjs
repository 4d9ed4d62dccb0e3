// build.py's steps that run inside the vendored Pyodide, under Node (no network: every
// file comes from dist/). Called by buildtools/startup.py:
//
//   node buildtools/pyodide_node.mjs bytecode DIST WHEEL...   .pyc into the stdlib zip and wheels
//   node buildtools/pyodide_node.mjs snapshot DIST OUT WHEEL...  make the start-up snapshot (raw)
//   node buildtools/pyodide_node.mjs verify DIST SNAPSHOT.json REQUESTS.json
//
// bytecode: Pyodide 314's python_stdlib.zip holds .py files only, so every boot compiles
//   each standard-library module it imports. Compiled here by the same Python, as
//   unchecked-hash .pyc (valid whatever the file times, PEP 552). zipimport looks for
//   "name.pyc" beside "name.py" (it ignores __pycache__), the wheels get the usual
//   __pycache__/name.cpython-314.pyc that the path finder looks for.
// snapshot: Pyodide booted for a snapshot (web/snapshot.js), the wheels unpacked, ragcite
//   imported and warmed up by the requests of warmUp(), then its memory, written to OUT.
// verify: answers REQUESTS.json once from a normal boot (lock file and loadPackage, as
//   the worker's fallback does) and once from the snapshot (as the worker does: the
//   wheels' files written from the build's files image, not unzipped), imports in both a
//   few standard-library modules the snapshot lacks, and prints {same: bool, ...}:
//   build.py fails the build unless both give the same bytes. DIST may also be the
//   offline file's files (buildtools/offline.py: its standard library without bytecode).

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [command, distArg, ...rest] = process.argv.slice(2);
const dist = path.resolve(distArg);
const pyodideDir = path.join(dist, "pyodide") + path.sep;
const { loadPyodide, version } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const snapshots = await import(pathToFileURL(path.join(dist, "snapshot.js")).href);
const lockFileURL = path.join(dist, "wheels", "pyodide-lock.json");
// Every boot here reads its files from dist/ only. (A function: loadPyodide writes into
// the options object it is given.)
const base = () => ({ indexURL: pyodideDir, lockFileURL, stdout: () => {}, stderr: (line) => console.error(line) });

function wheelFiles(paths) {
  return paths.map((p) => ({ name: path.basename(p), bytes: readFileSync(p) }));
}

const COMPILE = `
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def _pyc(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))

def _compile_zip(src, dst, filename_prefix, legacy, only=None):
    """Copy the zip at src to dst with a .pyc for each .py (or each named in only)."""
    tag = sys.implementation.cache_tag
    added = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        names = set(zin.namelist())
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data)
            if not info.filename.endswith(".py"):
                continue
            if legacy:
                target = info.filename + "c"
            else:
                folder, _, base = info.filename.rpartition("/")
                target = (folder + "/" if folder else "") + f"__pycache__/{base[:-3]}.{tag}.pyc"
            if target in names or (only is not None and info.filename not in only):
                continue
            try:
                pyc = _pyc(data, filename_prefix + info.filename)
            except SyntaxError:
                continue  # e.g. test data written in another Python's syntax
            out = zipfile.ZipInfo(target, date_time=info.date_time)
            out.external_attr = 0o644 << 16
            out.compress_type = zipfile.ZIP_DEFLATED
            zout.writestr(out, pyc)
            added += 1
    return added
`;

async function bytecode(wheelPaths) {
  // The standard-library modules a check imports (a third of the 559: compiling all
  // would add 4.5 MB to the download for modules the page never loads).
  const py = await loadPyodide(base());
  snapshots.unpackWheels(py, wheelFiles(wheelPaths));
  const api = py.pyimport("ragcite.api");
  warmUp(api);
  api.destroy();
  py.runPython(COMPILE);
  const used = py.runPython(`
import sys
_stdlib_used = sorted({
    f.removeprefix("/lib/python314.zip/") for m in list(sys.modules.values())
    if (f := getattr(m, "__file__", None) or "").startswith("/lib/python314.zip/")
})
len(_stdlib_used)`);
  const jobs = [
    { file: path.join(pyodideDir, "python_stdlib.zip"), prefix: "/lib/python314.zip/", legacy: true, only: "set(_stdlib_used)" },
    ...wheelPaths.map((file) => ({ file, prefix: py.runPython("import sysconfig; sysconfig.get_path('purelib')") + "/", legacy: false })),
  ];
  const counts = {};
  for (const { file, prefix, legacy, only = "None" } of jobs) {
    py.FS.writeFile("/tmp/in.zip", readFileSync(file));
    const added = py.runPython(
      `_compile_zip("/tmp/in.zip", "/tmp/out.zip", ${JSON.stringify(prefix)}, ${legacy ? "True" : "False"}, ${only})`,
    );
    writeFileSync(file, py.FS.readFile("/tmp/out.zip"));
    counts[path.basename(file)] = added;
  }
  console.log(JSON.stringify({ pyodide: version, stdlib_modules_used: used, compiled: counts }));
}

/** Requests that run every code path a first check needs, so the snapshot holds it compiled. */
function warmUp(api) {
  const ask = (request) => JSON.parse(api.handle(JSON.stringify(request)));
  ask({ type: "formats" });
  const example = ask({ type: "example" });
  for (const ui_language of ["en", "it", "id", "es", "fr"]) {
    const request = { sources: example.sources, answer: example.answer, options: { ui_language } };
    ask({ type: "check", ...request });
    for (const format of ["json", "markdown", "csv"]) ask({ type: "export", format, ...request });
  }
  // A Markdown answer: markdown-it-py is imported at the first one (report/markdown.py).
  const markdown = "**HNSW** defaults to 40 [2].\n\n- The index keeps vectors in memory [1].";
  ask({ type: "check", sources: example.sources, answer: markdown, options: {} });
  ask({ type: "check", sources: "[", answer: "x", options: {} }); // the error template
}

async function snapshot(out, wheelPaths) {
  const py = await loadPyodide(snapshots.makingOptions(base()));
  snapshots.unpackWheels(py, wheelFiles(wheelPaths));
  const api = py.pyimport("ragcite.api");
  warmUp(api);
  api.destroy();
  // The warm-up's last check is cached for exports; the snapshot does not need it.
  py.runPython("import gc, ragcite.api; ragcite.api._checked.cache_clear(); gc.collect()");
  const bytes = snapshots.makeSnapshot(py);
  writeFileSync(out, bytes);
  const { buildId, memoryBytes } = snapshots.readHeader(bytes);
  // Where the worker writes the wheels' files after a restore (snapshots.writeFiles).
  const site = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
  console.log(JSON.stringify({ pyodide: version, buildId, bytes: bytes.length, memoryBytes, site }));
}

// Standard-library modules a check does not import; verify imports the ones the snapshot
// lacks (at least one must be) after the restore.
const LATER_MODULES = ["difflib", "fractions", "statistics", "textwrap", "shlex", "calendar"];

/** Python that imports ``modules`` and returns their source's length and a line of json's. */
function probe(modules) {
  return `import importlib, inspect, linecache, json
repr([len(inspect.getsource(importlib.import_module(m))) for m in ${JSON.stringify(modules)}]
     + [linecache.getline(json.__file__, 1), len(inspect.getsource(json))])`;
}

async function verify(metaPath, requestsPath) {
  const requests = JSON.parse(readFileSync(requestsPath, "utf-8"));
  const answer = (py) => {
    const api = py.pyimport("ragcite.api");
    try {
      return requests.map((request) => api.handle(JSON.stringify(request)));
    } finally {
      api.destroy();
    }
  };
  let began = performance.now();
  const normal = await loadPyodide(base());
  await normal.loadPackage(["ragcite"], { messageCallback: () => {} });
  const expected = answer(normal);
  const normalMs = performance.now() - began;

  began = performance.now();
  const { default: createPyodideModule } = await import(
    pathToFileURL(path.join(pyodideDir, "pyodide.asm.mjs")).href
  );
  // As the worker does it: snapshot.json, then the gzip files it names: the memory, and
  // the wheels' files (made by build.py from the wheels the snapshot unpacked).
  const meta = JSON.parse(readFileSync(metaPath, "utf-8"));
  const gz = (name) => Promise.resolve(new Response(readFileSync(path.join(dist, name))));
  const files = snapshots.readFiles(gz(meta.files), meta.files_bytes);
  const restored = await snapshots.restoreSnapshot(loadPyodide, createPyodideModule, base(), meta, gz(meta.file));
  snapshots.writeFiles(restored, meta.site, await files);
  if (meta.stdlib_rewritten) snapshots.rereadStandardLibrary(restored);
  // Modules the snapshot has not imported come from the zip as it is now, and so does
  // the source of one it has (both boots must read the same bytes).
  const fresh = restored.runPython(
    `import sys; [m for m in ${JSON.stringify(LATER_MODULES)} if m not in sys.modules]`,
  ).toJs();
  const probed = restored.runPython(probe(fresh));
  const templates = restored.runPython(
    "from ragcite.report.render import environment; [t.is_up_to_date for t in environment().cache.values()]",
  ).toJs();
  const actual = answer(restored);
  const snapshotMs = performance.now() - began;

  const differ = requests.map((_, i) => i).filter((i) => expected[i] !== actual[i]);
  const sameFiles = fresh.length > 0 && probed === normal.runPython(probe(fresh));
  console.log(JSON.stringify({
    same: differ.length === 0 && expected.length === requests.length && sameFiles,
    imported_later: fresh,
    same_files: sameFiles,
    templates_compiled: templates.length,
    templates_current: templates.length > 0 && templates.every(Boolean),
    requests: requests.length,
    differ,
    first_difference: differ.length ? { normal: expected[differ[0]].slice(0, 400), snapshot: actual[differ[0]].slice(0, 400) } : null,
    normal_ms: Math.round(normalMs),
    snapshot_ms: Math.round(snapshotMs),
  }));
}

if (command === "bytecode") await bytecode(rest);
else if (command === "snapshot") await snapshot(rest[0], rest.slice(1));
else if (command === "verify") await verify(rest[0], rest[1]);
else {
  console.error(`unknown command ${command}`);
  process.exit(2);
}
