// Run bench/bench_check.py inside Pyodide under Node: the same check, the same input, in
// the runtime the web page uses (the npm package "pyodide", pinned in package.json).
//
//     node bench/bench_pyodide.mjs [--runs 11] [--language en|it|ja]
//
// Needs `npm ci` (for node_modules/pyodide) and snowballstemmer installed for the local
// python3 (`pip install snowballstemmer`): it is pure Python, so its source directory is
// mounted into Pyodide's file system as is. Nothing is downloaded: only the stdlib that
// ships in the npm package is used.

import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { loadPyodide } from "pyodide";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const snowball = execFileSync("python3", [
  "-c",
  "import os, snowballstemmer; print(os.path.dirname(snowballstemmer.__file__))",
]).toString().trim();

const pyodide = await loadPyodide();
const { FS } = pyodide;
for (const [where, dir] of [["/repo", root], ["/deps/snowballstemmer", snowball]]) {
  FS.mkdirTree(where);
  FS.mount(FS.filesystems.NODEFS, { root: dir }, where);
}
pyodide.globals.set("bench_args", pyodide.toPy(process.argv.slice(2)));
await pyodide.runPythonAsync(`
import runpy, sys
sys.path.insert(0, "/deps")
sys.argv = ["bench_check.py", *bench_args]
print(f"Pyodide {sys.version.split()[0]} ({sys.platform})")
runpy.run_path("/repo/bench/bench_check.py", run_name="__main__")
`);
