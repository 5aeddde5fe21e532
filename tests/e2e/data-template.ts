import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness';

/**
 * The e2e run's first start of the built server fills a DATA_DIR with the demo content and
 * pictures once; each test file's server then starts from a copy of it (harness.ts) instead of
 * filling its own, which took most of a server start. On Postgres (E2E_POSTGRES_URL) every server
 * fills its own database as before.
 */
export default async function setup(project: TestProject) {
  if (process.env.E2E_POSTGRES_URL) {
    project.provide('e2eDataTemplate', undefined);
    return;
  }
  const server = await startServer();
  const code = await server.stop({ keepData: true });
  if (code !== 0) throw new Error(`The template server stopped with ${code}:\n${server.output()}`);
  project.provide('e2eDataTemplate', server.dataDir);
  return () => rmSync(server.dataDir, { recursive: true, force: true });
}
