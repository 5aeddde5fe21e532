import { randomUUID } from 'node:crypto';
import type { Db } from '../db/knex.js';
import { isPostgres } from '../db/knex.js';
import type { Logger } from '../logger.js';

/** The Postgres channel on which processes tell each other that content changed. */
export const CONTENT_CHANNEL = 'ia_content_changed';

/** Longest wait between two looks at when public content next changes (a timer may drift). */
const MAX_TIMER_MS = 6 * 60 * 60 * 1000;

export interface ContentChanges {
  /**
   * Runs `listener` whenever content changed (here, in another process, a consent ended or a
   * scheduled article's date came).
   */
  subscribe(listener: () => void): void;
  /** Content changed in this process: tell the listeners here and every other process. */
  changed(): void;
  /**
   * Starts the timer of the next change nobody writes (`nextChange`: a consent end, a scheduled
   * publication) and, with `listen` on Postgres, hearing other processes (one connection of its
   * own, until `close`).
   */
  start(options: { nextChange: () => Promise<string | undefined>; listen: boolean }): Promise<void>;
  close(): Promise<void>;
}

interface PgClient {
  query(sql: string, values?: unknown[]): Promise<unknown>;
  on(event: 'notification', listener: (message: { payload?: string }) => void): void;
  on(event: 'error' | 'end', listener: (error?: Error) => void): void;
  end(): Promise<void>;
}

/**
 * Keeps every cache of published content honest. A write through this process calls
 * `changed()`: the listeners (read caches, rendered pages) drop what they hold at once, and on
 * Postgres a NOTIFY reaches every other server process on the same database, whose listeners
 * do the same. A story whose consent ends stops being public at that instant without a write,
 * and a scheduled article becomes public at its date: a timer set to the next of these drops the
 * caches then, in every process (each has its own timer; one started after the instant reads
 * the database as it is, so an article whose date came while no server ran is there at once).
 */
export function createContentChanges(deps: {
  db: Db;
  logger: Logger;
  now?: () => number;
}): ContentChanges {
  const { db, logger } = deps;
  const now = deps.now ?? Date.now;
  const instance = randomUUID();
  const listeners = new Set<() => void>();
  let client: PgClient | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let nextChange: (() => Promise<string | undefined>) | undefined;

  const fire = () => {
    for (const listener of listeners) listener();
    void armTimer();
  };

  async function armTimer(): Promise<void> {
    if (!nextChange || closed) return;
    clearTimeout(timer);
    let next: string | undefined;
    try {
      next = await nextChange();
    } catch (error) {
      logger.warn('could not read when public content next changes', { error: String(error) });
      return;
    }
    if (closed) return;
    clearTimeout(timer);
    if (next === undefined) return;
    // A little after the instant, so the database's comparison sees it as past.
    const wait = Math.min(Math.max(Date.parse(next) - now() + 50, 0), MAX_TIMER_MS);
    timer = setTimeout(fire, wait);
    timer.unref();
  }

  async function listen(): Promise<void> {
    if (closed) return;
    try {
      const raw = (await db.client.acquireRawConnection()) as PgClient;
      client = raw;
      raw.on('notification', (message) => {
        if (message.payload !== instance) fire();
      });
      const reconnect = () => {
        if (client !== raw || closed) return;
        client = undefined;
        logger.warn('lost the content change channel; reconnecting');
        // What changed while nobody listened is unknown: drop everything.
        fire();
        setTimeout(() => void listen(), 1000).unref();
      };
      raw.on('error', reconnect);
      raw.on('end', reconnect);
      await raw.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      logger.warn('could not listen for content changes; retrying', { error: String(error) });
      setTimeout(() => void listen(), 2000).unref();
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
    },

    changed() {
      fire();
      if (isPostgres(db)) {
        db.raw('select pg_notify(?, ?)', [CONTENT_CHANNEL, instance]).catch((error: unknown) =>
          logger.warn('could not tell other processes about a content change', {
            error: String(error),
          }),
        );
      }
    },

    async start(options) {
      nextChange = options.nextChange;
      await armTimer();
      if (options.listen && isPostgres(db)) await listen();
    },

    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
