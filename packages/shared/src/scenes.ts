/**
 * Pictures drawn in the repo instead of fetched from a photo service: soft-focus scenes (a
 * savanna at dawn, people gathered in a room, a portrait, a city at dusk, an abstract cluster)
 * as SVG, which the site's build and the demo content render to raster with sharp and finish
 * with film grain. Pure functions, no text in any picture (a picture's words would not follow the
 * page's language), deterministic: the same seed always draws the same picture.
 */

export type SceneKind = 'landscape' | 'people' | 'portrait' | 'city' | 'cluster' | 'emblem';

export interface SceneSpec {
  kind: SceneKind;
  /** Seeds every random choice; the same seed draws the same picture. */
  seed: string;
  width: number;
  height: number;
  /** Colour mood: a key of SCENE_MOODS. */
  mood?: SceneMood;
}

export type SceneMood = 'dawn' | 'teal' | 'gold' | 'blue' | 'dusk' | 'green';

interface Mood {
  sky: [string, string, string];
  light: string;
  wall: [string, string];
  cloth: string[];
}

export const SCENE_MOODS: Record<SceneMood, Mood> = {
  dawn: {
    sky: ['#f6c27a', '#e98b4f', '#6b3f5c'],
    light: '#ffe3a8',
    wall: ['#e7c9a3', '#8a5a3c'],
    cloth: ['#0b6e4f', '#e0a100', '#b4462b', '#1d4ed8', '#f3efe6', '#6b3fa0'],
  },
  teal: {
    sky: ['#bfe8e0', '#5fb3a6', '#1f5f63'],
    light: '#f2fff9',
    wall: ['#d9efe9', '#5d8f89'],
    cloth: ['#ffffff', '#0e7490', '#f59e0b', '#1f8a5f', '#c2410c', '#334155'],
  },
  gold: {
    sky: ['#fde7b0', '#e0a100', '#7a4a12'],
    light: '#fff4d6',
    wall: ['#f0dcb4', '#9a6a2c'],
    cloth: ['#7c2d12', '#0b6e4f', '#1e3a8a', '#fef3c7', '#be123c', '#365314'],
  },
  blue: {
    sky: ['#cfe3ff', '#6b9ee8', '#1e3a8a'],
    light: '#f5f9ff',
    wall: ['#dbe6f5', '#5a6f93'],
    cloth: ['#f59e0b', '#ffffff', '#b91c1c', '#0b6e4f', '#6d28d9', '#0f172a'],
  },
  dusk: {
    sky: ['#f9a66c', '#c2577a', '#2a1f4f'],
    light: '#ffd2a1',
    wall: ['#c9a7b3', '#4a3354'],
    cloth: ['#f3efe6', '#e0a100', '#0b6e4f', '#1d4ed8', '#b4462b', '#111827'],
  },
  green: {
    sky: ['#e3f1d1', '#8fbf6a', '#2f5d2c'],
    light: '#fbfff0',
    wall: ['#e6efd9', '#6c8a55'],
    cloth: ['#0b6e4f', '#f8fafc', '#e0a100', '#9a3412', '#1e40af', '#3f3f46'],
  },
};

/** Skin tones of the people drawn, dark to light brown. */
const SKIN = ['#3b2219', '#4a2c1d', '#5c3a24', '#6f4630', '#8a5a3c', '#a0694a'];

/** A small deterministic generator (mulberry32) seeded from a string. */
export function seededRandom(seed: string): () => number {
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

const n = (value: number) => value.toFixed(1);

/** A smooth ridge line across the width, closed to the bottom: hills, grass. */
function ridge(rnd: () => number, w: number, h: number, base: number, amp: number, steps = 6) {
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    points.push([(w * i) / steps, base + (rnd() - 0.5) * 2 * amp]);
  }
  let d = `M0 ${n(h)} L0 ${n(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  return `${d} L${n(w)} ${n(h)} Z`;
}

/** An acacia: a thin trunk that forks and a flat, wide crown. */
function acacia(x: number, ground: number, size: number, fill: string) {
  const top = ground - size;
  return `<g fill="${fill}">
<path d="M${n(x - size * 0.03)} ${n(ground)} L${n(x - size * 0.015)} ${n(top + size * 0.35)} L${n(x - size * 0.25)} ${n(top + size * 0.12)} L${n(x - size * 0.23)} ${n(top + size * 0.1)} L${n(x)} ${n(top + size * 0.3)} L${n(x + size * 0.22)} ${n(top + size * 0.08)} L${n(x + size * 0.24)} ${n(top + size * 0.1)} L${n(x + size * 0.02)} ${n(top + size * 0.36)} L${n(x + size * 0.03)} ${n(ground)} Z"/>
<ellipse cx="${n(x - size * 0.12)}" cy="${n(top + size * 0.1)}" rx="${n(size * 0.38)}" ry="${n(size * 0.09)}"/>
<ellipse cx="${n(x + size * 0.18)}" cy="${n(top + size * 0.07)}" rx="${n(size * 0.32)}" ry="${n(size * 0.08)}"/>
<ellipse cx="${n(x + size * 0.02)}" cy="${n(top + size * 0.02)}" rx="${n(size * 0.26)}" ry="${n(size * 0.07)}"/>
</g>`;
}

/**
 * Out-of-focus lights: discs that fade at the edge (a radial gradient `#bokeh` the scene
 * defines; a gradient rather than a blur filter, which costs ten times more to render).
 */
function bokeh(rnd: () => number, w: number, h: number, count: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = (0.03 + rnd() * 0.08) * Math.max(w, h);
    out += `<circle cx="${n(rnd() * w)}" cy="${n(rnd() * h * 0.75)}" r="${n(r)}" fill="url(#bokeh)" opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`;
  }
  return out;
}

/** The fading disc of `bokeh`, in the scene's light. */
const bokehGradient = (light: string) =>
  `<radialGradient id="bokeh"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="0.7" stop-color="${light}" stop-opacity="0.35"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>`;

/** A person seen from the chest up: head, neck, shoulders in a garment, a soft highlight. */
function person(
  rnd: () => number,
  cx: number,
  baseY: number,
  scale: number,
  cloth: string,
  light: string,
) {
  const skin = SKIN[Math.floor(rnd() * SKIN.length)]!;
  const headR = scale * 0.16;
  const headY = baseY - scale * 0.78;
  const shoulder = scale * (0.42 + rnd() * 0.08);
  const hair = rnd();
  const headwrap = hair > 0.72;
  const hairShape = headwrap
    ? `<path d="M${n(cx - headR * 1.05)} ${n(headY - headR * 0.1)} Q${n(cx - headR * 0.9)} ${n(headY - headR * 2.1)} ${n(cx + headR * 0.2)} ${n(headY - headR * 1.7)} Q${n(cx + headR * 1.3)} ${n(headY - headR * 1.5)} ${n(cx + headR * 1.05)} ${n(headY - headR * 0.1)} Z" fill="${cloth}"/>`
    : `<ellipse cx="${n(cx)}" cy="${n(headY - headR * 0.25)}" rx="${n(headR * 1.04)}" ry="${n(headR * (hair > 0.4 ? 0.95 : 0.82))}" fill="#17100c"/>`;
  return `<g>
<path d="M${n(cx - shoulder)} ${n(baseY)} C${n(cx - shoulder)} ${n(baseY - scale * 0.42)} ${n(cx - shoulder * 0.55)} ${n(baseY - scale * 0.5)} ${n(cx - headR * 0.6)} ${n(headY + headR * 1.25)} L${n(cx + headR * 0.6)} ${n(headY + headR * 1.25)} C${n(cx + shoulder * 0.55)} ${n(baseY - scale * 0.5)} ${n(cx + shoulder)} ${n(baseY - scale * 0.42)} ${n(cx + shoulder)} ${n(baseY)} Z" fill="${cloth}"/>
<rect x="${n(cx - headR * 0.42)}" y="${n(headY + headR * 0.5)}" width="${n(headR * 0.84)}" height="${n(headR * 0.95)}" rx="${n(headR * 0.3)}" fill="${skin}"/>
${headwrap ? '' : hairShape}
<ellipse cx="${n(cx)}" cy="${n(headY + headR * 0.08)}" rx="${n(headR * 0.84)}" ry="${n(headR * 0.98)}" fill="${skin}"/>
${headwrap ? hairShape : ''}
<ellipse cx="${n(cx - headR * 0.3)}" cy="${n(headY - headR * 0.2)}" rx="${n(headR * 0.35)}" ry="${n(headR * 0.5)}" fill="${light}" fill-opacity="0.12"/>
<path d="M${n(cx - shoulder * 0.8)} ${n(baseY - scale * 0.3)} Q${n(cx - shoulder * 0.5)} ${n(baseY - scale * 0.46)} ${n(cx - headR)} ${n(baseY - scale * 0.5)}" stroke="${light}" stroke-opacity="0.18" stroke-width="${n(scale * 0.03)}" fill="none"/>
</g>`;
}

function landscape(rnd: () => number, w: number, h: number, mood: Mood) {
  const [top, mid, low] = mood.sky;
  const sunX = w * (0.2 + rnd() * 0.6);
  const sunY = h * (0.3 + rnd() * 0.15);
  const horizon = h * 0.62;
  const trees: string[] = [];
  const count = 2 + Math.floor(rnd() * 3);
  for (let i = 0; i < count; i++) {
    trees.push(
      acacia(
        w * (0.08 + rnd() * 0.84),
        horizon + h * (0.05 + rnd() * 0.12),
        h * (0.18 + rnd() * 0.2),
        '#2a1a14',
      ),
    );
  }
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${low}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${top}"/></linearGradient>
<radialGradient id="sun" cx="${n(sunX / w)}" cy="${n(sunY / h)}" r="0.6"><stop offset="0" stop-color="${mood.light}" stop-opacity="0.95"/><stop offset="0.12" stop-color="${mood.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${mood.light}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<rect width="${w}" height="${h}" fill="url(#sun)"/>
<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(h * 0.06)}" fill="${mood.light}" fill-opacity="0.9"/>
<g>
<path d="${ridge(rnd, w, h, horizon - h * 0.08, h * 0.05)}" fill="${mid}" fill-opacity="0.55"/>
<path d="${ridge(rnd, w, h, horizon - h * 0.02, h * 0.04)}" fill="#7a4a3a" fill-opacity="0.55"/>
</g>
<path d="${ridge(rnd, w, h, horizon + h * 0.04, h * 0.03, 8)}" fill="#5a3526" fill-opacity="0.85"/>
${trees.join('\n')}
<path d="${ridge(rnd, w, h, horizon + h * 0.2, h * 0.03, 10)}" fill="#2f1d15"/>`;
}

function people(rnd: () => number, w: number, h: number, mood: Mood, single: boolean) {
  const [wallLight, wallDark] = mood.wall;
  const lightX = 0.15 + rnd() * 0.7;
  const figures: string[] = [];
  if (single) {
    figures.push(
      person(
        rnd,
        w * (0.42 + rnd() * 0.16),
        h * 1.02,
        h * 0.82,
        mood.cloth[Math.floor(rnd() * mood.cloth.length)]!,
        mood.light,
      ),
    );
  } else {
    const count = 3 + Math.floor(rnd() * 3);
    const back: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = w * ((i + 0.5 + (rnd() - 0.5) * 0.4) / count);
      const scale = h * (0.5 + rnd() * 0.12);
      back.push(
        person(
          rnd,
          x,
          h * (0.86 + rnd() * 0.05),
          scale,
          mood.cloth[(i + Math.floor(rnd() * 3)) % mood.cloth.length]!,
          mood.light,
        ),
      );
    }
    // The back row a little hazier than the front: the room's light between them.
    figures.push(`<g>${back.join('')}</g>`);
    figures.push(`<rect width="${w}" height="${h}" fill="${wallLight}" fill-opacity="0.22"/>`);
    const front = 1 + Math.floor(rnd() * 2);
    for (let i = 0; i < front; i++) {
      const x = w * (front === 1 ? 0.3 + rnd() * 0.4 : 0.22 + i * 0.56 + (rnd() - 0.5) * 0.08);
      figures.push(
        person(
          rnd,
          x,
          h * 1.04,
          h * (0.78 + rnd() * 0.1),
          mood.cloth[Math.floor(rnd() * mood.cloth.length)]!,
          mood.light,
        ),
      );
    }
    // A table in front of them.
    figures.push(
      `<rect x="0" y="${n(h * 0.9)}" width="${w}" height="${n(h * 0.1)}" fill="${wallDark}" fill-opacity="0.85"/>`,
    );
  }
  const windows = single
    ? ''
    : `<ellipse cx="${n(w * lightX)}" cy="${n(h * 0.29)}" rx="${n(w * 0.16)}" ry="${n(h * 0.28)}" fill="url(#bokeh)"/>`;
  return `<defs>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wallLight}"/><stop offset="1" stop-color="${wallDark}"/></linearGradient>
<radialGradient id="glow" cx="${n(lightX)}" cy="0.2" r="0.8"><stop offset="0" stop-color="${mood.light}" stop-opacity="0.7"/><stop offset="1" stop-color="${mood.light}" stop-opacity="0"/></radialGradient>
${bokehGradient(mood.light)}
</defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
${windows}
${bokeh(rnd, w, h, single ? 9 : 6)}
${figures.join('\n')}`;
}

/** Light broken on the water: thin horizontal strokes under the skyline. */
function ripples(rnd: () => number, w: number, h: number, water: number, colour: string) {
  let out = '';
  for (let y = water + h * 0.02; y < h; y += h * (0.015 + rnd() * 0.02)) {
    const x = rnd() * w * 0.8;
    out += `<rect x="${n(x)}" y="${n(y)}" width="${n(w * (0.1 + rnd() * 0.4))}" height="${n(h * 0.004)}" fill="${colour}" fill-opacity="${(0.15 + rnd() * 0.25).toFixed(2)}"/>`;
  }
  return out;
}

function city(rnd: () => number, w: number, h: number, mood: Mood) {
  const [top, mid, low] = mood.sky;
  const water = h * 0.72;
  const buildings: string[] = [];
  const lights: string[] = [];
  let x = -w * 0.02;
  while (x < w) {
    const bw = w * (0.03 + rnd() * 0.06);
    const bh = h * (0.12 + rnd() * (x > w * 0.3 && x < w * 0.7 ? 0.45 : 0.25));
    const shade = rnd() > 0.5 ? '#1f1a2e' : '#2b2340';
    buildings.push(
      `<rect x="${n(x)}" y="${n(water - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${shade}"/>`,
    );
    for (let wy = water - bh + h * 0.02; wy < water - h * 0.02; wy += h * 0.025) {
      for (let wx = x + bw * 0.15; wx < x + bw * 0.85; wx += bw * 0.22) {
        if (rnd() > 0.62) {
          lights.push(
            `<rect x="${n(wx)}" y="${n(wy)}" width="${n(bw * 0.1)}" height="${n(h * 0.008)}" fill="${mood.light}" fill-opacity="${(0.4 + rnd() * 0.5).toFixed(2)}"/>`,
          );
        }
      }
    }
    x += bw + w * rnd() * 0.01;
  }
  const skyline = `<g>${buildings.join('')}${lights.join('')}</g>`;
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${low}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${top}"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}" stop-opacity="0.9"/><stop offset="1" stop-color="${low}"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${n(w * (0.15 + rnd() * 0.7))}" cy="${n(water - h * 0.05)}" r="${n(h * 0.09)}" fill="${mood.light}" fill-opacity="0.85"/>
${skyline}
<rect y="${n(water)}" width="${w}" height="${n(h - water)}" fill="url(#water)"/>
<g transform="translate(0 ${n(water * 2)}) scale(1 -1)" opacity="0.3">${skyline}</g>
${ripples(rnd, w, h, water, mid)}`;
}

function cluster(rnd: () => number, w: number, h: number, mood: Mood) {
  // Rounded bars of several lengths and weights gathered round the centre: the shape of a word
  // cloud without its words.
  const bars: string[] = [];
  const colours = [...mood.cloth, mood.sky[2], mood.sky[1]];
  for (let i = 0; i < 70; i++) {
    const angle = rnd() * Math.PI * 2;
    const dist = Math.sqrt(rnd()) * 0.42;
    const cx = w / 2 + Math.cos(angle) * dist * w * 0.9;
    const cy = h / 2 + Math.sin(angle) * dist * h * 0.9;
    const weight = (1 - dist * 1.6) * (0.4 + rnd() * 0.6);
    const bh = h * (0.02 + Math.max(weight, 0.05) * 0.07);
    const bw = bh * (2.5 + rnd() * 5);
    bars.push(
      `<rect x="${n(cx - bw / 2)}" y="${n(cy - bh / 2)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="${colours[Math.floor(rnd() * colours.length)]}" fill-opacity="${(0.65 + rnd() * 0.35).toFixed(2)}"${rnd() > 0.8 ? ` transform="rotate(-90 ${n(cx)} ${n(cy)})"` : ''}/>`,
    );
  }
  return `<rect width="${w}" height="${h}" fill="#fbf7ef"/>
<rect width="${w}" height="${h}" fill="${mood.wall[0]}" fill-opacity="0.35"/>
${bars.join('\n')}`;
}

function emblem(w: number, h: number) {
  const s = Math.min(w, h) / 64;
  return `<g transform="translate(${n((w - 64 * s) / 2)} ${n((h - 64 * s) / 2)}) scale(${n(s)})">
<rect width="64" height="64" rx="14" fill="#0b6e4f"/>
<path d="M18 46V18h7v28zm13 0 10-28h6l10 28h-7l-2-6h-9l-2 6zm11-12h5l-2.5-8z" fill="#ffffff"/>
</g>`;
}

/** The SVG of a scene. */
export function sceneSvg(spec: SceneSpec): string {
  const { width: w, height: h } = spec;
  const rnd = seededRandom(`${spec.kind}:${spec.seed}`);
  const mood = SCENE_MOODS[spec.mood ?? 'dawn'];
  const body = (() => {
    switch (spec.kind) {
      case 'landscape':
        return landscape(rnd, w, h, mood);
      case 'people':
        return people(rnd, w, h, mood, false);
      case 'portrait':
        return people(rnd, w, h, mood, true);
      case 'city':
        return city(rnd, w, h, mood);
      case 'cluster':
        return cluster(rnd, w, h, mood);
      case 'emblem':
        return emblem(w, h);
    }
  })();
  // Film grain over everything but the emblem: a photograph is never perfectly smooth.
  const grain =
    spec.kind === 'emblem'
      ? ''
      : // Noise drawn once on a small tile and repeated: the whole picture through the filter
        // would cost ten times more to render.
        `<defs><filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" seed="${Math.floor(rnd() * 1000)}" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/></filter>
<pattern id="grain-tile" width="200" height="200" patternUnits="userSpaceOnUse"><rect width="200" height="200" filter="url(#grain)"/></pattern></defs>
<rect width="${w}" height="${h}" fill="url(#grain-tile)" opacity="0.07"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n${body}\n${grain}\n</svg>`;
}
