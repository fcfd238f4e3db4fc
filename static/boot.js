// Before Python runs: the loading stage, a failed start, and the service worker (offline use,
// and announcing a new version). Everything after start-up is Python (py/ludothek/web).
const STRINGS = {
  de: {
    runtime: "Python wird geladen…", starting: "Die Spiele starten…",
    failed: "Ludothek konnte nicht starten: ", update: "Eine neue Version von Ludothek ist bereit.",
    reload: "Neu laden", updated: "Ludothek wurde auf die neue Version aktualisiert.", ok: "OK",
    waiting: "Einen Moment: dein Tippen wirkt, sobald die Spiele gestartet sind.",
    lost: "Dein Tippen wurde nicht ausgeführt: der Tisch hat sich beim Start verändert. Bitte tippe noch einmal.",
  },
  en: {
    runtime: "Loading the Python runtime…", starting: "Starting the games…",
    failed: "Ludothek could not start: ", update: "A new version of Ludothek is ready.",
    reload: "Reload", updated: "Ludothek was updated to the new version.", ok: "OK",
    waiting: "One moment: your tap takes effect as soon as the games have started.",
    lost: "Your tap was not made: the table changed while the games started. Please tap again.",
  },
};
// Where the browser lets the site keep nothing (site data blocked), touching the storage
// throws: the page starts all the same (Python then keeps the games in memory and says so).
function stored(area, key) {
  try { return window[area].getItem(key); } catch (e) { return null; }
}
function store(area, key, value) {
  try {
    if (value === null) window[area].removeItem(key); else window[area].setItem(key, value);
  } catch (e) { /* nothing kept */ }
}
const chosen = stored("localStorage", "ludothek:setting:lang") ||
  ((navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2).toLowerCase())
    .find((l) => l in STRINGS) || "en");
const say = STRINGS[chosen] || STRINGS.en;
if (chosen in STRINGS) document.documentElement.lang = chosen; // the first screen speaks it
const stage = document.getElementById("loading-stage");
if (stage) stage.textContent = say.runtime;
document.addEventListener("py:ready", () => { if (stage) stage.textContent = say.starting; }, true);

// The first screen before Python: the screen the page showed when it was last left (kept by
// py/ludothek/web/app.py, hidden cards covered) if it is the one asked for, else on the home
// address the home screen drawn at build time (tools/first_screen.py). Marked as starting;
// a tap meanwhile waits and is made once Python has drawn the same screen.
const SCREEN_KEY = "ludothek:screen";
const root = document.documentElement;
const app = document.getElementById("app");
let pendingTap = null;
// The taps that wait for the same position: written by Python with the kept screen
// (taps.WAIT_FOR_POSITION); a screen kept by an older version that lacks them: every tap.
let PLAYS = null;
let bootNote = null;

function showFirstScreen(html, game, css) {
  if (root.hasAttribute("data-ready") || app.firstChild) return;
  if (game && css && !document.head.querySelector(`style[data-game="${CSS.escape(game)}"]`)) {
    const style = document.createElement("style");
    style.setAttribute("data-game", game);
    style.textContent = css;
    document.head.append(style);
  }
  app.innerHTML = html;
  app.hidden = false;
  document.getElementById("loading").hidden = true;
  root.setAttribute("data-booting", "");
  bootNote = document.createElement("p");
  bootNote.className = "boot-note";
  bootNote.setAttribute("role", "status");
  bootNote.textContent = say.starting;
  document.body.append(bootNote);
  performance.mark("ludothek:first-screen");
}

function tapSelector(el) {
  if (el.matches("summary")) {
    const card = el.closest("[data-game]");
    return card ? `[data-game="${CSS.escape(card.dataset.game)}"] summary` : null;
  }
  const data = [...el.attributes].filter((a) => a.name.startsWith("data-"))
    .map((a) => `[${a.name}="${CSS.escape(a.value)}"]`).join("");
  return data ? el.tagName.toLowerCase() + data : null;
}

// The position a tap that plays or chooses was made on; null for the others (home, rules...).
function plyOf(el) {
  const drawn = (!PLAYS || PLAYS.has(el.dataset.action)) && el.closest("[data-ply]");
  return drawn ? drawn.dataset.ply : null;
}

document.addEventListener("click", (event) => {
  if (!root.hasAttribute("data-booting")) return;
  const el = event.target.closest && event.target.closest("[data-action], summary");
  if (!el || !app.contains(el)) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  pendingTap = { selector: tapSelector(el), ply: plyOf(el) };
  if (bootNote) bootNote.textContent = say.waiting;
}, true);

new MutationObserver((_changes, watch) => {
  if (!root.hasAttribute("data-ready")) return;
  watch.disconnect();
  const waited = root.hasAttribute("data-booting") && pendingTap;
  root.removeAttribute("data-booting");
  if (bootNote) bootNote.remove();
  if (!waited) return;
  const found = waited.selector && document.querySelector(waited.selector);
  // The kept table may show an older position (another tab moved on, a dialog was open when
  // the page was left): a tap that plays is made only on the same position.
  const el = found && plyOf(found) === waited.ply ? found : null;
  if (el) { // an SVG element has no click(): dispatch one
    el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window }));
  } else if (bootNote) { // what was tapped is not on the table Python drew: say so
    bootNote.classList.add("lost");
    bootNote.textContent = say.lost;
    document.body.append(bootNote);
    addEventListener("click", () => bootNote.remove(), { once: true, capture: true });
  }
}).observe(root, { attributes: true, attributeFilter: ["data-ready"] });

let firstScreen = null;
try {
  const hash = location.hash.replace(/^#/, "");
  const kept = JSON.parse(stored("localStorage", SCREEN_KEY) || "null");
  if (kept && kept.lang === chosen && kept.hash === hash && typeof kept.html === "string") {
    PLAYS = Array.isArray(kept.plays) ? new Set(kept.plays) : null;
    showFirstScreen(kept.html, kept.game, kept.css);
  } else if (!hash) {
    firstScreen = fetch(`static/build/home-${chosen}.html`).then((r) => (r.ok ? r.text() : null))
      .then((html) => html && showFirstScreen(html)).catch(() => {});
  }
} catch (e) { /* no storage or a damaged entry: the loading screen stays until Python draws */ }
// Settled once the first screen is painted, or known not to come: static/runtime.mjs holds
// Pyodide's start (its compile, its long task on the main thread) until then. A hidden tab
// paints no frame.
window.ludothekFirstScreen = Promise.resolve(firstScreen).then(() => new Promise((done) => {
  requestAnimationFrame(() => setTimeout(done));
  setTimeout(done, 100);
}));

addEventListener("error", (event) => {
  if (document.documentElement.hasAttribute("data-ready")) return;
  const alert = document.getElementById("alert");
  alert.hidden = false;
  alert.textContent = say.failed + (event.message || "unknown error");
});

// A small banner with one button, built as elements (never as HTML text).
function banner(text, buttonText, onClick) {
  const box = document.createElement("div");
  box.className = "update-banner";
  box.setAttribute("role", "status");
  const p = document.createElement("p");
  p.textContent = text;
  const button = document.createElement("button");
  button.className = "primary";
  button.textContent = buttonText;
  button.addEventListener("click", () => { box.remove(); onClick(); });
  box.append(p, button);
  document.body.append(box);
}

if ("serviceWorker" in navigator && isSecureContext) {
  if (stored("sessionStorage", "ludothek:updated")) {
    store("sessionStorage", "ludothek:updated", null);
    addEventListener("load", () => banner(say.updated, say.ok, () => {}));
  }
  // The page was started by an earlier version's worker: when another takes over (the player
  // said so here or in another tab), this page reloads, so it never runs on a mix of versions.
  const hadController = Boolean(navigator.serviceWorker.controller);
  // On a first visit the worker is registered once the page has started: its install then
  // finds what the page loaded in the HTTP cache instead of downloading the runtime alongside.
  const started = hadController ? Promise.resolve() : new Promise((resolve) => {
    const root = document.documentElement;
    const check = () => root.hasAttribute("data-ready") && (watch.disconnect(), resolve());
    const watch = new MutationObserver(check);
    watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
    check();
  });
  // updateViaCache "none": an update check fetches precache.js (the version) fresh too, not
  // from the HTTP cache, whatever lifetime the host gave it.
  const registered = started.then(
    () => navigator.serviceWorker.register("sw.js", { updateViaCache: "none" }));
  registered.then((registration) => {
    if (!registration) return; // service workers disabled (a policy, a test harness)
    const offer = (worker) => banner(say.update, say.reload, () => {
      store("sessionStorage", "ludothek:updated", "1");
      // Another tab may have let it take over already: then only this page is old.
      if (worker.state === "activating" || worker.state === "activated") location.reload();
      else worker.postMessage("activate-new-version");
    });
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const worker = registration.installing;
      worker.addEventListener("statechange", () => {
        // Only an update is announced; the very first install just starts caching.
        if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
      });
    });
  }).catch(() => {}); // no offline support then, but the site works
  let reloading = false;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Not on a first visit: the first worker taking over changes nothing the page runs.
    if (!reloading && (hadController || stored("sessionStorage", "ludothek:updated"))) {
      reloading = true;
      store("sessionStorage", "ludothek:updated", "1");
      location.reload();
    }
  });
}
