import type { Transporter } from 'nodemailer';

/**
 * The one place the server talks SMTP (nodemailer). Everything that sends mail goes through
 * `MailTransport`, so timeouts and connection settings are tuned here only.
 */
export interface OutgoingEmail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** `<…@…>`: the same on every try, so a receiver can tell a second copy from a new e-mail. */
  messageId: string;
  /** Further headers (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** How long each step of talking to the mail server may take by default. */
export const SMTP_TIMEOUT_MS = 30_000;

/**
 * Why a send failed, and whether trying again later can help: a 5xx answer to the message
 * (address refused, message refused) will not change; a connection that failed, timed out or
 * got a 4xx (greylisting, server busy) may work later.
 */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailSendError';
  }
}

function sendError(error: unknown): MailSendError {
  const { responseCode, code, message } = (error ?? {}) as {
    responseCode?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' ? message : String(error);
  // Authentication refused (535) is a setting to fix, not a reason to drop the e-mail.
  const permanent =
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode !== 535 &&
    code !== 'EAUTH';
  return new MailSendError(
    `${typeof code === 'string' ? `${code}: ` : ''}${text}`.slice(0, 1000),
    permanent,
  );
}

/**
 * A transport to the server of SMTP_URL: `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://…:465` (TLS from the start). One connection per e-mail (or one kept open with `pool`), with
 * `timeoutMs` for connecting, the greeting and each exchange.
 */
export function createSmtpTransport(
  url: string,
  options: {
    timeoutMs?: number;
    /** Keep one connection open for many e-mails (the newsletter's sends), not one per e-mail. */
    pool?: boolean;
  } = {},
): MailTransport {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  // nodemailer is loaded with the first e-mail, not at every start.
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        ...(options.pool ? { pool: true, maxConnections: 1, maxMessages: Infinity } : {}),
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
        dnsTimeout: timeout,
      }),
    ));
  return {
    async send(email) {
      try {
        await (
          await connect()
        ).sendMail({
          from: email.from,
          to: email.to,
          ...(email.replyTo ? { replyTo: email.replyTo } : {}),
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: email.messageId,
          ...(email.headers ? { headers: email.headers } : {}),
        });
      } catch (error) {
        throw sendError(error);
      }
    },
    close() {
      void transporter?.then((t) => t.close());
    },
  };
}
