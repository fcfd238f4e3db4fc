// The page's own QR scanner (issue #35): the camera's picture in a <video> of the page, read by
// qr-scanner (static/vendor/qr-scanner, pinned in package.json). Loaded only when a scan starts.
// The page's Python decides what a code read means; this module only reads.

let scanner = null;

// Starts the camera in `video` (the back camera where there is one) and calls `onText` with
// each code read; rejects where there is no camera or it is refused.
export async function start(video, onText) {
  const { default: QrScanner } = await import("./vendor/qr-scanner/qr-scanner.min.js");
  stop();
  scanner = new QrScanner(video, (result) => onText(String(result.data)), {
    returnDetailedScanResult: true,
    preferredCamera: "environment",
    maxScansPerSecond: 10,
    // The whole picture, at up to 800 px: an answer is a dense code (a WebRTC description),
    // whose modules the library's default (the middle two thirds at 400 px) blurs together.
    calculateScanRegion: (v) => {
      const scale = Math.min(1, 800 / Math.max(v.videoWidth, v.videoHeight, 1));
      return { x: 0, y: 0, width: v.videoWidth, height: v.videoHeight,
               downScaledWidth: Math.round(v.videoWidth * scale),
               downScaledHeight: Math.round(v.videoHeight * scale) };
    },
  });
  await scanner.start();
}

export function stop() {
  if (!scanner) return;
  // The camera off at once: the library's stop() lets it run 300 ms more (for a quick
  // restart), in which a scan started on the same device got its old picture, not a new one.
  scanner.pause(true);
  scanner.stop();
  scanner.destroy();
  scanner = null;
}
