#!/usr/bin/env node
/**
 * Size budgets of the partner embed, measured on the production build (`npm run build` first):
 * the loader alone, and for each widget everything a partner page downloads to show it (the
 * loader + the widget's chunk + every chunk that chunk imports), gzipped at level 9.
 *
 *   node scripts/size.mjs          prints the table, exits 1 when over a budget
 *   node scripts/size.mjs --json   the same figures as JSON
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** Budgets in gzipped bytes. */
export const BUDGETS = {
  loader: 3 * KB,
  /** A story grid on a partner page, loader included (the aim). */
  StoryGrid: 60 * KB,
  /** Any other widget, loader included: below React + Emotion alone (about 80 KB). */
  widget: 75 * KB,
  /** Above this a widget is reported as heavy, without failing. */
  warn: 60 * KB,
};
const budgetOf = (widget) => BUDGETS[widget] ?? BUDGETS.widget;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(root, 'dist', 'embed');
const graphFile = join(root, 'dist', 'embed-chunks.json');

if (!existsSync(graphFile) || !existsSync(join(distDir, 'embed.js'))) {
  console.error('No production build found: run `npm run build -w @ia/widgets` first.');
  process.exit(1);
}

const graph = JSON.parse(readFileSync(graphFile, 'utf8'));
const gzipCache = new Map();
const gz = (file) => {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  }
  return gzipCache.get(file);
};

/** A chunk and everything it imports statically. */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of graph[file]?.imports ?? []) closure(dep, seen);
  return seen;
}

const loaderFile = 'embed.js';
const loader = [...closure(loaderFile)].reduce((sum, f) => sum + gz(f), 0);
const rows = [];
for (const file of graph[loaderFile].dynamicImports) {
  const widget = /src\/(\w+)\/element\.ts$/.exec(graph[file]?.module ?? '')?.[1] ?? file;
  const files = closure(loaderFile);
  closure(file, files);
  const own = gz(file);
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  rows.push({ widget, own, total, chunks: files.size });
}
const everything = Object.keys(graph).reduce((sum, f) => sum + gz(f), 0);

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const failures = [];
if (loader > BUDGETS.loader) failures.push(`loader ${kb(loader)} > ${kb(BUDGETS.loader)}`);
for (const row of rows) {
  if (row.total > budgetOf(row.widget)) {
    failures.push(`${row.widget} ${kb(row.total)} > ${kb(budgetOf(row.widget))}`);
  }
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ budgets: BUDGETS, loader, widgets: rows, everything }, null, 2));
} else {
  console.log('Partner embed, gzipped JavaScript (level 9)\n');
  console.log(
    `  loader (embed.js)           ${kb(loader).padStart(9)}   budget ${kb(BUDGETS.loader)}`,
  );
  console.log('\n  widget on a partner page    own chunk   loader + chunks in all   budget');
  for (const row of rows.sort((a, b) => a.total - b.total)) {
    const budget = budgetOf(row.widget);
    const flag = row.total > budget ? '  OVER BUDGET' : row.total > BUDGETS.warn ? '  (heavy)' : '';
    console.log(
      `  ${row.widget.padEnd(26)}  ${kb(row.own).padStart(9)}   ${kb(row.total).padStart(9)} (${row.chunks} files)   ${kb(budget)}${flag}`,
    );
  }
  console.log(`\n  every widget on one page    ${kb(everything).padStart(9)}`);
}

if (failures.length) {
  console.error(`\nOver budget: ${failures.join('; ')}`);
  process.exit(1);
}
