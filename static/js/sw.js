// The service worker: the rules and the other public pages a player has opened stay readable without a connection.
// bof_site/pwa.py serves it at /sw.js, after lines that name RELEASE (a hash of this release), OFFLINE (the page
// shown for a page not kept), NEEDED (kept at install, or the worker does not install), WANTED (kept at install
// when they can be), STATIC (where the static files are) and SEARCH (the one search's page).
"use strict";

const CACHE = "bof-" + RELEASE;
// The searches a phone keeps for offline, its latest: a search made online answers again without a connection.
const KEPT_SEARCHES = 40;

// What may be kept: the home page, the rules and the sample arsenal, all the same for everyone. A battle's live
// state, a dice room, an account, the admin and a player's own detachments never are. This lists what may be
// kept rather than what may not, so a page added later stays off the phone until someone decides it is public.
function isPublicPage(path) {
  return path === "/" || path === OFFLINE || path.startsWith("/rules/") ||
    (path.startsWith("/armies/arsenal/") && path !== "/armies/arsenal/load/");
}

// Only a plain page or file: never one the server said not to keep, a redirect, or a stream.
function storable(response) {
  const control = response.headers.get("Cache-Control") || "";
  const type = response.headers.get("Content-Type") || "";
  return response.status === 200 && response.type === "basic" && !response.redirected &&
    !/no-store|private/i.test(control) && !type.startsWith("text/event-stream");
}

// Pages kept at install are fetched without the player's cookies, so they carry nobody's name.
function anonymous(url) {
  return new Request(url, { credentials: "omit" });
}

async function keepFromTheStart(cache) {
  await cache.addAll(NEEDED.map(anonymous));
  await Promise.all(WANTED.map((url) => cache.add(anonymous(url)).catch(() => undefined)));
}

// Signing in or out changes whose name a kept page shows (the top bar's Account link): start again.
async function forgetPages() {
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    if (!new URL(request.url).pathname.startsWith(STATIC)) await cache.delete(request);
  }
  await keepFromTheStart(cache).catch(() => undefined);
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then(keepFromTheStart).then(() => self.skipWaiting()));
});

// A new release takes over at once and removes every cache but its own.
self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== "GET") {
    if (url.pathname.startsWith("/accounts/")) event.waitUntil(forgetPages());
    return;  // a form goes to the server as it would without this worker
  }
  // A fragment htmx asks for and a live stream go to the server untouched: they are the battle as it is now.
  if (request.headers.has("HX-Request") || (request.headers.get("Accept") || "").includes("text/event-stream")) return;
  if (url.pathname.startsWith(STATIC) || isPublicPage(url.pathname)) {
    event.respondWith(networkFirst(event, url));
  } else if (request.mode === "navigate") {
    // Never kept: from the server, or the offline page when there is no connection.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
  }
});

// The server's answer when there is one, so nobody reads an old copy by mistake; the kept copy when there is not.
async function networkFirst(event, url) {
  const request = event.request;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    return (await keptCopy(request)) || Response.error();
  }
  // One copy a page: a calculation with its inputs in the address is not kept; a search's results are, one copy a
  // search (its words are in the address), up to KEPT_SEARCHES of them.
  const search = url.pathname === SEARCH && url.search !== "";
  if ((!url.search || search) && storable(response)) {
    const copy = response.clone();
    event.waitUntil((async () => {
      await (await caches.open(CACHE)).put(request, copy);
      if (search) await forgetOldSearches();
    })());
  }
  return response;
}

// A cache lists what it holds oldest first (a search made again is put back, so it counts as new).
async function forgetOldSearches() {
  const cache = await caches.open(CACHE);
  const searches = (await cache.keys()).filter((kept) => {
    const url = new URL(kept.url);
    return url.pathname === SEARCH && url.search !== "";
  });
  await Promise.all(searches.slice(0, -KEPT_SEARCHES).map((kept) => cache.delete(kept)));
}

async function keptCopy(request) {
  const cache = await caches.open(CACHE);
  // Pages vary on headers a worker's requests do not carry (cookies, HX-Request): the one kept copy is the page.
  const copy = await cache.match(request, { ignoreVary: true });
  if (copy || request.mode !== "navigate") return copy;
  return cache.match(OFFLINE);
}
