// How the normal boot should install the site's own wheels: Pyodide's lock-file loader
// (what web/worker.js does) or micropip from local files. Issue 14 asked to use micropip
// where it serves, or to show by measurement why the lock file is better.
//
//     node bench/install_node.mjs [--dist dist] [--rounds 4]
//
// Runs the vendored Pyodide of a build (python3 build.py first) under Node, offline:
// - lock:     loadPackage(["ragcite"]) through dist/wheels/pyodide-lock.json;
// - micropip: loadPackage(["micropip"]), then micropip.install of the same four wheels
//             from the file system ("emfs:" paths, deps=False: the same files, no index).
// Each then imports ragcite.api. Each round boots a fresh Pyodide per way, alternating.
// Prints milliseconds: install, import, and their sum, best and median.

import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const dist = path.resolve(option("--dist", "dist")) + path.sep;
const rounds = Number(option("--rounds", "4"));
const { loadPyodide } = await import(pathToFileURL(`${dist}pyodide/pyodide.mjs`).href);
const lockFile = `${dist}wheels/pyodide-lock.json`;
const lock = JSON.parse(readFileSync(lockFile, "utf-8"));
const wheels = ["jinja2", "markupsafe", "snowballstemmer", "ragcite"].map((n) => lock.packages[n].file_name);

async function once(way) {
  const py = await loadPyodide({ indexURL: `${dist}pyodide/`, lockFileURL: lockFile, stdout: () => {} });
  const began = performance.now();
  if (way === "lock") {
    await py.loadPackage(["ragcite"], { messageCallback: () => {} });
  } else {
    await py.loadPackage(["micropip"], { messageCallback: () => {} });
    py.FS.mkdirTree("/tmp/wheels");
    for (const name of wheels) py.FS.writeFile(`/tmp/wheels/${name}`, readFileSync(`${dist}wheels/${name}`));
    const urls = JSON.stringify(wheels.map((name) => `emfs:/tmp/wheels/${name}`));
    await py.runPythonAsync(`import micropip\nawait micropip.install(${urls}, deps=False)`);
  }
  const installed = performance.now();
  py.pyimport("ragcite.api");
  const imported = performance.now();
  return { install: installed - began, import: imported - installed, total: imported - began };
}

const results = { lock: [], micropip: [] };
for (let round = 1; round <= rounds; round++) {
  for (const way of ["lock", "micropip"]) {
    const r = await once(way);
    results[way].push(r);
    console.log(`round ${round} ${way}: install ${r.install.toFixed(0)}, import ${r.import.toFixed(0)}, total ${r.total.toFixed(0)} ms`);
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
for (const [way, rows] of Object.entries(results)) {
  const totals = rows.map((r) => r.total);
  console.log(`${way}: install+import best ${Math.min(...totals).toFixed(0)} ms, median ${median(totals).toFixed(0)} ms`);
}
