import type { OutboxHold } from '@ia/shared';
import type { OutboxRepository, StoredOutboxEmail } from '../db/repositories/outbox.js';
import type { Logger } from '../logger.js';
import { createPollLoop } from './poll-loop.js';
import { MailSendError, type MailTransport } from './smtp.js';

/**
 * The background sender of the outbox. E-mails are written to `outbox_emails` in the
 * transaction of what causes them; this sends them, in every server process at once without
 * sending one twice at the same time (a row is claimed for `leaseMs` by a conditional update),
 * tries again with growing waits when the mail server is away, and gives up (status `failed`,
 * shown to administrators, who can put it back) after `maxAttempts` or when the server refuses
 * the message for good (5xx).
 *
 * A process killed between the mail server's acceptance and the row marked sent leaves the row
 * claimed; once the claim runs out it is sent again with the same Message-ID (at least once,
 * never lost; the receiver's Message-ID tells the copies apart).
 *
 * It looks for due e-mails every `pollMs` (e-mails of other processes, retries) and at once when
 * this process writes one (`wake`).
 */
export interface SenderOptions {
  /** How often due e-mails are looked for (default 5 s). */
  pollMs?: number;
  /** Wait after the first failed try; doubled after each further one (default 30 s). */
  retryBaseMs?: number;
  /** Longest wait between two tries (default 1 hour). */
  retryMaxMs?: number;
  /** Tries before an e-mail is marked failed (default 20: about 14 hours with the defaults). */
  maxAttempts?: number;
  /**
   * How long a claimed e-mail is this process's (default 2 minutes: longer than a send may take
   * with the SMTP timeouts); after that another process may send it.
   */
  leaseMs?: number;
  /** E-mails claimed at a time. */
  batch?: number;
}

export const SENDER_DEFAULTS: Required<SenderOptions> = {
  pollMs: 5000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60 * 1000,
  maxAttempts: 20,
  leaseMs: 2 * 60 * 1000,
  batch: 10,
};

/** The wait before try `attempts + 1`: base, 2 × base, 4 × base… at most `max`, ±10 %. */
export function retryDelayMs(
  attempts: number,
  base: number,
  max: number,
  random: () => number = Math.random,
): number {
  const plain = Math.min(max, base * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(plain * (0.9 + 0.2 * random()));
}

export interface OutboxSender {
  /** Starts looking for due e-mails (without a transport: says once that none are sent). */
  start(): void;
  /** Something was written to the outbox: look now. */
  wake(): void;
  /** Stops; waits for the e-mail being sent, and gives back the claims of the rest. */
  close(): Promise<void>;
  /** Whether e-mails are sent at all (SMTP_URL and PUBLIC_BASE_URL set). */
  readonly sending: boolean;
  /** The setting e-mails wait for in the outbox; undefined when they are sent. */
  readonly held: OutboxHold | undefined;
}

/** What the log says once at start when e-mails are kept in the outbox, for each setting. */
const HELD_BECAUSE: Record<OutboxHold, string> = {
  SMTP_URL:
    'SMTP_URL is not set: e-mails are kept in the outbox, not sent; administrators see them at GET /api/admin/emails. Set SMTP_URL and MAIL_FROM to send them.',
  PUBLIC_BASE_URL:
    "PUBLIC_BASE_URL is not set: e-mails are kept in the outbox, not sent, as their links could not lead to this site; administrators see them at GET /api/admin/emails. Set PUBLIC_BASE_URL to the site's address (such as https://example.org) to send them.",
};

export function createOutboxSender(deps: {
  outbox: OutboxRepository;
  /** Undefined without SMTP_URL or PUBLIC_BASE_URL: e-mails stay in the outbox. */
  transport: MailTransport | undefined;
  /** The setting missing, without a transport (default SMTP_URL). */
  held?: OutboxHold;
  /** MAIL_FROM. */
  from: string;
  logger: Logger;
  now?: () => number;
  options?: SenderOptions;
}): OutboxSender {
  const { outbox, transport, from, logger } = deps;
  const now = deps.now ?? Date.now;
  const options = { ...SENDER_DEFAULTS, ...deps.options };
  let started = false;
  /** Claimed by this process and not sent yet. */
  const held = new Set<number>();

  async function sendOne(email: StoredOutboxEmail, mail: MailTransport): Promise<void> {
    try {
      await mail.send({
        from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
      });
    } catch (error) {
      const attempts = email.attempts + 1;
      const permanent = error instanceof MailSendError && error.permanent;
      const givenUp = permanent || attempts >= options.maxAttempts;
      const message = error instanceof Error ? error.message : String(error);
      const wait = retryDelayMs(attempts, options.retryBaseMs, options.retryMaxMs);
      await outbox.markAttemptFailed(email.id, {
        attempts,
        nextAttemptAt: now() + wait,
        error: message,
        givenUp,
      });
      held.delete(email.id);
      const fields = { id: email.id, kind: email.kind, attempts, error: message };
      if (givenUp) logger.error('e-mail not sent: given up, see the outbox', fields);
      else logger.warn('e-mail not sent: trying again later', { ...fields, retryInMs: wait });
      return;
    }
    await outbox.markSent(email.id, new Date(now()).toISOString());
    held.delete(email.id);
    logger.info('e-mail sent', { id: email.id, kind: email.kind, attempts: email.attempts + 1 });
  }

  async function sendDue(mail: MailTransport): Promise<void> {
    while (!loop.stopped) {
      const due = await outbox.claimDue(now(), options.leaseMs, options.batch);
      if (due.length === 0) return;
      for (const email of due) held.add(email.id);
      for (const email of due) {
        if (loop.stopped) return;
        await sendOne(email, mail);
      }
    }
  }

  const loop = createPollLoop({
    pollMs: options.pollMs,
    work: () => sendDue(transport!),
    onError: (error) =>
      logger.warn('the outbox could not be read', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });

  return {
    get sending() {
      return transport !== undefined;
    },
    get held() {
      return transport === undefined ? (deps.held ?? 'SMTP_URL') : undefined;
    },
    start() {
      if (started || loop.stopped) return;
      started = true;
      if (!transport) {
        logger.warn(HELD_BECAUSE[deps.held ?? 'SMTP_URL']);
        return;
      }
      loop.start();
    },
    wake() {
      if (started && transport) loop.wake();
    },
    async close() {
      await loop.stop();
      if (held.size > 0) {
        await outbox.release([...held]).catch(() => undefined);
        held.clear();
      }
      transport?.close();
    },
  };
}
