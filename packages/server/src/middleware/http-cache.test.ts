import Koa from 'koa';
import inject from 'light-my-request';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { createReadCache } from '../services/read-cache.js';
import { answerFromRead, createPublicAnswers } from './http-cache.js';

/** Koa with the public answers as app.ts composes them, and a route answering from a read. */
function server(budgets: { answers: number; wholeAnswers: number }) {
  const answers = createPublicAnswers({ budgets });
  const reads = createReadCache({ ttlMs: 60_000, budget: 64 * 1024 * 1024 });
  const seen = { koa: 0, route: 0 };
  const app = new Koa();
  app.use(async (ctx, next) => {
    seen.koa += 1;
    await next();
  });
  app.use(answers.record);
  app.use(async (ctx, next) => {
    if (answers.send(ctx)) return;
    await next();
  });
  app.use(answers.middleware);
  app.use(async (ctx) => {
    seen.route += 1;
    const read = await reads.get(ctx.url, async () => ({
      items: [{ url: ctx.url, text: 'é'.repeat(2500) }],
    }));
    answerFromRead(ctx, read, read.items);
  });
  const koa = app.callback();
  const logger = createLogger('silent');
  const handle: Parameters<typeof inject>[0] = (req, res) => {
    if (!answers.replay(req, res, logger)) void koa(req, res);
  };
  return { answers, seen, get: (url: string) => inject(handle, { method: 'GET', url }) };
}

describe('createPublicAnswers', () => {
  it('keeps answers by address within their budgets, the newest kept', async () => {
    const budgets = { answers: 40 * 1024, wholeAnswers: 30 * 1024 };
    const { answers, seen, get } = server(budgets);
    for (let page = 1; page <= 100; page++) {
      const answer = await get(`/api/things?page=${page}`);
      expect(answer.statusCode).toBe(200);
      const kept = answers.bytes();
      expect(kept.answers).toBeLessThanOrEqual(budgets.answers);
      expect(kept.wholeAnswers).toBeLessThanOrEqual(budgets.wholeAnswers);
    }
    expect(answers.bytes().answers).toBeGreaterThan(budgets.answers - 6 * 1024);
    expect(answers.bytes().wholeAnswers).toBeGreaterThan(budgets.wholeAnswers - 6 * 1024);
    expect(seen).toEqual({ koa: 100, route: 100 });

    // The newest is sent again as it was, before Koa; the oldest is made again.
    const newest = await get('/api/things?page=100');
    expect(JSON.parse(newest.body)).toEqual([
      { url: '/api/things?page=100', text: 'é'.repeat(2500) },
    ]);
    expect(seen).toEqual({ koa: 100, route: 100 });
    await get('/api/things?page=1');
    expect(seen).toEqual({ koa: 101, route: 101 });
  });

  it('sends an answer larger than its budget without keeping it', async () => {
    const { answers, seen, get } = server({ answers: 1024, wholeAnswers: 1024 });
    expect((await get('/api/things')).statusCode).toBe(200);
    expect((await get('/api/things')).statusCode).toBe(200);
    expect(answers.bytes()).toEqual({ answers: 0, wholeAnswers: 0 });
    expect(seen).toEqual({ koa: 2, route: 2 });
  });
});
