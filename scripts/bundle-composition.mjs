// Which sources make up a built JavaScript file, by the bytes of their original text, largest
// first: node scripts/bundle-composition.mjs packages/site/dist/assets/index-XXXX.js [N=25]
import { readFileSync } from 'node:fs';

const [, , file, count = '25'] = process.argv;
if (!file) {
  console.error('usage: node scripts/bundle-composition.mjs FILE.js [N]');
  process.exit(2);
}
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
const sizes = new Map();
map.sources.forEach((source, i) => {
  const key = source.includes('node_modules/')
    ? source
        .replace(/.*node_modules\//, '')
        .split('/')
        .slice(0, source.includes('/@') ? 2 : 1)
        .join('/')
    : source.replace(/^(\.\.\/)+/, '');
  sizes.set(key, (sizes.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
});
for (const [key, size] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  console.log(String(size).padStart(9), key);
}
