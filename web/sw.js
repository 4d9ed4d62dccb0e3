// ragcite's service worker (issue 4): after one visit, the hosted page works with the
// network gone.
//
// build.py (buildtools/service_worker.py) writes dist/sw.js as one line
//   const BUILD = {"version": "<sha256 of every precached file>", "files": [...]};
// followed by this file. A new build changes that line, so the browser sees a new
// service worker, installs it (precaching the new files into a new cache), and it takes
// over at once (skipWaiting + clients.claim), deleting the previous build's cache.
//
// Every URL is relative to the registration scope (the folder holding sw.js), so the site
// works under a sub-path (https://user.github.io/repo/), and two ragcite copies on one
// origin keep separate caches: a cache name holds the scope.
/* global BUILD */

const SCOPE = self.registration.scope;
const PREFIX = `ragcite ${SCOPE} `;
const CACHE = PREFIX + BUILD.version;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "no-cache": revalidate with the server, so a stale HTTP-cache copy of a file can
      // never enter a cache named after this build's content hash. addAll is atomic: if
      // one file fails, the install fails and the previous build keeps serving.
      await cache.addAll(
        BUILD.files.map((path) => new Request(new URL(path, SCOPE), { cache: "no-cache" })),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The cache key of a request: a page navigation, with any query, is index.html. */
function cacheKey(request) {
  if (request.mode !== "navigate") return request;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return url.href;
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const key = cacheKey(request);
  const cached = await cache.match(key);
  if (cached) return cached;
  // Not precached: a mistyped URL, or the offline download (BUILD.lazy), which is kept
  // once fetched so that it can be downloaded again with the network gone.
  const response = await fetch(request);
  const path = new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length);
  if (response.ok && BUILD.lazy.includes(path)) await cache.put(key, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(cacheFirst(request));
});
