import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../../logger.js';
import { RateLimitStoreUnavailableError, type RateLimitStore } from './rate-limits.js';

/** How long a command may wait to connect or for its answer. */
const COMMAND_TIMEOUT_MS = 2000;

/**
 * Each script runs in Redis at once, no other command in between, so processes sharing one
 * Redis never both take the last slot of a key. A key is a sorted set of its actions, scored by
 * their time; it expires a window after its last action, so Redis forgets idle keys by itself.
 *
 * KEYS[1] the key; ARGV: at, since (= at - window), limit, a unique member, window.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
local newest = redis.call('ZREVRANGEBYSCORE', KEYS[1], '+inf', '(' .. ARGV[2], 'WITHSCORES', 'LIMIT', 0, ARGV[3])
if #newest / 2 < tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
end
local times = {}
for i = 2, #newest, 2 do times[#times + 1] = newest[i] end
return times
`;

/** KEYS[1] the key; ARGV: at, since, a unique member, window. */
const ADD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
`;

interface Scripts {
  rateLimitTake(key: string, ...args: string[]): Promise<string[]>;
  rateLimitAdd(key: string, ...args: string[]): Promise<unknown>;
}

export type RedisRateLimitStore = RateLimitStore & {
  /** Redis answers (for tests and /readyz). */
  ping(): Promise<void>;
  /** Closes the connection once the commands sent have been answered. */
  close(): Promise<void>;
};

/**
 * Rate limits in Redis (REDIS_URL), for several server processes without relying on the
 * database for them. Keys are `<keyPrefix>rate:<limiter key>`.
 *
 * The client connects by itself and reconnects after a loss. A command waits for a connection
 * for at most two reconnection attempts and an answer for at most COMMAND_TIMEOUT_MS, then fails
 * with RateLimitStoreUnavailableError: while Redis is away, sign-ins and contact messages answer
 * 503 rather than go uncounted.
 */
export function createRedisRateLimitStore(options: {
  url: string;
  keyPrefix: string;
  logger: Logger;
}): RedisRateLimitStore {
  const redis = new Redis(options.url, {
    maxRetriesPerRequest: 2,
    connectTimeout: COMMAND_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // Said once when Redis stops answering and once when it is back, not at every retry.
  let answering = true;
  redis.on('error', (error: Error) => {
    if (!answering) return;
    answering = false;
    options.logger.warn(
      'Redis does not answer: sign-ins and contact messages answer 503 until it does',
      {
        error: error.message,
      },
    );
  });
  redis.on('ready', () => {
    if (answering) return;
    answering = true;
    options.logger.info('Redis answers again');
  });
  redis.defineCommand('rateLimitTake', { lua: TAKE, numberOfKeys: 1 });
  redis.defineCommand('rateLimitAdd', { lua: ADD, numberOfKeys: 1 });
  const scripts = redis as unknown as Scripts;

  const keyOf = (key: string) => `${options.keyPrefix}rate:${key}`;
  /** A command that got no answer (no connection, timed out) is the store being away. */
  const answered = async <T>(command: Promise<T>): Promise<T> => {
    try {
      return await command;
    } catch (error) {
      // An error Redis itself answered is a mistake here, not an outage.
      if (error instanceof Error && error.name === 'ReplyError') throw error;
      throw new RateLimitStoreUnavailableError('Redis does not answer', { cause: error });
    }
  };
  const member = (at: number) => `${at}:${randomBytes(9).toString('base64url')}`;

  return {
    async take(key, at, windowMs, limit) {
      const times = await answered(
        scripts.rateLimitTake(
          keyOf(key),
          String(at),
          String(at - windowMs),
          String(limit),
          member(at),
          String(windowMs),
        ),
      );
      return times.map(Number);
    },

    async add(key, at, windowMs) {
      await answered(
        scripts.rateLimitAdd(
          keyOf(key),
          String(at),
          String(at - windowMs),
          member(at),
          String(windowMs),
        ),
      );
    },

    async removeNewest(key) {
      await answered(redis.zpopmax(keyOf(key)));
    },

    async count(key, at, windowMs) {
      return answered(redis.zcount(keyOf(key), `(${at - windowMs}`, '+inf'));
    },

    async ping() {
      await answered(redis.ping());
    },

    async close() {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}
