/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Runs in the bench's Chromium page: one door scan as the usher's phone does it without a
// BarcodeDetector — find and read the QR code in a camera frame (the `qr` package's decoder,
// which /usher loads), then check the ticket's signature with WebCrypto (door-offline.ts).
import encodeQR from "qr";
import { decodeQR } from "qr/decode.js";
import { verifyTicket } from "../../apps/web/src/features/screenings/lib/door-offline.ts";

/**
 * A 640×480 camera frame: the ticket's code, `moduleSize` pixels a module, on paper as a phone
 * camera sees it — grey rather than black and white, with sensor noise (±40).
 */
function cameraFrame(token: string, moduleSize: number) {
  const grid = encodeQR(token, "raw", { border: 4 });
  const [width, height] = [640, 480];
  const data = new Uint8ClampedArray(width * height * 4);
  const side = grid.length * moduleSize;
  const [left, top] = [Math.floor((width - side) / 2), Math.floor((height - side) / 2)];
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed / 2_147_483_648 - 0.5) * 80;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [gx, gy] = [x - left, y - top];
      const inCode = gx >= 0 && gy >= 0 && gx < side && gy < side;
      const dark = inCode && grid[Math.floor(gy / moduleSize)]![Math.floor(gx / moduleSize)];
      const i = (y * width + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = (dark ? 70 : 190) + noise();
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

declare global {
  interface Window {
    scanOnce: (token: string, publicKey: string) => Promise<{ decodeMs: number; verifyMs: number }>;
  }
}

window.scanOnce = async (token, publicKey) => {
  const frame = cameraFrame(token, 5);
  const start = performance.now();
  const text = decodeQR(frame);
  const decoded = performance.now();
  if (text !== token) throw new Error("the frame did not read back as the ticket");
  const claims = await verifyTicket(text, publicKey);
  if (!claims) throw new Error("the signature did not verify");
  return { decodeMs: decoded - start, verifyMs: performance.now() - decoded };
};
