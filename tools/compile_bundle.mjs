// Compiles the Python bundle to bytecode with the pinned Pyodide (tools/pyc_zip.py), so the page
// unmarshals code instead of compiling every module from source at each start (Pyodide writes
// no bytecode of its own).
//
//   node tools/compile_bundle.mjs SOURCE.zip OUT.zip
//
// OUT.zip holds every file of SOURCE.zip (the stylesheets, ...) except that each module NAME.py
// is replaced by its bytecode NAME.pyc in the same folder.
import { readFile, writeFile } from "node:fs/promises";
import { startPyodide } from "./pyodide_node.mjs";

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  console.error("usage: node tools/compile_bundle.mjs SOURCE.zip OUT.zip");
  process.exit(2);
}
const pyodide = await startPyodide();
pyodide.FS.writeFile("/tmp/source.zip", await readFile(source));
const report = pyodide.runPython(`
import sys
from pyc_zip import compile_zip
f"{compile_zip('/tmp/source.zip', '/tmp/out.zip')} modules compiled by Python "
f"{sys.version.split()[0]} ({sys.implementation.cache_tag})"
`);
await writeFile(out, pyodide.FS.readFile("/tmp/out.zip"));
console.log(report);
