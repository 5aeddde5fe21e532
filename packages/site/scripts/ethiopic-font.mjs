#!/usr/bin/env node
/**
 * Makes the site's Ethiopic web font (public/fonts/*.woff2, committed) from Noto Sans Ethiopic
 * Regular, as Debian's fonts-noto-core package installs it:
 *
 *   apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb fonts
 *   node packages/site/scripts/ethiopic-font.mjs fonts/usr/share/fonts/truetype/noto/NotoSansEthiopic-Regular.ttf
 *
 * Two subsets, made with subset-font (HarfBuzz's hb-subset), declared with `unicode-range`
 * (src/fonts/ethiopic.ts) so a browser downloads one only for a page that shows its characters:
 * - the letters of the Amharic language name (አማርኛ, in every page's language menu): about 2 KB;
 * - the rest of the Ethiopic block (U+1200–U+137F), for Amharic pages: about 65 KB.
 * Nothing else on the site pays for either.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/ethiopic-font.mjs NotoSansEthiopic-Regular.ttf');
  process.exit(1);
}
const site = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const config = JSON.parse(readFileSync(site('src/fonts/ethiopic.json'), 'utf8'));
const font = readFileSync(source);

const nameChars = [...new Set(config.nameText)];
const blockChars = [];
for (let code = config.block[0]; code <= config.block[1]; code += 1) {
  const char = String.fromCodePoint(code);
  if (!nameChars.includes(char)) blockChars.push(char);
}

for (const [key, chars] of [
  ['name', nameChars],
  ['block', blockChars],
]) {
  const woff2 = await subsetFont(font, chars.join(''), { targetFormat: 'woff2' });
  writeFileSync(site(`public${config.files[key]}`), woff2);
  console.log(`public${config.files[key]}: ${chars.length} characters, ${woff2.length} bytes`);
}
