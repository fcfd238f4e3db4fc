// Decode rate and time of the QR decoders the page could ship, on codes drawn by our encoder
// (bench/qr_decoders.py writes their modules) as a camera might see them: small, turned,
// tilted, blurred, noisy, pale. Both decoders run here as they run in the page, on RGBA pixels.
//
//   node bench/qr_decoders.mjs CODES.json JSQR.js QR-SCANNER-WORKER.min.js
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

const [codesPath, jsqrPath, workerPath] = process.argv.slice(2);
const codes = JSON.parse(await readFile(codesPath, "utf8"));

// jsQR: a UMD bundle (module.exports); qr-scanner: its worker's source inside createWorker().
const { createRequire } = await import("node:module");
const jsQR = createRequire(import.meta.url)(jsqrPath);
const workerModule = await readFile(workerPath, "utf8");
const literal = workerModule.slice(workerModule.indexOf("`"), workerModule.lastIndexOf("`") + 1);
const workerSource = new Function(`return ${literal}`)(); // the template gives the source
const scanner = { answer: null };
new Function("self", workerSource)({
  postMessage: (message) => { scanner.answer = message; }, close() {},
  set onmessage(handler) { scanner.handle = handler; },
});
const decoders = {
  jsqr: (image) => jsQR(image.data, image.width, image.height,
    { inversionAttempts: "dontInvert" })?.data ?? null,
  "qr-scanner": (image) => {
    scanner.handle({ data: { id: 1, type: "decode", data: image } });
    return scanner.answer.data;
  },
};

let seed = 12345;
const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);

// The code (modules + 4-module quiet zone) at `module` px per module, turned by `turn`
// degrees, tilted (perspective: one side `tilt` shorter), blurred, with noise and contrast.
function picture(matrix, { module, turn, tilt, blur, noise, contrast }) {
  const n = matrix.length, quiet = 4, units = n + 2 * quiet, side = units * module;
  const size = Math.ceil(side * 1.5), center = size / 2, angle = (turn * Math.PI) / 180;
  const dark = 128 - 127 * contrast, light = 128 + 127 * contrast;
  const grey = new Float32Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    let sum = 0;
    for (const [dx, dy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
      const px = x + dx - center, py = y + dy - center;
      // A plane tilted away at the top: a projective map (the far edge seen smaller).
      const w = 1 + tilt * (py / side);
      const tx = px / w, ty = py / w;
      const u = (Math.cos(angle) * tx + Math.sin(angle) * ty) / module + units / 2;
      const v = (-Math.sin(angle) * tx + Math.cos(angle) * ty) / module + units / 2;
      const mx = Math.floor(u) - quiet, my = Math.floor(v) - quiet;
      const on = mx >= 0 && my >= 0 && mx < n && my < n && matrix[my][mx];
      sum += on ? dark : light;
    }
    grey[y * size + x] = sum / 4;
  }
  const blurred = blur ? boxBlur(grey, size, blur) : grey;
  const data = new Uint8ClampedArray(size * size * 4);
  for (let i = 0; i < size * size; i++) {
    const value = blurred[i] + (random() - 0.5) * 2 * noise;
    data[4 * i] = data[4 * i + 1] = data[4 * i + 2] = value;
    data[4 * i + 3] = 255;
  }
  return { data, width: size, height: size };
}

function boxBlur(grey, size, radius) {
  const out = new Float32Array(grey.length);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) {
    let sum = 0, count = 0;
    for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) {
      const sx = x + dx, sy = y + dy;
      if (sx >= 0 && sy >= 0 && sx < size && sy < size) { sum += grey[sy * size + sx]; count++; }
    }
    out[y * size + x] = sum / count;
  }
  return out;
}

const FACTORS = ["module", "turn", "tilt", "blur", "noise", "contrast"];
const cases = [];
for (const code of codes) for (const module of [2, 3, 4]) for (const turn of [0, 12, 35])
  for (const tilt of [0, 0.1]) for (const blur of [0, 1]) for (const noise of [0, 25])
    for (const contrast of [1, 0.4]) {
      cases.push({ code, module, turn, tilt, blur, noise, contrast });
    }

const results = Object.fromEntries(
  Object.keys(decoders).map((name) => [name, { read: 0, ms: 0, by: {} }]));
for (const c of cases) {
  const image = picture(c.code.matrix, c);
  for (const [name, decode] of Object.entries(decoders)) {
    const start = performance.now();
    const text = decode(image);
    const result = results[name];
    result.ms += performance.now() - start;
    const ok = text === c.code.text;
    result.read += ok;
    for (const factor of FACTORS) {
      const key = `${factor} ${c[factor]}`;
      result.by[key] = (result.by[key] || 0) + ok;
    }
  }
}

const sizes = codes.map((c) => `${c.text.length} chars, ${c.matrix.length} modules`);
console.log(`${cases.length} pictures of ${codes.length} codes (${sizes.join("; ")})`);
for (const [name, result] of Object.entries(results)) {
  console.log(`${name.padEnd(11)} read ${(100 * result.read / cases.length).toFixed(1)}%, ` +
    `${(result.ms / cases.length).toFixed(1)} ms a picture; read by each condition:`);
  const share = (key) => cases.filter((c) => FACTORS.some((f) => `${f} ${c[f]}` === key)).length;
  const rates = Object.entries(result.by)
    .map(([key, read]) => `${key}: ${(100 * read / share(key)).toFixed(0)}%`);
  console.log(`  ${rates.join(", ")}`);
}
