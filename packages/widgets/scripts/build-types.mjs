#!/usr/bin/env node
/**
 * The library's type declarations: `tsc` writes them for the widgets and for @ia/shared (which
 * is private to this repository and compiled into the library) under dist/types/, then every
 * `'@ia/shared'` in them becomes the relative path to its declarations, so a partner's
 * TypeScript finds all types inside the package. The elements' JSX types are a declaration file
 * already and are copied.
 *
 * Relative imports get the file's extension (`./StoryGrid.js`, `./core/index.js`), as Node's
 * ES module resolution (`moduleResolution` `node16` and `nodenext`) requires; `bundler`
 * resolution reads them as well.
 *
 * A widget's folder holds its component and its plain logic under names that differ only in
 * case (`StoryGrid.tsx`, `storyGrid.ts`). An app's TypeScript refuses such pairs among
 * declarations it reads (TS1149, with the default forceConsistentCasingInFileNames), so the
 * logic's declarations are renamed `storyGrid.logic.d.ts` and every import of them follows.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist/types');
const sharedIndex = join(out, 'shared/src/index.js');

rmSync(out, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.types.json')], {
  stdio: 'inherit',
});

const declarations = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (file.endsWith('.d.ts')) declarations.push(file);
  }
};
walk(out);

// Files (without .d.ts) renamed because another in their folder differs only in case.
const renamed = new Map();
for (const file of declarations) {
  const twin = declarations.find(
    (other) => other !== file && other.toLowerCase() === file.toLowerCase(),
  );
  const name = file.slice(dirname(file).length + 1);
  if (twin && /^[a-z]/.test(name))
    renamed.set(file.slice(0, -'.d.ts'.length), `${file.slice(0, -'.d.ts'.length)}.logic`);
}

/** The specifier of a relative import with its extension: `./StoryGrid.js`, `./core/index.js`. */
function withExtension(file, spec) {
  const target = resolve(dirname(file), spec.replace(/\.js$/, ''));
  const renamedTo = renamed.get(target);
  const relativeTo = (path) => {
    const rel = relative(dirname(file), path).split(sep).join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  if (renamedTo) return `${relativeTo(renamedTo)}.js`;
  if (existsSync(`${target}.d.ts`)) return `${relativeTo(target)}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${relativeTo(join(target, 'index'))}.js`;
  throw new Error(`${file}: cannot resolve ${spec}`);
}

let rewritten = 0;
for (const file of declarations) {
  const text = readFileSync(file, 'utf8');
  const relativeTo = (target) => {
    const path = relative(dirname(file), target).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const next = text
    .replace(/(['"])@ia\/shared\1/g, `$1${relativeTo(sharedIndex)}$1`)
    .replace(
      /(from\s+|import\(\s*|import\s+)(['"])(\.{1,2}\/[^'"]*)\2/g,
      (_match, lead, quote, spec) => `${lead}${quote}${withExtension(file, spec)}${quote}`,
    );
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}
for (const [from, to] of renamed) renameSync(`${from}.d.ts`, `${to}.d.ts`);
copyFileSync(join(root, 'src/jsx.d.ts'), join(out, 'widgets/src/jsx.d.ts'));
console.log(
  `dist/types: ${declarations.length} declarations, ${renamed.size} renamed, ${rewritten} rewritten`,
);
