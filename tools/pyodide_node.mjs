// The pinned Pyodide (node_modules/pyodide, the same build as static/vendor/pyodide) under Node,
// for the setup's compile steps: with tools/pyc_zip.py importable, since the machine's CPython
// cannot write bytecode for Pyodide's Python version.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function startPyodide() {
  const indexURL = path.join(ROOT, "node_modules", "pyodide") + path.sep;
  const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
  const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (s) => console.error(s) });
  pyodide.FS.mkdirTree("/tools");
  for (const name of ["pyc_zip.py", "stdlib_zip.py", "package_zip.py"]) {
    pyodide.FS.writeFile(`/tools/${name}`, await readFile(path.join(ROOT, "tools", name)));
  }
  pyodide.runPython("import sys; sys.path.append('/tools')");
  return pyodide;
}
