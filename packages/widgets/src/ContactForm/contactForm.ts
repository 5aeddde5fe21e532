/** Plain logic of the contact form; no React, callable from a test. */
import { ApiError } from '../core/api';

export type ContactField = 'name' | 'email' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/** How a failed send is explained. */
export type SendFailure =
  | { kind: 'fields'; fields: Partial<Record<ContactField, string>>; other?: string }
  | { kind: 'rateLimited' }
  | { kind: 'network' }
  | { kind: 'server' };

/**
 * Sorts a failed send into what the form shows: the API's per-field messages on a 400/422, a
 * "too many" message on a 429, a connection message when no answer came, else a server one.
 */
export function describeSendFailure(error: unknown): SendFailure {
  if (error instanceof ApiError && error.status > 0) {
    if (error.status === 429) return { kind: 'rateLimited' };
    if ((error.status === 400 || error.status === 422) && error.fields) {
      const fields: Partial<Record<ContactField, string>> = {};
      const other: string[] = [];
      for (const [key, message] of Object.entries(error.fields)) {
        if ((CONTACT_FIELDS as readonly string[]).includes(key)) {
          fields[key as ContactField] = message;
        } else {
          other.push(message);
        }
      }
      if (Object.keys(fields).length > 0) {
        return { kind: 'fields', fields, other: other.join(' ') || undefined };
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
export function localizeFieldError(
  field: ContactField,
  message: string | undefined,
  known: Record<ContactField, { english: string; localized: string }>,
): string | undefined {
  if (!message) return undefined;
  return message === known[field].english ? known[field].localized : message;
}
