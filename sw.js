// Ludothek's service worker: the site and the Python runtime, cached on the first visit.
// The file list and version come from static/build/precache.js, written by tools/bundle.py: only
// what the page and the bot worker load (not PyScript's editor and terminal).
// A new version is cached whole in a cache of its own while the old one keeps serving; it takes
// over only when the page says so (after telling the player), so old and new files never mix.
importScripts("static/build/precache.js"); // defines self.PRECACHE = {version, files, integrity}

const CACHE = `ludothek-${self.PRECACHE.version}`;
// Every page of the site is the site's root (index.html), cached under the URL a visit fetches.
const INDEX = self.registration.scope;

// The page registers this worker once it has started (static/boot.js), so the files it loaded
// are in the browser's HTTP cache. `no-cache` revalidates each of them with the server: an
// unchanged file costs a 304 and no second download, a changed one (a new version being
// installed) is fetched anew, whatever lifetime the host's headers gave the old copy. Each file
// must have the hash the version lists: a file of another version (a release being uploaded
// file by file) fails the install, the old version keeps serving, and a later check tries again.
self.addEventListener("install", (event) => {
  const integrity = self.PRECACHE.integrity || {};
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    try {
      await cache.addAll(self.PRECACHE.files.map(
        (f) => new Request(f, { cache: "no-cache", integrity: integrity[f] || "" })));
    } catch (error) { // nothing of a failed version stays behind
      await caches.delete(CACHE);
      throw error;
    }
  })());
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
    // The fragment (#L1..., #game/..., #rules/...) never reaches here: every address is the page.
    const key = request.mode === "navigate" ? INDEX : request;
    const hit = await cache.match(key, { ignoreSearch: true });
    return hit || fetch(request);
  })());
});
