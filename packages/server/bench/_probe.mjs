import knex from 'knex';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { generate, openDb } from './scale-data.mjs';
import { startSite } from './throughput.mjs';
const [kind, name, stories, articles] = process.argv.slice(2);
let dataDir = `/tmp/probe/${name}`;
await mkdir(dataDir, { recursive: true });
let databaseUrl = '', config;
if (kind === 'pg') {
  const admin = knex({ client: 'pg', connection: 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.raw('drop database if exists ?? with (force)', [name]);
  await admin.raw('create database ??', [name]);
  await admin.destroy();
  databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
  config = { client: 'postgres', url: databaseUrl };
} else config = { client: 'sqlite', filename: join(dataDir, 'ia.sqlite') };
const seeded = await startSite({ dataDir, databaseUrl });
await seeded.stop();
const db = openDb(config);
const g = await generate(db, { stories: Number(stories), articles: Number(articles) });
await db.raw('analyze');
console.log('generated', g);
const t = performance.now();
const s = await startSite({ dataDir, databaseUrl });
for (;;) { const [r] = await db('search_queue').count({ n: '*' }); if (Number(r.n) === 0) break; await new Promise(r => setTimeout(r, 500)); }
console.log('indexed in', (performance.now() - t) / 1000);
await s.stop(); await db.destroy();
