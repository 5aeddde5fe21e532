import type { Config } from '../config.js';
import type { OutboxRepository } from '../db/repositories/outbox.js';
import type { Logger } from '../logger.js';
import { createOutboxSender, type OutboxSender, type SenderOptions } from './sender.js';
import { createSmtpTransport } from './smtp.js';

export { createOutboxSender, type OutboxSender, type SenderOptions } from './sender.js';

/**
 * The outbox sender of the configuration: SMTP to SMTP_URL from MAIL_FROM, or (without
 * SMTP_URL) none: e-mails stay in the outbox, and `start()` says so in the log once.
 */
export function createConfiguredSender(deps: {
  config: Config;
  outbox: OutboxRepository;
  logger: Logger;
  options?: SenderOptions;
  /** The clock of the services (tests move it): e-mails are due by it. */
  now?: () => Date;
}): OutboxSender {
  const { smtpUrl, from } = deps.config.mail;
  return createOutboxSender({
    outbox: deps.outbox,
    transport: smtpUrl ? createSmtpTransport(smtpUrl) : undefined,
    from,
    logger: deps.logger,
    options: deps.options,
    now: deps.now && (() => deps.now!().getTime()),
  });
}
