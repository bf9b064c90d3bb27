// Draws the app's icons (public/icons/, public/apple-touch-icon.png) from public/favicon.svg.
// Run after changing the favicon: `node apps/web/scripts/make-icons.mjs`. The PNGs are committed
// so that building the web app needs no image library (docs/decisions.md, "Installable app").
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const favicon = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');

// The favicon's drawing: its background square, then the house.
const background = favicon.match(/<rect [^>]*fill="(#[0-9a-f]+)"/i)?.[1];
const house = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect [^>]*\/>/, '');
if (!background || !house) throw new Error('favicon.svg no longer has a background square and a house.');

/**
 * A full-bleed square for launchers that cut their own shape (maskable, Apple): the house is
 * shrunk into the middle 80 %, the part every mask keeps.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${house}</g></svg>`;
/** The badge of a notification on Android: a white silhouette, the system colours it. */
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g transform="translate(16 16) scale(1.6) translate(-16 -17)">${house.replace(/fill="#[0-9a-f]+"/gi, 'fill="#fff"').replace(/<circle [^>]*\/>/, '')}</g></svg>`;

const icons = [
  { file: 'icons/icon-192.png', svg: favicon, size: 192 },
  { file: 'icons/icon-512.png', svg: favicon, size: 512 },
  { file: 'icons/maskable-192.png', svg: fullBleed, size: 192 },
  { file: 'icons/maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'icons/favicon-32.png', svg: favicon, size: 32 },
  { file: 'icons/badge-96.png', svg: badge, size: 96 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

await mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(file);
}
