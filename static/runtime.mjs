// PyScript's interpreter (pyscript.toml `interpreter`, for the page and the computer's worker):
// Pyodide from static/vendor, started with the standard library the setup compiled to bytecode
// (static/build/stdlib.zip, tools/stdlib_zip.py): the stock zip holds sources, which Python
// compiled again at every start. Polyscript imports this module and calls its loadPyodide.
import { loadPyodide as loadStock, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

const indexURL = new URL("./vendor/pyodide/", import.meta.url).href;
const stdLibURL = new URL("./build/stdlib.zip", import.meta.url).href;
// Its lock file without the package list (tools/bundle.py write_lock): the site loads none.
const lockFileURL = new URL("./build/pyodide-lock.json", import.meta.url).href;

// In the page, Pyodide starts once static/boot.js has painted the first screen (or knows none
// comes): its compile takes both cores of a small machine and its start one long task on the
// main thread, which delayed the first screen. The computer's worker has no screen.
async function firstScreen() {
  if (!globalThis.document) return;
  if (document.readyState === "loading") { // boot.js, a module script, has run by its end
    await new Promise((done) => document.addEventListener("DOMContentLoaded", done, { once: true }));
  }
  await globalThis.ludothekFirstScreen;
}

async function start(options) {
  const pyodide = await loadStock({ ...options, indexURL, stdLibURL, lockFileURL });
  // The zip holds PyScript's own package compiled too: it goes before the working folder, where
  // PyScript writes that package's sources at every start (compiled again if imported there).
  // Done from here: Python code run as text is compiled first, which costs the start.
  const sys = pyodide.pyimport("sys");
  const path = sys.path;
  const stdlib = path.toJs().find((entry) => entry.endsWith(".zip"));
  path.remove(stdlib);
  path.insert(0, stdlib);
  path.destroy();
  sys.destroy();
  return pyodide;
}

// Started as soon as the first screen allows (index.html loads this module beside PyScript):
// PyScript's own start-up, before it asks for Python, then overlaps Pyodide's. A failure
// reaches whoever awaits it.
const early = firstScreen().then(() => start({}));
early.catch(() => {});
let earlyTaken = false;

export async function loadPyodide({ stdout, stderr, indexURL: _ignored, ...options } = {}) {
  const extra = Object.values(options).some((value) => value !== undefined);
  if (extra || earlyTaken) return start({ stdout, stderr, ...options }); // packages: not started
  earlyTaken = true;
  const pyodide = await early;
  if (stdout) pyodide.setStdout({ batched: stdout });
  if (stderr) pyodide.setStderr({ batched: stderr });
  return pyodide;
}
