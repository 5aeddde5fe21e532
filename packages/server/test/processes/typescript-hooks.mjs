// Module hooks that let Node run the server's TypeScript sources as they are, for tests that
// start real server processes: a relative `./x.js` import from a .ts file loads `./x.ts` when it
// exists (the sources import their compiled names), `@ia/*` packages resolve to their sources
// (the "source" export condition), and each .ts file is compiled alone with TypeScript's
// transpileModule (no type check: `npm run typecheck` does that). The server needs no build.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
      inlineSourceMap: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
