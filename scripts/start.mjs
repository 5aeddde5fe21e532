// `npm start`: build what is not built yet, then run the server (site + API on PORT, default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  'packages/shared/dist/index.js',
  'packages/server/dist/main.js',
  'packages/widgets/dist/embed/embed.js',
  'packages/site/dist/server/render.js',
  'packages/admin/dist/index.html',
];
const missing = outputs.filter((file) => !existsSync(`${root}/${file}`));
if (missing.length > 0) {
  console.log(`Building first (missing: ${missing.join(', ')})…`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await import('../packages/server/dist/main.js');
await server.main();
