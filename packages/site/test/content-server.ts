import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { processEnv } from '../../server/test/processes/env.js';

const processes = fileURLToPath(new URL('../../server/test/processes/', import.meta.url));

/**
 * The site's page tests render against the real content API: one server process from the
 * server's sources, on a fresh SQLite database filled with the seed content only (no demo
 * stories; the pages' stories and articles come from the widgets' samples).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ia-site-content-'));
  const child = fork(join(processes, 'server-process.ts'), [], {
    execArgv: ['--import', join(processes, 'register-typescript.mjs')],
    env: {
      ...processEnv(),
      DATA_DIR: dataDir,
      CONTACT_EMAIL: 'office@example.test',
      TEST_SEED_CONTENT: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`The content server exited early (${code})`)));
  });
  project.provide('contentApi', url);
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send('close');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
