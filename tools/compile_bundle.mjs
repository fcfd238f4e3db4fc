// Compiles the Python bundle to bytecode with the pinned Pyodide (node_modules/pyodide, the same
// build as static/vendor/pyodide), so the page unmarshals code instead of compiling every module
// from source at each start (Pyodide writes no bytecode of its own).
//
//   node tools/compile_bundle.mjs SOURCE.zip OUT.zip
//
// OUT.zip holds every file of SOURCE.zip (the stylesheets, ...) except that each module NAME.py
// is replaced by its bytecode NAME.pyc in the same folder ("sourceless": Python imports it as it
// is, without looking for a source; half the download of shipping both). Tracebacks still name
// the file and line (ludothek/web/app.py, line 88) but cannot quote the line. Entries carry a
// fixed date, so the same sources always give the same zip (and the same precache version).
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  console.error("usage: node tools/compile_bundle.mjs SOURCE.zip OUT.zip");
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const indexURL = path.join(root, "node_modules", "pyodide") + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, stdout: () => {}, stderr: (s) => console.error(s) });

pyodide.FS.writeFile("/tmp/source.zip", await readFile(source));
const report = pyodide.runPython(`
import py_compile
import sys
import zipfile
from pathlib import Path

DATE = (1980, 1, 1, 0, 0, 0)
WORK = Path("/tmp/sources")


def entry(name):
    info = zipfile.ZipInfo(name, date_time=DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


modules = 0
with zipfile.ZipFile("/tmp/source.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as dst:
    for name in sorted(src.namelist()):
        if name.endswith("/"):
            continue
        data = src.read(name)
        if not name.endswith(".py"):
            dst.writestr(entry(name), data, compresslevel=9)
            continue
        path = WORK / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        # Unchecked hash: nothing compares the bytecode with a source. dfile: what tracebacks name.
        py_compile.compile(str(path), cfile=str(path) + "c", dfile=name, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        dst.writestr(entry(name + "c"), Path(str(path) + "c").read_bytes(), compresslevel=9)
        modules += 1
f"{modules} modules compiled by Python {sys.version.split()[0]} ({sys.implementation.cache_tag})"
`);
await writeFile(out, pyodide.FS.readFile("/tmp/out.zip"));
console.log(report);
