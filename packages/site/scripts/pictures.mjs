// Draws the site's pictures (@ia/shared/pictures) into public/images before Vite builds: each
// picture whole (`originals/<id>.jpg|png`: what the seed content stores in the image library)
// and as AVIF and WebP at each width of the media ladder up to its own (`<id>-<width>.avif|webp`:
// what the seed copies as the library image's resized copies, so a first start draws nothing),
// and the image manager's bundled pictures whole under public/images/library/ (JPEG or PNG, the
// types storage takes). Scenes come from @ia/shared/scenes; nothing is downloaded. A stamp of
// the inputs skips the work when nothing changed (about a minute on two cores otherwise).
//   node packages/site/scripts/pictures.mjs [--force]
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { widthsFor } from '@ia/shared';
import { PICTURES } from '@ia/shared/pictures';
import { sceneSvg } from '@ia/shared/scenes';
import sharp from 'sharp';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const outDir = here('../public/images');
const stampFile = `${outDir}/.stamp`;

const stamp = createHash('sha256')
  .update(JSON.stringify(PICTURES))
  .update(await readFile(fileURLToPath(import.meta.resolve('@ia/shared'))))
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
await mkdir(`${outDir}/originals`, { recursive: true });

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
  const original =
    picture.library === 'png'
      ? await sharp(full).png({ compressionLevel: 9 }).toBuffer()
      : await sharp(full).jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
  await write(`${outDir}/originals/${id}.${picture.library === 'png' ? 'png' : 'jpg'}`, original);
  for (const width of widthsFor(picture.width)) {
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
  if (picture.library) await write(`${outDir}/library/${id}.${picture.library}`, original);
}

const queue = Object.entries(PICTURES);
const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
  for (let next = queue.shift(); next; next = queue.shift()) await draw(...next);
});
await Promise.all(workers);
await writeFile(stampFile, stamp);
console.log(
  `pictures: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
