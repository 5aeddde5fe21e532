import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Where the checker is behind the HTML standard, the markup stays and the message is named here:
 * - `<link rel="expect" href="#…" blocking="render">` (the site's head waits for the whole
 *   header before the first paint): the standard allows `blocking` on `rel="expect"` links
 *   since 2023 (HTML § 4.2.4, "blocking"); the checker still allows it only on stylesheets.
 */
const CHECKER_BEHIND_STANDARD = [
  (m: NuMessage) =>
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    (m.extract ?? '').includes('<link rel="expect"'),
];

const vnuJar = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

/**
 * The W3C Nu HTML Checker's errors (the `vnu-jar` package, on the system's Java) on the pages at
 * these paths as the server sends them, one line each (`path:line: message [extract]`); one Java
 * process checks them all.
 */
export async function nuCheckerErrors(
  url: string,
  paths: readonly string[],
  check: (response: Response) => void = () => undefined,
): Promise<{ errors: string[]; checked: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'ia-nu-'));
  try {
    const files = await Promise.all(
      paths.map(async (path, index) => {
        const response = await fetch(`${url}${path}`);
        check(response);
        const file = join(folder, `${index}.html`);
        writeFileSync(file, await response.text());
        return { path, file };
      }),
    );
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files.map((f) => f.file)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const messages = (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
    const pathOf = (at = '') => files.find((f) => at.endsWith(`/${f.file.split('/').pop()}`));
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => !CHECKER_BEHIND_STANDARD.some((known) => known(m)))
      .map((m) => `${pathOf(m.url)?.path}:${m.lastLine}: ${m.message} [${m.extract ?? ''}]`);
    return { errors, checked: files.length };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
