import { runBackupCommand } from './cli.js';

// `node dist/backup/main.js backup|restore FILE` (npm run backup / restore at the root).
process.exitCode = await runBackupCommand(process.argv.slice(2));
