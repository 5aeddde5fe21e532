import type { OutboxHold } from '@ia/shared';
import type { Config } from '../config.js';
import type { OutboxRepository } from '../db/repositories/outbox.js';
import type { Logger } from '../logger.js';
import type { NewsletterRepository } from '../db/repositories/newsletter.js';
import {
  createNewsletterSender,
  type NewsletterSender,
  type NewsletterSenderOptions,
} from './newsletter-sender.js';
import { createOutboxSender, type OutboxSender, type SenderOptions } from './sender.js';
import { createSmtpTransport } from './smtp.js';

export { createOutboxSender, type OutboxSender, type SenderOptions } from './sender.js';
export type { NewsletterSender, NewsletterSenderOptions } from './newsletter-sender.js';

/**
 * The outbox sender of the configuration: SMTP to SMTP_URL from MAIL_FROM once PUBLIC_BASE_URL
 * says where the e-mails' links lead; without either, none: e-mails stay in the outbox, `start()`
 * says so in the log once and `held` says why.
 */
/** The setting e-mails wait for before they are sent, if any. */
export function outboxHold(config: Pick<Config, 'mail' | 'publicBaseUrl'>): OutboxHold | undefined {
  if (!config.mail.smtpUrl) return 'SMTP_URL';
  if (config.publicBaseUrl === undefined) return 'PUBLIC_BASE_URL';
  return undefined;
}

export function createConfiguredSender(deps: {
  config: Config;
  outbox: OutboxRepository;
  logger: Logger;
  options?: SenderOptions;
  /** The clock of the services (tests move it): e-mails are due by it. */
  now?: () => Date;
}): OutboxSender {
  const { smtpUrl, from } = deps.config.mail;
  const held = outboxHold(deps.config);
  return createOutboxSender({
    outbox: deps.outbox,
    transport: held === undefined && smtpUrl ? createSmtpTransport(smtpUrl) : undefined,
    held,
    from,
    logger: deps.logger,
    options: deps.options,
    now: deps.now && (() => deps.now!().getTime()),
  });
}

/**
 * The newsletter sender of the configuration: through SMTP_URL at NEWSLETTER_RATE, once
 * PUBLIC_BASE_URL says where the links lead; without either it sends nothing (issues wait).
 */
export function createConfiguredNewsletterSender(deps: {
  config: Config;
  newsletter: NewsletterRepository;
  logger: Logger;
  options?: Partial<NewsletterSenderOptions>;
  now?: () => Date;
  /** An issue finished sending. */
  onSent?: () => void;
}): NewsletterSender {
  const { config } = deps;
  const smtpUrl = config.mail.smtpUrl;
  return createNewsletterSender({
    newsletter: deps.newsletter,
    transport:
      outboxHold(config) === undefined && smtpUrl
        ? createSmtpTransport(smtpUrl, { pool: true })
        : undefined,
    from: config.mail.from,
    siteName: config.siteName,
    origin: config.publicBaseUrl ?? config.siteUrl,
    logger: deps.logger,
    options: { rate: config.newsletterRate, ...deps.options },
    now: deps.now && (() => deps.now!().getTime()),
    onSent: deps.onSent,
  });
}
