// Draws the site's pictures (src/pictures/pictures.json) into public/images before Vite builds:
// each picture as AVIF and WebP at each of its widths (`<id>-<width>.avif|webp`), and the
// image manager's bundled pictures whole under public/images/library/ (JPEG or PNG, the types
// storage takes). Scenes come from @ia/shared/scenes; nothing is downloaded. A stamp of the
// inputs skips the work when nothing changed (about a minute on two cores otherwise).
//   node packages/site/scripts/pictures.mjs [--force]
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sceneSvg } from '@ia/shared/scenes';
import sharp from 'sharp';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const manifestFile = here('../src/pictures/pictures.json');
const outDir = here('../public/images');
const stampFile = `${outDir}/.stamp`;

const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const stamp = createHash('sha256')
  .update(await readFile(manifestFile))
  .update(await readFile(fileURLToPath(import.meta.resolve('@ia/shared/scenes'))))
  .update(await readFile(fileURLToPath(import.meta.url)))
  .digest('hex');

if (!process.argv.includes('--force')) {
  const previous = await readFile(stampFile, 'utf8').catch(() => '');
  if (previous === stamp) {
    console.log('pictures: up to date');
    process.exit(0);
  }
}

await rm(outDir, { recursive: true, force: true });
await mkdir(`${outDir}/library`, { recursive: true });

const started = Date.now();
let files = 0;
let bytes = 0;
const write = async (path, buffer) => {
  await writeFile(path, buffer);
  files += 1;
  bytes += buffer.length;
};

async function draw(id, picture) {
  const svg = Buffer.from(sceneSvg({ ...picture, seed: picture.seed }));
  // Drawn once at full size; every variant is resized from it.
  const full = await sharp(svg).png().toBuffer();
  for (const width of picture.widths) {
    const resized = sharp(full).resize({ width, withoutEnlargement: true });
    await write(
      `${outDir}/${id}-${width}.avif`,
      await resized.clone().avif({ quality: 50, effort: 3 }).toBuffer(),
    );
    await write(
      `${outDir}/${id}-${width}.webp`,
      await resized.clone().webp({ quality: 72 }).toBuffer(),
    );
  }
  if (picture.library === 'jpg') {
    await write(
      `${outDir}/library/${id}.jpg`,
      await sharp(full).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer(),
    );
  } else if (picture.library === 'png') {
    await write(
      `${outDir}/library/${id}.png`,
      await sharp(full).png({ compressionLevel: 9 }).toBuffer(),
    );
  }
}

const queue = Object.entries(manifest.pictures);
const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
  for (let next = queue.shift(); next; next = queue.shift()) await draw(...next);
});
await Promise.all(workers);
await writeFile(stampFile, stamp);
console.log(
  `pictures: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
