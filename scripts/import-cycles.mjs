// Finds import circles in the repository's source: files that import each other, directly or
// through others. Part of `npm run lint`, so a new circle fails `npm test`.
//
// Every import counts: static imports and re-exports, type-only ones too (`import type`,
// `export type … from`), and `import()` (a module loaded on demand still needs the other). Relative paths are
// resolved the way TypeScript resolves them under NodeNext (`./x.js` is `./x.ts` or `./x.tsx`),
// and so are the workspace packages' own names (`@ia/shared`, `@ia/widgets/…`, `#home-more`).
//
// `node scripts/import-cycles.mjs` prints each circle as the files it goes through and exits 1.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders never read: installed, built or generated files. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'data',
  'coverage',
  '.git',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/**
 * Circles known and left for now, each as the sorted list of its files (paths from the
 * repository's root, joined by ' <-> '). Remove an entry with the circle it names.
 */
const ALLOWED = new Set([]);

/** Workspace names, resolved to their source (as each package's tsconfig `paths` and exports). */
const ALIASES = [
  ['@ia/shared', 'packages/shared/src/index.ts'],
  ['@ia/shared/scenes', 'packages/shared/src/scenes.ts'],
  ['@ia/shared/pictures', 'packages/shared/src/pictures.ts'],
  ['@ia/widgets', 'packages/widgets/src/index.ts'],
  ['@ia/widgets/elements', 'packages/widgets/src/define-elements.ts'],
];
const ALIAS_PREFIXES = [['@ia/widgets/', 'packages/widgets/src/']];
/** Package `imports` (`#name`), which may name one file for the browser and one for the server. */
const SUBPATH_IMPORTS = {
  'packages/site': {
    '#home-more': ['packages/site/src/home/lazyHomeMore.ts', 'packages/site/src/home/HomeMore.tsx'],
  },
};

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name) || name.endsWith('.d.ts')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(name)) out.push(full);
  }
  return out;
}

/** The file a specifier names, as TypeScript finds it, or undefined (a package from npm). */
function resolveFile(base) {
  const candidates = [base];
  const ext = path.extname(base);
  if (ext === '.js' || ext === '.jsx') {
    const stem = base.slice(0, -ext.length);
    candidates.push(`${stem}.ts`, `${stem}.tsx`);
  } else if (ext === '.mjs') candidates.push(`${base.slice(0, -4)}.mts`);
  else if (ext === '.cjs') candidates.push(`${base.slice(0, -4)}.cts`);
  for (const e of ['.ts', '.tsx', '.js', '.mjs']) candidates.push(base + e);
  for (const e of ['.ts', '.tsx', '.js']) candidates.push(path.join(base, `index${e}`));
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

function resolveSpecifier(from, specifier) {
  if (specifier.startsWith('.')) {
    const file = resolveFile(path.resolve(path.dirname(from), specifier));
    return file ? [file] : [];
  }
  if (specifier.startsWith('#')) {
    const pkg = Object.keys(SUBPATH_IMPORTS).find((p) =>
      from.startsWith(path.join(root, p) + path.sep),
    );
    const targets = pkg ? SUBPATH_IMPORTS[pkg][specifier] : undefined;
    return (targets ?? []).map((t) => path.join(root, t));
  }
  const alias = ALIASES.find(([name]) => name === specifier);
  if (alias) return [path.join(root, alias[1])];
  const prefix = ALIAS_PREFIXES.find(([name]) => specifier.startsWith(name));
  if (prefix) {
    const file = resolveFile(path.join(root, prefix[1], specifier.slice(prefix[0].length)));
    return file ? [file] : [];
  }
  return [];
}

/** What a file imports: imports, re-exports, `import()` and `require()`, type-only included. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  // TypeScript's own pre-processing: a scan of the tokens, no parse, as fast as a regex.
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The strongly connected components of more than one file, or of a file importing itself. */
function circles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      if (i === 0) {
        index.set(node, next);
        low.set(node, next);
        next += 1;
        stack.push(node);
        onStack.add(node);
      }
      const edges = [...graph.get(node)];
      if (i < edges.length) {
        frame[1] += 1;
        const target = edges[i];
        if (!index.has(target)) work.push([target, 0]);
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        if (component.length > 1 || graph.get(node).has(node)) found.push(component);
      }
    }
  }
  return found;
}

/** One path around a component, from its first file back to it, for the message. */
function pathAround(graph, component) {
  const members = new Set(component);
  const [first] = [...component].sort();
  const previous = new Map([[first, undefined]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node)) {
      if (target === first) {
        const way = [first];
        for (let at = node; at !== first; at = previous.get(at)) way.splice(1, 0, at);
        return [...way, first];
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
}

export function findImportCycles() {
  const files = sourceFiles(root).filter((f) => !f.endsWith('.d.ts'));
  const graph = new Map(files.map((f) => [f, new Set()]));
  for (const file of files) {
    for (const specifier of importsOf(file)) {
      for (const target of resolveSpecifier(file, specifier)) {
        if (graph.has(target)) graph.get(file).add(target);
      }
    }
  }
  const relative = (f) => path.relative(root, f).split(path.sep).join('/');
  return circles(graph).map((component) => ({
    files: component.map(relative).sort(),
    key: component.map(relative).sort().join(' <-> '),
    path: pathAround(graph, component).map(relative),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = findImportCycles();
  const allowed = found.filter((c) => ALLOWED.has(c.key));
  const failing = found.filter((c) => !ALLOWED.has(c.key));
  const stale = [...ALLOWED].filter((key) => !found.some((c) => c.key === key));
  for (const c of failing) {
    console.error(`Import circle: ${c.path.join(' -> ')}`);
    if (c.files.length > c.path.length - 1) console.error(`  all its files: ${c.files.join(', ')}`);
  }
  for (const key of stale) console.warn(`No longer a circle, remove it from ALLOWED: ${key}`);
  if (failing.length > 0) {
    console.error(
      `${failing.length} import circle(s): move what both files need into a module both import.`,
    );
  }
  if (failing.length > 0) process.exit(1);
  if (allowed.length > 0) console.log(`No new import circle (${allowed.length} known, allowed).`);
}
