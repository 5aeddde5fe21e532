// `npm run backup -- FILE` and `npm run restore -- FILE`: build the server if it is not built
// yet, then run its backup command with this shell's settings (DATA_DIR, DATABASE_URL, S3_*).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}/packages/server/dist/backup/main.js`;
if (!existsSync(entry) || !existsSync(`${root}/packages/shared/dist/index.js`)) {
  console.log('Building the server first…');
  for (const workspace of ['@ia/shared', '@ia/server']) {
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
const run = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
