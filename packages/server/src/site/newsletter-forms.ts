import {
  localizedPath,
  NEWSLETTER_FIELDS,
  NEWSLETTER_PAGES,
  NEWSLETTER_QUERY,
  splitLanguagePath,
  type LanguageCode,
  type NewsletterResult,
} from '@ia/shared';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { ApiError } from '../errors.js';
import { requestInfo } from '../middleware/admin.js';
import { redirectWithin } from '../middleware/redirect.js';
import type { NewsletterService } from '../services/newsletter.js';

/** A form's fields, as a browser posts them (`application/x-www-form-urlencoded`). */
const formBody = koaBody({
  json: false,
  urlencoded: true,
  // An address of 254 characters, a language, three topics, a key: well under this.
  formLimit: 2 * 1024,
  text: false,
  multipart: false,
});

type Form = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
/** Checkboxes: none, one (a string) or several (a list). */
const many = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The page at `path` in `language` with the query given (empty values left out). */
function pageAddress(language: string, path: string, query: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return `${localizedPath(language, path)}${text ? `?${text}` : ''}`;
}

/** The fields a 422 names (`topics.0` is topics), as the pages' `errors` query (`email,topics`). */
const fieldsOf = (error: ApiError): string => {
  const named = Object.keys(error.options.fields ?? {}).map((path) => path.split('.')[0]);
  return NEWSLETTER_FIELDS.filter((field) => named.includes(field)).join(',') || 'email';
};

/**
 * The newsletter's forms on the site, for readers without JavaScript (the site's pages are
 * rendered on the server; NEWSLETTER_PAGES): each form posts to its own page's address, here
 * the same newsletter service as the API's answers it, and the reader is sent (303) to the page
 * with the outcome: `?result=sent` (the same for any address), `?errors=email` for a field to
 * correct, `?result=subscribed|expired` after a confirmation, `?result=saved|unsubscribed` on
 * the preferences page. A confirmation happens only by this POST, never by opening the link
 * (mail scanners open links).
 */
export function newsletterForms(newsletter: NewsletterService): Middleware {
  const handlers: Record<
    string,
    (ctx: Context, language: LanguageCode, form: Form) => Promise<string>
  > = {
    [NEWSLETTER_PAGES.subscribe]: async (ctx, language, form) => {
      const page = (query: Record<string, string | undefined>) =>
        pageAddress(language, NEWSLETTER_PAGES.subscribe, query);
      try {
        await newsletter.subscribe(
          {
            email: one(form.email) ?? '',
            language: one(form.language) ?? language,
            topics: many(form.topics),
          },
          requestInfo(ctx).address,
        );
        return page({ [NEWSLETTER_QUERY.result]: 'sent' satisfies NewsletterResult });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 422) return page({ [NEWSLETTER_QUERY.errors]: fieldsOf(error) });
        if (error.status === 429) {
          return page({ [NEWSLETTER_QUERY.result]: 'busy' satisfies NewsletterResult });
        }
        throw error;
      }
    },

    [NEWSLETTER_PAGES.confirm]: async (_ctx, language, form) => {
      const page = (query: Record<string, string | undefined>) =>
        pageAddress(language, NEWSLETTER_PAGES.confirm, query);
      try {
        const { key } = await newsletter.confirm({ token: one(form.token) });
        return page({
          [NEWSLETTER_QUERY.result]: 'subscribed' satisfies NewsletterResult,
          [NEWSLETTER_QUERY.key]: key,
        });
      } catch (error) {
        // A token mistyped (400), used or expired (410): the same page, with a way back.
        if (error instanceof ApiError && (error.status === 400 || error.status === 410)) {
          return page({ [NEWSLETTER_QUERY.result]: 'expired' satisfies NewsletterResult });
        }
        throw error;
      }
    },

    [NEWSLETTER_PAGES.preferences]: async (_ctx, language, form) => {
      const key = one(form.key);
      if (one(form.action) === 'unsubscribe') {
        try {
          await newsletter.unsubscribe(key);
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) {
            return pageAddress(language, NEWSLETTER_PAGES.preferences, { key });
          }
          throw error;
        }
        return pageAddress(language, NEWSLETTER_PAGES.preferences, {
          [NEWSLETTER_QUERY.key]: key,
          [NEWSLETTER_QUERY.result]: 'unsubscribed' satisfies NewsletterResult,
        });
      }
      try {
        const saved = await newsletter.changePreferences({
          key,
          language: one(form.language),
          topics: many(form.topics),
        });
        // The page of the preferences in the language chosen.
        return pageAddress(saved.language, NEWSLETTER_PAGES.preferences, {
          [NEWSLETTER_QUERY.key]: key,
          [NEWSLETTER_QUERY.result]: 'saved' satisfies NewsletterResult,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 422 && !error.options.fields?.key) {
          return pageAddress(language, NEWSLETTER_PAGES.preferences, {
            [NEWSLETTER_QUERY.key]: key,
            [NEWSLETTER_QUERY.errors]: fieldsOf(error),
          });
        }
        // An unknown key: its page says so.
        if (error.status === 404 || error.status === 422) {
          return pageAddress(language, NEWSLETTER_PAGES.preferences, {
            [NEWSLETTER_QUERY.key]: key,
          });
        }
        throw error;
      }
    },
  };

  return async (ctx, next) => {
    if (ctx.method !== 'POST') return next();
    const { language, path } = splitLanguagePath(ctx.path);
    const handle = handlers[path];
    if (!handle || localizedPath(language, path) !== ctx.path) return next();
    await formBody(ctx, async () => {});
    const body = ctx.request.body as Form | undefined;
    const target = await handle(ctx, language, typeof body === 'object' && body ? body : {});
    ctx.set('Cache-Control', 'no-store');
    redirectWithin(ctx, target, { status: 303, cacheControl: 'no-store' });
  };
}
