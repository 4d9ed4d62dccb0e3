// Running the app's ES modules from embedded text, in the single-file offline copy.
// build.py puts this file in front of boot.js (the page) and of worker-boot.js (the
// worker), so both sides link modules the same way.
//
// A module loaded from a blob: URL cannot resolve `import ... from "./report.js"`: a
// blob: URL has no path to resolve against. So each module's static imports are
// rewritten to the blob: URLs of the modules they name, dependencies first. Only static
// `import`/`export ... from "./..."` specifiers are linked; `import("./...")` is not.

const IMPORT_SPECIFIER = /\b(from|import)(\s*)(["'])(\.{1,2}\/[^"'\n]+)\3/g;

/** The dist/ path that ``specifier`` names when the module at ``path`` imports it. */
function resolveModulePath(path, specifier) {
  const base = new URL(path, "https://ragcite-offline.invalid/");
  return decodeURIComponent(new URL(specifier, base).pathname.slice(1));
}

/**
 * A function link(path) -> Promise of a blob: URL that import() runs, with every module
 * that one imports linked too. readText(path) -> Promise of the module's source text.
 */
function moduleLinker(readText) {
  const linked = new Map();

  async function linkNow(path, chain) {
    const source = await readText(path);
    const targets = new Map();
    for (const match of source.matchAll(IMPORT_SPECIFIER)) {
      targets.set(match[4], resolveModulePath(path, match[4]));
    }
    const urls = new Map();
    for (const [specifier, target] of targets) {
      urls.set(specifier, await link(target, [...chain, path]));
    }
    const rewritten = source.replace(
      IMPORT_SPECIFIER,
      (_, keyword, space, quote, specifier) => `${keyword}${space}${quote}${urls.get(specifier)}${quote}`,
    );
    return URL.createObjectURL(new Blob([rewritten], { type: "text/javascript" }));
  }

  function link(path, chain = []) {
    // A cycle cannot be linked this way: each URL must exist before its importers' text.
    if (chain.includes(path)) {
      return Promise.reject(new Error(`circular import: ${[...chain, path].join(" -> ")}`));
    }
    if (!linked.has(path)) linked.set(path, linkNow(path, chain));
    return linked.get(path);
  }

  return link;
}
