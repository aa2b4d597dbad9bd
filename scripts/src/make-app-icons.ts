// Draws the installed app's icons (apps/web/public/icons) from the mark in favicon.svg: the sizes
// Android and iOS ask for, and a maskable one whose mark stays inside the 80 % safe zone.
//   npx tsx scripts/src/make-app-icons.ts
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../../apps/web/public/icons");
const BACKGROUND = "#0b0b0f";

/** The mark (a T and a dot) on the app's background; `inset` shrinks it toward the centre. */
function iconSvg(size: number, inset: number, rounded: boolean): string {
  const scale = (size * (1 - 2 * inset)) / 64;
  const offset = size * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="${BACKGROUND}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M16 18h32v8H36v24h-8V26H16z" fill="#f5a524"/>
    <circle cx="48" cy="46" r="5" fill="#e4572e"/>
  </g>
</svg>`;
}

const icons = [
  { file: "icon-192.png", size: 192, inset: 0, rounded: true },
  { file: "icon-512.png", size: 512, inset: 0, rounded: true },
  // Maskable: the platform cuts its own shape; the mark keeps to the middle 60 %.
  { file: "icon-maskable-512.png", size: 512, inset: 0.2, rounded: false },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "apple-touch-icon.png", size: 180, inset: 0.08, rounded: false },
];

await mkdir(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(iconSvg(icon.size, icon.inset, icon.rounded)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.file));
  console.log(`${icon.file} ${icon.size}×${icon.size}`);
}
