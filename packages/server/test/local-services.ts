import { connect } from 'node:net';
import { Redis } from 'ioredis';

/**
 * Whether a server answers at the host and port of `url` (a TCP connection within `timeoutMs`):
 * undefined when it does, else why not. Tests that need Postgres or Redis say so when they skip.
 */
export function unreachable(
  url: string,
  defaultPort: number,
  timeoutMs = 2000,
): Promise<string | undefined> {
  let host: string;
  let port: number;
  try {
    const parsed = new URL(url);
    host = parsed.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
    port = Number(parsed.port || defaultPort);
  } catch {
    return Promise.resolve('not a valid URL');
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (problem: string | undefined) => {
      socket.destroy();
      resolve(problem);
    };
    socket.setTimeout(timeoutMs, () => done(`no answer within ${timeoutMs} ms`));
    socket.once('connect', () => done(undefined));
    socket.once('error', (error) => done(error.message));
  });
}

/** Deletes the keys under `prefix` (what a test wrote to a shared Redis). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
