"""The QR decoders the page could ship (jsqr, qr-scanner), compared on codes drawn by our encoder
(draw/qr.py, segno) for share links of three lengths: their size as served (raw and gzipped)
and their decode rate and time on the same pictures (bench/qr_decoders.mjs, under Node). Both
packages are fetched at their pinned versions into bench/results/qr-decoders/ (npm).

    .venv/bin/python bench/qr_decoders.py"""

import gzip
import json
import random
import string
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from ludothek.draw.qr import qr_matrix  # noqa: E402

PACKAGES = {"jsqr": "1.4.0", "qr-scanner": "1.4.2"}
# What the page would load of each: jsqr's bundle; qr-scanner's module and its worker.
SHIPPED = {"jsqr": ["dist/jsQR.js"],
           "qr-scanner": ["qr-scanner.min.js", "qr-scanner-worker.min.js"]}
WORK = ROOT / "bench" / "results" / "qr-decoders"
LENGTHS = (250, 400, 700)  # share links: a short game, a long one, long names too


def link(length: int, rng: random.Random) -> str:
    """A text like a share link of `length` characters (its fragment is URL-safe base64)."""
    head = "https://example.org/ludothek/#"
    alphabet = string.ascii_letters + string.digits + "-_"
    return head + "".join(rng.choice(alphabet) for _ in range(length - len(head)))


def main() -> None:
    WORK.mkdir(parents=True, exist_ok=True)
    subprocess.run(["npm", "install", "--prefix", str(WORK), "--no-save", "--no-audit",
                    "--no-fund", "--silent", *(f"{n}@{v}" for n, v in PACKAGES.items())],
                   check=True)
    modules = WORK / "node_modules"
    print("bytes served (raw / gzip -9):")
    for name, files in SHIPPED.items():
        data = b"".join((modules / name / f).read_bytes() for f in files)
        packed = len(gzip.compress(data, 9))
        print(f"  {name:<11} {len(data):>7} / {packed:>6}  ({', '.join(files)})")
    rng = random.Random(35)
    codes = [{"text": text, "matrix": [[int(c) for c in row] for row in qr_matrix(text)]}
             for text in (link(n, rng) for n in LENGTHS)]
    (WORK / "codes.json").write_text(json.dumps(codes))
    subprocess.run(["node", str(ROOT / "bench" / "qr_decoders.mjs"), str(WORK / "codes.json"),
                    str(modules / "jsqr" / "dist" / "jsQR.js"),
                    str(modules / "qr-scanner" / "qr-scanner-worker.min.js")], check=True)


if __name__ == "__main__":
    main()
