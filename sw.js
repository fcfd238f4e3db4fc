// Ludothek's service worker: the whole site and the Python runtime, cached on the first visit.
// The file list and version come from static/build/precache.js, written by tools/bundle.py.
// A new version is cached whole in a cache of its own while the old one keeps serving; it takes
// over only when the page says so (after telling the player), so old and new files never mix.
importScripts("static/build/precache.js"); // defines self.PRECACHE = {version, files}

const CACHE = `ludothek-${self.PRECACHE.version}`;
const INDEX = new URL("index.html", self.registration.scope).href;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(self.PRECACHE.files.map((f) => new Request(f, { cache: "reload" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("ludothek-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "activate-new-version") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(self.registration.scope)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Every page of the site is index.html; the fragment (#L1..., #game/...) never reaches here.
    const key = request.mode === "navigate" ? INDEX : request;
    const hit = await cache.match(key, { ignoreSearch: true });
    return hit || fetch(request);
  })());
});
