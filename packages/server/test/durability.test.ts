import { describe, expect, it } from 'vitest';
import { runDurability } from './durability.js';
import { databaseUrl } from './helpers.js';

/**
 * The server process killed with SIGKILL during contact messages and uploads, 20 times, and
 * started again on the same database and disk (SQLite, or Postgres with DATABASE_URL): every
 * acknowledged write is there, no file is left without its row, no image staff can see lacks its
 * file, no temp file is left (uploads cut before they were marked stored are counted in the
 * summary: unlisted, removed an hour later). The same
 * run with more cycles: `npm run durability -w @ia/server` (scripts/durability.mjs).
 */
describe('durability', () => {
  it('keeps every acknowledged write and leaves nothing over across 20 kills', async () => {
    const summary = await runDurability({ cycles: 20, databaseUrl, seed: 20_250_601 });
    console.log(`durability: ${JSON.stringify(summary)}`);
    expect(summary.cycles).toBe(20);
    expect(summary.acknowledged.messages).toBeGreaterThan(0);
    expect(summary.acknowledged.images).toBeGreaterThan(0);
    expect(summary.lost).toEqual([]);
    expect(summary.orphanFiles).toEqual([]);
    expect(summary.tempFiles).toEqual([]);
    expect(summary.rowsWithoutFile).toEqual([]);
  }, 240_000);
});
