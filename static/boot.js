// Shows the loading stage until Python marks the page ready; reports a failed start.
const stage = document.getElementById("loading-stage");
const de = (navigator.language || "").toLowerCase().startsWith("de");
const say = (en, german) => { if (stage) stage.textContent = de ? german : en; };

say("Loading the Python runtime…", "Python wird geladen…");
document.addEventListener("py:ready", () => say("Starting the games…", "Die Spiele starten…"), true);
addEventListener("error", (event) => {
  if (document.documentElement.hasAttribute("data-ready")) return;
  const alert = document.getElementById("alert");
  alert.hidden = false;
  alert.textContent = (de ? "Ludothek konnte nicht starten: " : "Ludothek could not start: ") +
    (event.message || "unknown error");
});
