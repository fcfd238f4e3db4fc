// The standard library the site ships, as bytecode, with PyScript's own Python package
// (tools/stdlib_zip.py says what goes in it and why).
//
//   node tools/compile_stdlib.mjs APP.zip OUT.zip
//
// APP.zip: the app's Python as sources (tools/bundle.py's source zip and the entry scripts).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, startPyodide } from "./pyodide_node.mjs";

const [app, out] = process.argv.slice(2);
if (!app || !out) {
  console.error("usage: node tools/compile_stdlib.mjs APP.zip OUT.zip");
  process.exit(2);
}
// PyScript's package as its build wrote it into dist/ (src/stdlib/pyscript.js is that artifact),
// and the code PyScript runs before the page's own (it writes the package and imports it).
const core = path.join(ROOT, "node_modules", "@pyscript", "core", "src");
const { default: tree } = await import(pathToFileURL(path.join(core, "stdlib", "pyscript.js")).href);
const { stdlib: prelude } = await import(pathToFileURL(path.join(core, "stdlib.js")).href);
const pyscript = {};
const flatten = (folder, prefix) => {
  for (const [name, value] of Object.entries(folder)) {
    if (typeof value === "string") pyscript[prefix + name] = value;
    else flatten(value, `${prefix}${name}/`);
  }
};
flatten(tree, "");

const pyodide = await startPyodide();
pyodide.FS.writeFile("/tmp/app.zip", await readFile(app));
pyodide.globals.set("pyscript_sources", pyodide.toPy(pyscript));
pyodide.globals.set("prelude", prelude);
const report = pyodide.runPython(`
import zipfile
import stdlib_zip

with zipfile.ZipFile("/tmp/app.zip") as app:
    sources = [app.read(n) for n in app.namelist() if n.endswith(".py")]
stdlib_zip.write(sources + [prelude.encode()],
                 {name: text.encode() for name, text in pyscript_sources.items()}, "/tmp/out.zip")
`);
await writeFile(out, pyodide.FS.readFile("/tmp/out.zip"));
console.log(report);
