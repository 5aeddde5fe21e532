import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import inject from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileSender } from './send-file.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ia-send-file-'));
  for (let n = 1; n <= 30; n++) {
    // Scripts of 40 KB that compress to about half: each kept with its brotli form.
    const text = `${randomBytes(10_000).toString('hex')}${'// same '.repeat(2500)}`;
    await writeFile(join(folder, `f${n}.js`), text);
  }
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function server(budget: number) {
  const sendFile = createFileSender(budget);
  const app = new Koa();
  app.use(async (ctx) => {
    const file = join(folder, ctx.path.slice(1));
    await sendFile(ctx, file, await stat(file), 'no-cache');
  });
  const handle = app.callback();
  const get = (path: string) =>
    inject(handle, { method: 'GET', url: path, headers: { 'accept-encoding': 'br' } });
  return { sendFile, get };
}

describe('createFileSender', () => {
  it('keeps files with their compressed forms within its budget', async () => {
    const budget = 300 * 1024;
    const { sendFile, get } = server(budget);
    for (let n = 1; n <= 30; n++) {
      const answer = await get(`/f${n}.js`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(sendFile.bytes()).toBeLessThanOrEqual(budget);
    }
    expect(sendFile.bytes()).toBeGreaterThan(budget - 70 * 1024);
  });

  it('sends a file larger than its budget without keeping it', async () => {
    const { sendFile, get } = server(16 * 1024);
    expect((await get('/f1.js')).statusCode).toBe(200);
    expect(sendFile.bytes()).toBe(0);
  });
});
