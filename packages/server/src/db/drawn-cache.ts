import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const inProcess = new Map<string, Promise<Buffer>>();

/** The scene generator's own code: a change to how scenes are drawn draws them again. */
let generator: string | undefined;
function generatorVersion(): string {
  generator ??= createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.resolve('@ia/shared/scenes'))))
    .digest('hex');
  return generator;
}

/**
 * A drawn picture's bytes, drawn once per machine: kept in this process and in a folder of the
 * system's temporary directory that every process shares (each test file and each test server
 * fills an empty database; drawing the same fifty pictures again costs about twenty seconds).
 * `key` names the drawing (its spec); `draw` makes it when neither has it.
 */
export function drawnOnce(key: string, ext: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hash = createHash('sha256')
    .update(generatorVersion())
    .update(key)
    .digest('hex')
    .slice(0, 24);
  let bytes = inProcess.get(hash);
  if (!bytes) {
    bytes = (async () => {
      const dir = join(tmpdir(), 'ia-drawn-pictures');
      const file = join(dir, `${hash}.${ext}`);
      const cached = await readFile(file).catch(() => undefined);
      if (cached) return cached;
      const made = await draw();
      await mkdir(dir, { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, made);
      await rename(temp, file);
      return made;
    })();
    bytes.catch(() => inProcess.delete(hash));
    inProcess.set(hash, bytes);
  }
  return bytes;
}
