/**
 * `npm pack` / `npm publish` hooks: the package.json partners download has no devDependencies
 * (this repository's own tools and private packages, which mean nothing to an app that installs
 * the library). `prepack` keeps the whole file aside and writes it without them; `postpack`
 * puts it back. A pack that failed half-way (no `postpack`) is undone by the next `prepack`.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = join(root, 'package.json');
const kept = join(root, 'node_modules', '.cache', 'pack-manifest', 'package.json');

const step = process.argv[2];
if (step === 'prepack') {
  if (existsSync(kept)) renameSync(kept, manifest);
  const text = readFileSync(manifest, 'utf8');
  mkdirSync(dirname(kept), { recursive: true });
  writeFileSync(kept, text);
  const { devDependencies: _, ...packed } = JSON.parse(text);
  writeFileSync(manifest, `${JSON.stringify(packed, null, 2)}\n`);
} else if (step === 'postpack') {
  if (existsSync(kept)) renameSync(kept, manifest);
} else {
  throw new Error('usage: pack-manifest.mjs prepack|postpack');
}
