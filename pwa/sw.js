// Service worker template. scripts/pwa-build.mjs prepends VERSION (a hash of
// the whole build), PRECACHE (every file of the build but a friend's game's)
// and LAZY (a friend's game's files) and writes the
// result to the root of the built site, so the worker's scope is the app's
// folder. Trunk's file names carry content hashes, so a cached file never
// goes stale; a new build means a new sw.js, which the browser installs
// alongside the old one.

const PREFIX = "nardy-";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  // cache: "reload" skips the HTTP cache, so a new build is never mixed with
  // files of the old one. No skipWaiting(): a running game keeps its build.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE.map((file) => new Request(file, { cache: "reload" })))),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      // Control the page of the first visit at once, so it already works offline.
      .then(() => self.clients.claim()),
  );
});

// Sent by the page (the loader's M.update) when the player asks for the new version now; by the
// page's loader when it runs a friend's game (LAZY: the second build and its
// worker, kept from then on for offline play).
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
  if (event.data && event.data.type === "cache-remote") {
    event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(LAZY)));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const navigate = request.mode === "navigate";
  const hit = await cache.match(request, { ignoreSearch: navigate });
  if (hit) return hit;
  // Any page in the app's folder ("./", "./?seed=1") is the app itself.
  if (navigate) {
    const shell = await cache.match("index.html");
    if (shell) return shell;
  }
  return fetch(request);
}
