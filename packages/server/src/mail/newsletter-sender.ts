import type { NewsletterIssueDocument } from '@ia/shared';
import type { ClaimedRecipient, NewsletterRepository } from '../db/repositories/newsletter.js';
import type { Logger } from '../logger.js';
import { domainOf } from '../services/mail.js';
import { renderNewsletterEmail } from './newsletter.js';
import { createPollLoop } from './poll-loop.js';
import { retryDelayMs, SENDER_DEFAULTS } from './sender.js';
import { MailSendError, type MailTransport } from './smtp.js';

/**
 * The background sender of newsletter issues. Sending an issue writes one recipient row per
 * subscribed address first (newsletter repository, `startDue`); this claims rows for a while
 * (`leaseMs`), sends each through the SMTP transport at `rate` messages per second (per
 * process), and marks it: sent; bounced on a permanent refusal (5xx), which also marks the
 * subscriber bounced so nothing more is sent to them; waiting again, later, on a temporary
 * failure (growing waits, as the outbox), failed after `maxAttempts`.
 *
 * A process stopped or killed mid-send leaves its rows claimed; once the claim runs out another
 * process, or this one after a restart, sends them. Each row's Message-ID is made from the
 * issue and the subscriber, so a row sent again after a crash between the mail server's answer
 * and the mark is the same message to the receiver. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` on Postgres, so processes sharing one database share the work.
 */
export interface NewsletterSenderOptions {
  /** Messages per second (NEWSLETTER_RATE). */
  rate: number;
  /** How often due issues and rows are looked for (default 2 s). */
  pollMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  maxAttempts?: number;
  leaseMs?: number;
  /** Rows claimed at a time. */
  batch?: number;
}

export interface NewsletterSender {
  start(): void;
  /** An issue was sent or scheduled: look now. */
  wake(): void;
  close(): Promise<void>;
}

export function createNewsletterSender(deps: {
  newsletter: NewsletterRepository;
  transport: MailTransport | undefined;
  /** MAIL_FROM. */
  from: string;
  siteName: string;
  /** Where the e-mails' links lead (PUBLIC_BASE_URL). */
  origin: string;
  logger: Logger;
  options: NewsletterSenderOptions;
  now?: () => number;
  /** An issue finished sending (the site's archive shows it). */
  onSent?: () => void;
}): NewsletterSender {
  const { newsletter, transport, logger } = deps;
  const now = deps.now ?? Date.now;
  const options = {
    pollMs: 2000,
    retryBaseMs: SENDER_DEFAULTS.retryBaseMs,
    retryMaxMs: SENDER_DEFAULTS.retryMaxMs,
    maxAttempts: SENDER_DEFAULTS.maxAttempts,
    leaseMs: SENDER_DEFAULTS.leaseMs,
    ...deps.options,
  };
  const interval = 1000 / options.rate;
  const batch = options.batch ?? Math.max(1, Math.min(100, Math.ceil(options.rate * 2)));
  const domain = domainOf(deps.from);
  const mailbox = /<([^>]+)>/.exec(deps.from)?.[1] ?? deps.from;
  const documents = new Map<number, NewsletterIssueDocument | undefined>();
  const held = new Set<number>();
  let started = false;
  let nextSendAt = 0;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());

  async function documentOf(issueId: number) {
    if (!documents.has(issueId)) {
      documents.set(issueId, (await newsletter.findIssue(issueId))?.document);
    }
    return documents.get(issueId);
  }

  async function sendOne(row: ClaimedRecipient, mail: MailTransport): Promise<void> {
    const document = await documentOf(row.issueId);
    if (!document || row.email === null || row.subscriberStatus !== 'subscribed') {
      // Unsubscribed, bounced or erased since the send began: nothing goes to them.
      await newsletter.markRecipient(row.id, { status: 'skipped' });
      return;
    }
    const email = renderNewsletterEmail({
      document,
      language: row.language,
      siteName: deps.siteName,
      origin: deps.origin,
      manageKey: row.manageKey,
      mailbox,
    });
    const wait = nextSendAt - now();
    if (wait > 0) await pause(wait);
    nextSendAt = Math.max(now(), nextSendAt) + interval;
    try {
      await mail.send({
        from: deps.from,
        to: row.email,
        replyTo: null,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<newsletter-${row.issueId}-${row.subscriberId}@${domain}>`,
        headers: email.headers,
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof MailSendError && error.permanent) {
        await newsletter.markRecipient(row.id, { status: 'bounced', error: message, attempts });
        await newsletter.updateSubscriber(row.subscriberId, {
          status: 'bounced',
          at: new Date(now()).toISOString(),
        });
        logger.warn('newsletter refused for good: subscriber marked bounced', {
          issue: row.issueId,
          subscriber: row.subscriberId,
        });
      } else if (attempts >= options.maxAttempts) {
        await newsletter.markRecipient(row.id, { status: 'failed', error: message, attempts });
        logger.error('newsletter not sent: given up', { issue: row.issueId, error: message });
      } else {
        const delay = retryDelayMs(attempts, options.retryBaseMs, options.retryMaxMs);
        await newsletter.markRecipient(row.id, {
          status: 'waiting',
          error: message,
          attempts,
          nextAttemptAt: now() + delay,
        });
      }
      return;
    }
    await newsletter.markRecipient(row.id, {
      status: 'sent',
      at: new Date(now()).toISOString(),
    });
  }

  async function sendDue(mail: MailTransport): Promise<void> {
    await newsletter.startDue(now(), new Date(now()).toISOString());
    while (!loop.stopped) {
      const claimedAt = now();
      const rows = await newsletter.claimRecipients(claimedAt, options.leaseMs, batch);
      if (rows.length === 0) break;
      for (const row of rows) held.add(row.id);
      for (const row of rows) {
        if (loop.stopped) return;
        // Half the claim gone (a slow mail server): the rest is given back before another
        // process may take it, and claimed again.
        if (now() - claimedAt > options.leaseMs / 2) break;
        await sendOne(row, mail);
        held.delete(row.id);
      }
      if (held.size > 0) {
        await newsletter.releaseRecipients([...held]);
        held.clear();
      }
    }
    // An issue sent is public content (the archive, its feed, the sitemap): caches drop it.
    if ((await newsletter.finishSent(new Date(now()).toISOString())) > 0) deps.onSent?.();
  }

  const loop = createPollLoop({
    pollMs: options.pollMs,
    work: () => sendDue(transport!),
    onError: (error) =>
      logger.warn('the newsletter could not be sent now', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });

  return {
    start() {
      if (started || loop.stopped || !transport) return;
      started = true;
      loop.start();
    },
    wake() {
      if (!started) return;
      documents.clear();
      loop.wake();
    },
    async close() {
      await loop.stop();
      await newsletter.releaseRecipients([...held]).catch(() => undefined);
      held.clear();
      transport?.close();
    },
  };
}
