import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type Router from '@koa/router';
import { ERROR_CODES } from '@ia/shared';
import { BackupError, type BackupSummary } from '../backup/backup.js';
import { ApiError } from '../errors.js';
import { scheduledName } from '../backup/schedule.js';
import type { Logger } from '../logger.js';
import { requireRole, type AdminGuardOptions } from '../middleware/admin.js';
import type { AuthService, SignedIn } from '../services/auth.js';

export interface BackupDownloads {
  /** Writes a backup of the whole site to `file` (backup/backup.ts writeBackup). */
  write(file: string): Promise<BackupSummary>;
  /** Where a backup is written before it is sent (on the server's own disk). */
  tempDir: string;
}

/**
 * GET /api/admin/backup, for administrators only (403 for other roles): a backup of the whole
 * site, the file `npm run restore` takes. It is written whole first (a failure is an error in
 * the contract's shape: 503 with the database down or, in production, no BACKUP_PASSPHRASE to
 * encrypt it with; 507 with the disk full), then sent as an
 * attachment, and removed once sent.
 */
export function backupRoutes(
  router: Router,
  deps: { auth: AuthService; guard: AdminGuardOptions; backups: BackupDownloads; logger: Logger },
): void {
  const administrator = requireRole(deps.auth, deps.guard, 'administrator');

  router.get('/api/admin/backup', administrator, async (ctx) => {
    await mkdir(deps.backups.tempDir, { recursive: true });
    const file = join(deps.backups.tempDir, `.download-${randomBytes(8).toString('hex')}.backup`);
    try {
      const summary = await deps.backups.write(file);
      const { size } = await stat(file);
      const admin = ctx.state.admin as SignedIn;
      deps.logger.info('backup downloaded', { by: admin.user.email, ...summary });
      ctx.set('Cache-Control', 'no-store');
      ctx.set('Content-Disposition', `attachment; filename="${scheduledName(new Date())}"`);
      ctx.type = 'application/octet-stream';
      ctx.length = size;
      const body = createReadStream(file);
      body.once('close', () => void rm(file, { force: true }));
      ctx.body = body;
    } catch (error) {
      await rm(file, { force: true });
      // Not written, and why (BACKUP_PASSPHRASE missing in production, a site not set up).
      if (error instanceof BackupError)
        throw new ApiError(503, ERROR_CODES.unavailable, error.message);
      throw error;
    }
  });
}
