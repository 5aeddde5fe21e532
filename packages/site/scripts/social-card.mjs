// Draws the site's link-preview picture (public/social-card.png, 1200 × 630): the logo's mark
// on the brand's green, no words (a preview shows the page's title beside it, in its language).
// Run again after changing the mark: node packages/site/scripts/social-card.mjs
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/social-card.png', import.meta.url));
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b3d2e"/>
      <stop offset="0.55" stop-color="#0b6e4f"/>
      <stop offset="1" stop-color="#1f8a5f"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#band)"/>
  <circle cx="1020" cy="560" r="260" fill="#ffffff" opacity="0.06"/>
  <circle cx="160" cy="60" r="180" fill="#f5d77a" opacity="0.10"/>
  <g transform="translate(440 155) scale(5)">
    <rect width="64" height="64" rx="14" fill="#ffffff"/>
    <path d="M18 46V18h7v28zm13 0 10-28h6l10 28h-7l-2-6h-9l-2 6zm11-12h5l-2.5-8z" fill="#0b6e4f"/>
  </g>
</svg>`;
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${out}`);
