// Renders the PWA icons from public/icons/logo.svg. Run after changing the logo:
//   node scripts/generate-icons.mjs
import { readFile } from 'node:fs/promises';

import sharp from 'sharp';

const logo = await readFile('public/icons/logo.svg');

async function render(size, file, { padding = 0, background = null } = {}) {
  const inner = Math.round(size * (1 - padding * 2));
  let image = sharp(logo, { density: 384 }).resize(inner, inner);
  if (background) image = image.flatten({ background });
  if (padding > 0) {
    const edge = Math.round((size - inner) / 2);
    image = image.extend({
      top: edge,
      bottom: size - inner - edge,
      left: edge,
      right: size - inner - edge,
      background,
    });
  }
  await image.png({ compressionLevel: 9 }).toFile(`public/icons/${file}`);
}

await render(192, 'icon-192.png');
await render(512, 'icon-512.png');
// Maskable icons keep the logo inside the central safe zone (80% circle).
await render(512, 'maskable-512.png', { padding: 0.12, background: '#0b7f6f' });
await render(180, 'apple-touch-icon.png', { padding: 0.08, background: '#0b7f6f' });
