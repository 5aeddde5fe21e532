// `npm run durability -w @ia/server [-- --cycles 100 --seed 7]`: the durability run of
// test/durability.test.ts with more cycles (100 by default; CYCLES and SEED in the environment
// work too). The server process is killed with SIGKILL during contact messages and uploads and
// started again on the same database and disk, each cycle: SQLite in a temp folder, or Postgres
// with DATABASE_URL (a schema of its own, dropped at the end). Prints a summary; exits 1 when
// an acknowledged write was lost, a file was left over or an image staff see has no file.
// Runs the TypeScript sources (no build).
import { register } from 'node:module';
import { parseArgs } from 'node:util';

register('../test/processes/typescript-hooks.mjs', import.meta.url);
const { runDurability } = await import('../test/durability.ts');

const { values } = parseArgs({
  options: { cycles: { type: 'string' }, seed: { type: 'string' } },
});
const cycles = Number(values.cycles ?? process.env.CYCLES ?? 100);
const seed = Number(values.seed ?? process.env.SEED ?? Date.now() % 1_000_000);
const databaseUrl = process.env.DATABASE_URL || undefined;

console.log(
  `durability: ${cycles} cycles on ${databaseUrl ? 'Postgres' : 'SQLite'}, seed ${seed} (--seed to repeat)`,
);
const summary = await runDurability({
  cycles,
  databaseUrl,
  seed,
  log: (line) => console.log(line),
});

const list = (items) => (items.length === 0 ? 'none' : `\n  ${items.join('\n  ')}`);
console.log(`
cycles:                    ${summary.cycles} (${summary.seconds} s, ${summary.database})
acknowledged and found:    ${summary.acknowledged.messages} messages, ${summary.acknowledged.images} images
requests cut by the kills: ${summary.cut}
lost after a restart:      ${list(summary.lost)}
files without their row:   ${list(summary.orphanFiles)}
temp files after a start:  ${list(summary.tempFiles)}
images shown without file: ${list(summary.rowsWithoutFile)}
unfinished uploads:        ${summary.unfinished} (cut before marked stored: never listed, removed an hour later)`);

const failed =
  summary.lost.length > 0 ||
  summary.orphanFiles.length > 0 ||
  summary.tempFiles.length > 0 ||
  summary.rowsWithoutFile.length > 0;
console.log(failed ? '\nFAILED' : '\nOK');
process.exit(failed ? 1 : 0);
