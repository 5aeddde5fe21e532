import sharp from 'sharp';

/**
 * Demo pictures drawn locally (no downloads): a gradient in the category's colours, a motif for
 * the category, a few soft shapes placed by a generator seeded with the image's name (so the same
 * story always gets the same picture) and the title as SVG text, rendered by sharp.
 */
export interface DemoImageSpec {
  /** Seeds the layout; the same seed draws the same picture. */
  seed: string;
  title: string;
  /** Small capitals above the title, e.g. "HEALTH · KANO, NIGERIA". */
  label: string;
  category: string;
  width: number;
  height: number;
  format: 'jpeg' | 'webp';
  /** Gallery pictures after the first use a different composition and a smaller caption. */
  variant?: number;
}

interface Palette {
  from: string;
  to: string;
  accent: string;
  glow: string;
}

const PALETTES: Record<string, Palette> = {
  Education: { from: '#1d4ed8', to: '#0b1e4f', accent: '#fbbf24', glow: '#93c5fd' },
  Health: { from: '#059669', to: '#053b2c', accent: '#fde68a', glow: '#6ee7b7' },
  Governance: { from: '#b45309', to: '#3b1304', accent: '#fef3c7', glow: '#fcd34d' },
  Technology: { from: '#7c3aed', to: '#1e1449', accent: '#67e8f9', glow: '#c4b5fd' },
  'Youth Development': { from: '#ea580c', to: '#5a1a06', accent: '#fef08a', glow: '#fdba74' },
  'Social Welfare': { from: '#db2777', to: '#4a0a26', accent: '#fbcfe8', glow: '#f9a8d4' },
  'Educational Technology': { from: '#0e7490', to: '#062e3a', accent: '#bef264', glow: '#67e8f9' },
};
const DEFAULT_PALETTE: Palette = {
  from: '#475569',
  to: '#0f172a',
  accent: '#e2e8f0',
  glow: '#94a3b8',
};

export const paletteOf = (category: string): Palette => PALETTES[category] ?? DEFAULT_PALETTE;

/** A small deterministic generator (mulberry32) seeded from a string. */
function random(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a title into at most `maxLines` lines of about `perLine` characters. */
export function wrapTitle(title: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]+$/, '')}…`;
    return kept;
  }
  return lines;
}

/** The category's motif, drawn in a box at (x, y) of size s. */
function motif(category: string, x: number, y: number, s: number, p: Palette): string {
  const stroke = `stroke="${p.accent}" stroke-opacity="0.85" fill="none" stroke-width="${s * 0.035}"`;
  switch (category) {
    case 'Education': {
      // An open book with a rising sun.
      return `<circle cx="${x + s / 2}" cy="${y + s * 0.38}" r="${s * 0.2}" fill="${p.accent}" fill-opacity="0.9"/>
<path d="M${x + s * 0.08} ${y + s * 0.55} Q${x + s * 0.3} ${y + s * 0.45} ${x + s / 2} ${y + s * 0.58} Q${x + s * 0.7} ${y + s * 0.45} ${x + s * 0.92} ${y + s * 0.55} L${x + s * 0.92} ${y + s * 0.88} Q${x + s * 0.7} ${y + s * 0.78} ${x + s / 2} ${y + s * 0.9} Q${x + s * 0.3} ${y + s * 0.78} ${x + s * 0.08} ${y + s * 0.88} Z" fill="#ffffff" fill-opacity="0.92"/>
<line x1="${x + s / 2}" y1="${y + s * 0.58}" x2="${x + s / 2}" y2="${y + s * 0.9}" stroke="${p.to}" stroke-width="${s * 0.012}"/>`;
    }
    case 'Health': {
      const c = s * 0.18;
      return `<rect x="${x + s / 2 - c / 2}" y="${y + s * 0.12}" width="${c}" height="${s * 0.56}" rx="${c * 0.2}" fill="#ffffff" fill-opacity="0.92"/>
<rect x="${x + s * 0.22}" y="${y + s * 0.4 - c / 2}" width="${s * 0.56}" height="${c}" rx="${c * 0.2}" fill="#ffffff" fill-opacity="0.92"/>
<polyline points="${x},${y + s * 0.86} ${x + s * 0.3},${y + s * 0.86} ${x + s * 0.4},${y + s * 0.72} ${x + s * 0.5},${y + s} ${x + s * 0.6},${y + s * 0.8} ${x + s},${y + s * 0.8}" ${stroke}/>`;
    }
    case 'Governance': {
      const cols = [0.22, 0.38, 0.54, 0.7]
        .map(
          (f) =>
            `<rect x="${x + s * f}" y="${y + s * 0.4}" width="${s * 0.08}" height="${s * 0.4}" fill="#ffffff" fill-opacity="0.9"/>`,
        )
        .join('');
      return `<polygon points="${x + s * 0.1},${y + s * 0.36} ${x + s / 2},${y + s * 0.12} ${x + s * 0.9},${y + s * 0.36}" fill="${p.accent}" fill-opacity="0.95"/>${cols}
<rect x="${x + s * 0.12}" y="${y + s * 0.82}" width="${s * 0.76}" height="${s * 0.07}" fill="${p.accent}" fill-opacity="0.95"/>`;
    }
    case 'Technology':
    case 'Educational Technology': {
      const nodes: string[] = [];
      const lines: string[] = [];
      const grid = [0.15, 0.5, 0.85];
      for (const gx of grid) {
        for (const gy of grid) {
          nodes.push(
            `<circle cx="${x + s * gx}" cy="${y + s * gy}" r="${s * 0.05}" fill="${p.accent}"/>`,
          );
          if (gx < 0.85) {
            lines.push(
              `<line x1="${x + s * gx}" y1="${y + s * gy}" x2="${x + s * (gx + 0.35)}" y2="${y + s * gy}" ${stroke}/>`,
            );
          }
          if (gy < 0.85 && gx !== 0.5) {
            lines.push(
              `<line x1="${x + s * gx}" y1="${y + s * gy}" x2="${x + s * gx}" y2="${y + s * (gy + 0.35)}" ${stroke}/>`,
            );
          }
        }
      }
      const screen =
        category === 'Educational Technology'
          ? `<rect x="${x + s * 0.3}" y="${y + s * 0.28}" width="${s * 0.4}" height="${s * 0.44}" rx="${s * 0.04}" fill="#ffffff" fill-opacity="0.92"/>`
          : '';
      return lines.join('') + nodes.join('') + screen;
    }
    case 'Youth Development': {
      return [0.2, 0.5, 0.8]
        .map(
          (f, i) =>
            `<circle cx="${x + s * f}" cy="${y + s * (0.36 - (i === 1 ? 0.06 : 0))}" r="${s * 0.11}" fill="#ffffff" fill-opacity="0.92"/>
<path d="M${x + s * (f - 0.15)} ${y + s * 0.85} Q${x + s * f} ${y + s * (0.42 - (i === 1 ? 0.06 : 0))} ${x + s * (f + 0.15)} ${y + s * 0.85} Z" fill="${i === 1 ? p.accent : '#ffffff'}" fill-opacity="0.9"/>`,
        )
        .join('');
    }
    case 'Social Welfare': {
      const cx = x + s / 2;
      const cy = y + s * 0.5;
      const r = s * 0.22;
      return `<path d="M${cx} ${cy + r * 1.5} C${cx - r * 2.4} ${cy} ${cx - r * 1.2} ${cy - r * 1.6} ${cx} ${cy - r * 0.5} C${cx + r * 1.2} ${cy - r * 1.6} ${cx + r * 2.4} ${cy} ${cx} ${cy + r * 1.5} Z" fill="#ffffff" fill-opacity="0.92"/>
<circle cx="${cx}" cy="${cy}" r="${s * 0.46}" ${stroke}/>`;
    }
    default:
      return `<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s * 0.3}" ${stroke}/>`;
  }
}

/** The SVG of a demo picture (exported for tests and for a look in a browser). */
export function demoImageSvg(spec: DemoImageSpec): string {
  const { width: w, height: h } = spec;
  const p = paletteOf(spec.category);
  const rnd = random(`${spec.seed}:${spec.variant ?? 0}`);
  const gallery = (spec.variant ?? 0) > 0;
  const angle = Math.round(rnd() * 360);

  const blobs: string[] = [];
  for (let i = 0; i < 7; i++) {
    const r = (0.06 + rnd() * 0.2) * w;
    blobs.push(
      `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${i % 2 ? '#ffffff' : p.glow}" fill-opacity="${(0.05 + rnd() * 0.1).toFixed(2)}"/>`,
    );
  }
  const stripes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const y = h * (0.1 + i * 0.18);
    stripes.push(
      `<path d="M0 ${y.toFixed(0)} Q${(w * 0.5).toFixed(0)} ${(y + (rnd() - 0.5) * h * 0.3).toFixed(0)} ${w} ${y.toFixed(0)}" stroke="#ffffff" stroke-opacity="0.06" stroke-width="${(h * 0.02).toFixed(0)}" fill="none"/>`,
    );
  }

  const motifSize = Math.round(Math.min(w, h) * (gallery ? 0.5 : 0.36));
  const motifX = gallery ? Math.round(w / 2 - motifSize / 2) : Math.round(w * 0.94 - motifSize);
  const motifY = Math.round(h * (gallery ? 0.1 : 0.08));

  const pad = Math.round(w * 0.07);
  const titleSize = Math.round(w * (gallery ? 0.03 : 0.042));
  const labelSize = Math.round(w * 0.022);
  const perLine = Math.floor((w - pad * 3) / (titleSize * 0.6));
  const lines = wrapTitle(spec.title, perLine, gallery ? 2 : 3);
  const panelHeight = Math.round(pad * 0.9 + labelSize * 1.8 + lines.length * titleSize * 1.25);
  const panelY = h - panelHeight - Math.round(h * 0.07);
  const textX = pad + Math.round(pad * 0.6);
  const labelY = panelY + Math.round(pad * 0.45 + labelSize);
  const title = lines
    .map(
      (line, i) =>
        `<text x="${textX}" y="${Math.round(labelY + labelSize * 0.8 + (i + 1) * titleSize * 1.2)}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="light" cx="${(0.2 + rnd() * 0.6).toFixed(2)}" cy="${(0.1 + rnd() * 0.3).toFixed(2)}" r="0.7"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<rect width="${w}" height="${h}" fill="url(#light)"/>
${stripes.join('\n')}
${blobs.join('\n')}
${motif(spec.category, motifX, motifY, motifSize, p)}
<rect x="${pad}" y="${panelY}" width="${w - pad * 2}" height="${panelHeight}" rx="${Math.round(w * 0.015)}" fill="#000000" fill-opacity="0.32"/>
<text x="${textX}" y="${labelY}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${labelSize}" font-weight="bold" letter-spacing="${Math.round(labelSize * 0.12)}" fill="${p.accent}">${escapeXml(spec.label.toUpperCase())}</text>
${title}
</svg>`;
}

/** Renders a demo picture to JPEG or WebP bytes. */
export async function renderDemoImage(spec: DemoImageSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(demoImageSvg(spec)));
  return spec.format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : image.jpeg({ quality: 82, progressive: true }).toBuffer();
}
