// Part of a pure-Python package from its wheel as a zip of bytecode the page loads when needed,
// with the standard library modules it needs beyond the site's own (tools/package_zip.py).
//
//   node tools/compile_package.mjs WHEEL PACKAGE MODULE,MODULE... INIT.py STDLIB.zip OUT.zip
import { readFile, writeFile } from "node:fs/promises";
import { startPyodide } from "./pyodide_node.mjs";

const [wheel, name, modules, init, stdlib, out] = process.argv.slice(2);
if (!out) {
  console.error("usage: node tools/compile_package.mjs WHEEL PACKAGE MODULE,... INIT.py " +
    "STDLIB.zip OUT.zip");
  process.exit(2);
}
const pyodide = await startPyodide();
pyodide.FS.writeFile("/tmp/package.whl", await readFile(wheel));
pyodide.FS.writeFile("/tmp/stdlib.zip", await readFile(stdlib));
pyodide.globals.set("package", name);
pyodide.globals.set("modules", modules);
pyodide.globals.set("init", await readFile(init, "utf8"));
const report = pyodide.runPython(`
import package_zip
package_zip.write("/tmp/package.whl", package, modules.split(","), init, "/tmp/stdlib.zip",
                  "/tmp/out.zip")
`);
await writeFile(out, pyodide.FS.readFile("/tmp/out.zip"));
console.log(report);
