// Before Python runs: the loading stage, a failed start, and the service worker (offline use,
// and announcing a new version). Everything after start-up is Python (py/ludothek/web).
const STRINGS = {
  de: {
    runtime: "Python wird geladen…", starting: "Die Spiele starten…",
    failed: "Ludothek konnte nicht starten: ", update: "Eine neue Version von Ludothek ist bereit.",
    reload: "Neu laden", updated: "Ludothek wurde auf die neue Version aktualisiert.", ok: "OK",
  },
  en: {
    runtime: "Loading the Python runtime…", starting: "Starting the games…",
    failed: "Ludothek could not start: ", update: "A new version of Ludothek is ready.",
    reload: "Reload", updated: "Ludothek was updated to the new version.", ok: "OK",
  },
};
const chosen = localStorage.getItem("ludothek:setting:lang") ||
  ((navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2).toLowerCase())
    .find((l) => l in STRINGS) || "en");
const say = STRINGS[chosen] || STRINGS.en;
const stage = document.getElementById("loading-stage");
if (stage) stage.textContent = say.runtime;
document.addEventListener("py:ready", () => { if (stage) stage.textContent = say.starting; }, true);

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
  if (sessionStorage.getItem("ludothek:updated")) {
    sessionStorage.removeItem("ludothek:updated");
    addEventListener("load", () => banner(say.updated, say.ok, () => {}));
  }
  // On a first visit the worker is registered once the page has started: its install then
  // finds what the page loaded in the HTTP cache instead of downloading the runtime alongside.
  const started = navigator.serviceWorker.controller ? Promise.resolve() : new Promise((resolve) => {
    const root = document.documentElement;
    const check = () => root.hasAttribute("data-ready") && (watch.disconnect(), resolve());
    const watch = new MutationObserver(check);
    watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
    check();
  });
  started.then(() => navigator.serviceWorker.register("sw.js")).then((registration) => {
    if (!registration) return; // service workers disabled (a policy, a test harness)
    const offer = (worker) => banner(say.update, say.reload, () => {
      sessionStorage.setItem("ludothek:updated", "1");
      worker.postMessage("activate-new-version");
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
    if (!reloading && sessionStorage.getItem("ludothek:updated")) {
      reloading = true;
      location.reload();
    }
  });
}
