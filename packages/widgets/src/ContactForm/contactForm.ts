/** Plain logic of the contact form; no React, callable from a test. */
import { ApiError } from '../core/api';

export type ContactField = 'name' | 'email' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** How a failed send is explained (the fields of the form that sent it: the contact form's by default). */
export type SendFailure<F extends string = ContactField> =
  | { kind: 'fields'; fields: Partial<Record<F, string>>; other?: string }
  | { kind: 'rateLimited' }
  | { kind: 'network' }
  | { kind: 'server' };

/**
 * Sorts a failed send into what the form shows: the API's per-field messages on a 400/422 (an
 * item of a list, `topics.0`, is its field's), a "too many" message on a 429, a connection
 * message when no answer came, else a server one. `fields` are the form's (the contact form's
 * by default; the newsletter's sign-up passes its own).
 */
export function describeSendFailure<F extends string = ContactField>(
  error: unknown,
  fields: readonly F[] = CONTACT_FIELDS as readonly string[] as readonly F[],
): SendFailure<F> {
  if (error instanceof ApiError && error.status > 0) {
    if (error.status === 429) return { kind: 'rateLimited' };
    if ((error.status === 400 || error.status === 422) && error.fields) {
      const named: Partial<Record<F, string>> = {};
      const other: string[] = [];
      for (const [key, message] of Object.entries(error.fields)) {
        const field = key.split('.')[0]!;
        if ((fields as readonly string[]).includes(field)) {
          named[field as F] ??= message;
        } else {
          other.push(message);
        }
      }
      if (Object.keys(named).length > 0) {
        return { kind: 'fields', fields: named, other: other.join(' ') || undefined };
      }
    }
    return { kind: 'server' };
  }
  // No HTTP answer at all (offline, DNS, CORS, a timeout, a status-0 network error).
  return { kind: 'network' };
}

/** The message pre-filled for a venture (`/contact?venture=…`), or empty. */
export function ventureMessage(venture: string | undefined, template: string): string {
  const name = venture?.trim();
  return name ? template.replace('{venture}', name) : '';
}

/**
 * The schema's (and the server's) English rule messages in the reader's language: a known
 * message is looked up by field, anything else is shown as the API wrote it.
 */
export function localizeFieldError<F extends string>(
  field: F,
  message: string | undefined,
  known: Record<F, { english: string; localized: string }>,
): string | undefined {
  if (!message) return undefined;
  return message === known[field].english ? known[field].localized : message;
}
