import * as v from 'valibot';

/** Longest message the server accepts; the body limit of the endpoint is set from it. */
export const CONTACT_MESSAGE_MAX = 5000;

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  message: 'Message must be at least 10 characters',
} as const;

/** Letters, digits, punctuation and symbols: what a reader sees (not spaces, marks or controls). */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/gu;
const visibleCount = (text: string) => text.match(VISIBLE)?.length ?? 0;
/** Control characters (NUL, escape…) and invisible format characters (zero-width space…). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const INVISIBLE_EXCEPT_LINES = /[^\P{Cc}\t\n\r]|\p{Cf}/u;

/**
 * The contact form's rules (spec section 5). The form and the server both validate with this
 * schema, so the browser and the API always give the same answer and the same words.
 */
export const contactMessageSchema = v.object({
  name: v.pipe(
    v.string(CONTACT_MESSAGES.name),
    v.trim(),
    v.minLength(2, CONTACT_MESSAGES.name),
    v.maxLength(200, 'Name must be at most 200 characters'),
    v.check((name) => !INVISIBLE.test(name), 'Name must not contain invisible characters'),
    v.check((name) => visibleCount(name) >= 2, CONTACT_MESSAGES.name),
  ),
  email: v.pipe(
    v.string(CONTACT_MESSAGES.email),
    v.trim(),
    v.email(CONTACT_MESSAGES.email),
    v.maxLength(254, CONTACT_MESSAGES.email),
  ),
  message: v.pipe(
    v.string(CONTACT_MESSAGES.message),
    v.trim(),
    v.minLength(10, CONTACT_MESSAGES.message),
    v.maxLength(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
    v.check(
      (message) => !INVISIBLE_EXCEPT_LINES.test(message),
      'Message must not contain invisible characters',
    ),
    v.check((message) => visibleCount(message) >= 10, CONTACT_MESSAGES.message),
  ),
});
export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

/**
 * Hidden form field that people leave empty and spam robots fill in. When it is non-empty the
 * server answers 201 as usual but stores nothing.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** The 201 answer of `POST /api/contact-messages`. */
export const contactMessageCreatedSchema = v.object({
  id: v.number(),
  /** ISO 8601 date-time. */
  createdAt: v.string(),
});
export type ContactMessageCreated = v.InferOutput<typeof contactMessageCreatedSchema>;
