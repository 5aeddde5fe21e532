import { join } from 'node:path';

/**
 * What a server process of the tests is started with besides what its test sets: on a port of
 * its own, and nothing of this shell's configuration (REDIS_URL, S3_…). With `dataDir`: its data
 * there, no built site or embed, silent, and the client address the last X-Forwarded-For entry
 * (each test uses its own).
 */
export function processEnv(dataDir?: string): Record<string, string> {
  const base = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    PORT: '0',
  };
  if (dataDir === undefined) return base;
  return {
    ...base,
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, 'no-site'),
    EMBED_DIR: join(dataDir, 'no-embed'),
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
  };
}
