#!/usr/bin/env node
/**
 * Writes custom-elements.json (the Custom Elements Manifest, schema 2.1.0) from the sources:
 * each `src/<Widget>/element.ts` gives the tag, attributes and events; the widget's props
 * interface gives their descriptions; `part="…"` and `parts('…')` in the widget and the ui atoms
 * it uses give the parts; `var(--ia-…, default)` gives the CSS custom properties.
 *
 *   node scripts/custom-elements.mjs          write the file
 *   node scripts/custom-elements.mjs --check  exit 1 when the file is out of date
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');
const outFile = join(root, 'custom-elements.json');

const read = (file) => readFileSync(file, 'utf8');
const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (tag) => tag.replace(/(^|-)([a-z])/g, (_, __, c) => c.toUpperCase());

/** Attributes every element has (src/core/defineWidget.tsx). */
const COMMON_ATTRIBUTES = [
  {
    name: 'api-base',
    type: { text: 'string' },
    description: "Origin of the API, e.g. https://SITE (the page's own origin when absent).",
  },
  {
    name: 'lang',
    type: { text: 'string' },
    default: '"en"',
    description: 'Language of the copy: en, fr, ar, sw in full; others fall back to English.',
  },
  {
    name: 'dir',
    type: { text: "'ltr' | 'rtl'" },
    description: 'Text direction; from `lang` when absent (rtl for Arabic).',
  },
];

const TYPE_TEXT = { string: 'string', number: 'number', boolean: 'boolean', json: 'object' };

/** `{ a: 'x', b: 'y' }` after `key:` in an element's options. */
function objectEntries(text, key) {
  const match = new RegExp(`${key}:\\s*\\{([^}]*)\\}`).exec(text);
  if (!match) return [];
  return [...match[1].matchAll(/(\w+):\s*'([^']+)'/g)].map((m) => [m[1], m[2]]);
}

/** JSDoc of each member of `interface <name> { … }` in the widget's files. */
function propDocs(files, interfaceName) {
  const docs = {};
  for (const file of files) {
    const text = read(file);
    const start = text.indexOf(`interface ${interfaceName}`);
    if (start < 0) continue;
    const body = text.slice(start, text.indexOf('\n}', start));
    for (const m of body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*(\w+)\??:/g)) {
      docs[m[2]] = m[1]
        .split('\n')
        .map((line) => line.replace(/^\s*\*\s?/, '').trim())
        .filter(Boolean)
        .join(' ');
    }
  }
  return docs;
}

/** Files of the widget folder and the ui atoms they import (one level). */
function filesOf(folder) {
  const own = readdirSync(folder)
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f))
    .map((f) => join(folder, f));
  const ui = new Set();
  const visit = (file) => {
    for (const m of read(file).matchAll(/from '\.\.\/ui\/(\w+)'/g)) {
      for (const ext of ['.tsx', '.ts']) {
        const path = join(src, 'ui', m[1] + ext);
        if (existsSync(path) && !ui.has(path)) {
          ui.add(path);
          visit(path);
        }
      }
    }
  };
  own.forEach(visit);
  // ui atoms importing each other ('./X')
  for (const file of [...ui]) {
    for (const m of read(file).matchAll(/from '\.\/(\w+)'/g)) {
      for (const ext of ['.tsx', '.ts']) {
        const path = join(src, 'ui', m[1] + ext);
        if (existsSync(path)) ui.add(path);
      }
    }
  }
  return [...own, ...ui, join(src, 'core', 'defineWidget.tsx')];
}

/** Parts written out in the sources; template parts expand their known values. */
const DYNAMIC_PARTS = {
  'status-${kind}': ['status-loading', 'status-error', 'status-empty'],
  'view-${view}': ['view-grid', 'view-list'],
};
function partsOf(files) {
  const parts = new Set();
  for (const file of files) {
    const text = read(file);
    // `part="…"` (a prop of the ui atoms) and `{...parts('…')}` (an element's parts).
    const written =
      /part=(?:"([^"]+)"|\{`([^`]+)`\}|\{'([^']+)'\})|parts\((?:'([^']+)'|`([^`]+)`)\)/g;
    for (const m of text.matchAll(written)) {
      for (const token of (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).split(/\s+/)) {
        if (DYNAMIC_PARTS[token]) DYNAMIC_PARTS[token].forEach((p) => parts.add(p));
        else if (/^[a-z][a-z0-9-]*$/.test(token)) parts.add(token);
      }
    }
  }
  return [...parts].sort().map((name) => ({ name }));
}

function cssPropertiesOf(files) {
  const props = new Map();
  for (const file of [...files, join(src, 'ui', 'tokens.ts')]) {
    for (const m of read(file).matchAll(
      /var\(\s*(--ia-[a-z0-9-]+)\s*(?:,\s*([^)]*(?:\([^)]*\)[^)]*)*))?\)/g,
    )) {
      if (!props.has(m[1])) props.set(m[1], m[2]?.trim().replace(/\s+/g, ' '));
    }
  }
  return [...props.keys()].sort().map((name) => ({
    name,
    ...(props.get(name) ? { default: props.get(name) } : {}),
  }));
}

async function generate() {
  const modules = [];
  const widgets = readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'element.ts')))
    .map((d) => d.name)
    .sort();
  for (const widget of widgets) {
    const folder = join(src, widget);
    const elementFile = join(folder, 'element.ts');
    const text = read(elementFile);
    const tag = /TAG\s*=\s*'([^']+)'/.exec(text)?.[1];
    if (!tag) continue;
    const files = filesOf(folder);
    const docs = propDocs(files, `${widget}Props`);
    const summary = /\/\*\*([\s\S]*?)\*\/\s*export function define/.exec(text)?.[1];
    const readme = join(folder, 'README.md');
    const description = existsSync(readme)
      ? read(readme)
          .split(/\n\s*\n/)
          .find((p) => p.trim() && !p.startsWith('#'))
          ?.replace(/\s+/g, ' ')
          .trim()
      : summary
          ?.replace(/^\s*\*\s?/gm, '')
          .replace(/\s+/g, ' ')
          .trim();
    const attributes = [
      ...COMMON_ATTRIBUTES,
      ...objectEntries(text, 'attributes').map(([prop, type]) => ({
        name: kebab(prop),
        fieldName: prop,
        type: { text: TYPE_TEXT[type] ?? type },
        ...(docs[prop] ? { description: docs[prop] } : {}),
      })),
    ];
    const events = objectEntries(text, 'events').map(([prop, name]) => ({
      name,
      type: { text: 'CustomEvent' },
      description: `${docs[prop] ? `${docs[prop]} ` : ''}Bubbles, composed and cancelable: preventDefault() also prevents the click that caused it.`,
    }));
    const className = `${pascal(tag)}Element`;
    const path = relative(root, elementFile).split('\\').join('/');
    modules.push({
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name: className,
          tagName: tag,
          customElement: true,
          ...(description ? { description } : {}),
          superclass: { name: 'HTMLElement' },
          attributes,
          events,
          cssParts: partsOf(files),
          cssProperties: cssPropertiesOf(files),
        },
      ],
      exports: [
        { kind: 'js', name: 'define', declaration: { name: 'define', module: path } },
        {
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: className, module: path },
        },
      ],
    });
  }
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules,
  };
  const options = (await prettier.resolveConfig(outFile)) ?? {};
  return prettier.format(JSON.stringify(manifest), { ...options, parser: 'json' });
}

const output = await generate();
if (process.argv.includes('--check')) {
  const current = existsSync(outFile) ? read(outFile) : '';
  if (current !== output) {
    console.error('custom-elements.json is out of date: run `npm run manifest -w @ia/widgets`.');
    process.exit(1);
  }
  console.log('custom-elements.json is up to date.');
} else {
  writeFileSync(outFile, output);
  console.log(`Wrote ${relative(process.cwd(), outFile)}`);
}
