// Module hooks that let Node run the server's TypeScript sources as they are, for tests that
// start real server processes: a relative `./x.js` import from a .ts file loads `./x.ts` when it
// exists (the sources import their compiled names), `@ia/*` packages resolve to their sources
// (the "source" export condition), and each .ts file is compiled alone with TypeScript's
// transpileModule (no type check: `npm run typecheck` does that). The server needs no build.
// What a file compiles to is kept in the temp folder under the hash of its path and text, so
// the processes a test starts one after another (20 kills in a row) load TypeScript and compile
// only once.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cacheDir = join(tmpdir(), 'ia-typescript-transpiled');
/** Loaded on the first file not compiled yet (it takes seconds on a busy machine). */
let typescript;

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('@ia/')) {
    return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'source'] });
  }
  if (
    /^\.\.?\//.test(specifier) &&
    specifier.endsWith('.js') &&
    context.parentURL?.endsWith('.ts')
  ) {
    const source = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(source)) return { url: source.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const text = await readFile(fileName, 'utf8');
  const cached = join(
    cacheDir,
    `${createHash('sha256').update(fileName).update('\0').update(text).digest('hex')}.js`,
  );
  try {
    return { format: 'module', source: await readFile(cached, 'utf8'), shortCircuit: true };
  } catch {
    // not compiled yet
  }
  typescript ??= (await import('typescript')).default;
  const ts = typescript;
  const { outputText } = ts.transpileModule(text, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
    },
  });
  await mkdir(cacheDir, { recursive: true });
  const temp = `${cached}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, outputText);
  await rename(temp, cached);
  return { format: 'module', source: outputText, shortCircuit: true };
}
