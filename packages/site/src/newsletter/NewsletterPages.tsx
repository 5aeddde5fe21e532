import { css } from '@emotion/react';
import {
  DEFAULT_LANGUAGE,
  isRichTextDocument,
  LANGUAGE_CODES,
  localizedPath,
  NEWSLETTER_ARCHIVE,
  NEWSLETTER_PAGES,
  NEWSLETTER_QUERY,
  NEWSLETTER_TOPICS,
  newsletterArchiveIssueSchema,
  newsletterArchiveSchema,
  newsletterErrorsOf,
  newsletterPreferencesAnswerSchema,
  newsletterResultOf,
  type NewsletterField,
  type NewsletterTopic,
} from '@ia/shared';
import {
  formatDate,
  isoDate,
  LANGUAGES,
  newsletterMessages,
  RichText,
  useMessages,
  useWidgetSettings,
  type ApiClient,
} from '@ia/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { PageSection } from '../components/PageSection';
import { SiteLink } from '../components/SiteLink';
import { usePageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { Rich } from '../i18n/Rich';
import { langAttr } from '../model/useContent';
import { color, focusOutline, radius, TOUCH_TARGET } from '../theme';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * The newsletter's pages (NEWSLETTER_PAGES, one route `/newsletter/:form`), each in the
 * language of its address and working without JavaScript: their forms post to the page's own
 * address, which the server answers (site/newsletter-forms.ts) by sending the reader back here
 * with the outcome in the query. The sign-up form is also the Insights page's, and the route's
 * page module is the Insights page's (`InsightsPage.tsx` exports `NewsletterPage`): one chunk,
 * and no new entry in the first download's list of page modules.
 */

const label = css`
  display: block;
  font-weight: 600;
  margin-block-end: 6px;
`;

const control = css`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: 28em;
  min-block-size: ${TOUCH_TARGET};
  padding: 0 0.75em;
  font: inherit;
  color: ${color.text};
  background: ${color.surface};
  border: 1px solid ${color.muted};
  border-radius: ${radius.control};
  &:focus-visible {
    outline: ${focusOutline.outline};
    outline-offset: ${focusOutline.outlineOffset}px;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${color.danger};
  }
`;

export const newsletterButton = css`
  min-block-size: ${TOUCH_TARGET};
  padding: 0 1.25em;
  font: inherit;
  font-weight: 600;
  color: ${color.onPrimary};
  background: ${color.primary};
  border: 0;
  border-radius: ${radius.control};
  cursor: pointer;
  &:hover {
    background: ${color.primaryHover};
  }
  &:focus-visible {
    outline: ${focusOutline.outline};
    outline-offset: ${focusOutline.outlineOffset}px;
  }
`;

const checkbox = css`
  display: flex;
  align-items: center;
  gap: 0.5em;
  min-block-size: ${TOUCH_TARGET};
  input {
    inline-size: 1.25em;
    block-size: 1.25em;
    margin: 0;
    accent-color: ${color.primary};
  }
  input:focus-visible {
    outline: ${focusOutline.outline};
    outline-offset: ${focusOutline.outlineOffset}px;
  }
`;

const fieldError = css`
  margin: 6px 0 0;
  color: ${color.danger};
  font-weight: 600;
`;

/** An error in the form's words: the service's field message in the reader's language. */
export function useNewsletterWords() {
  return useMessages(newsletterMessages);
}

/** The list of fields to correct, above the form (the page's first words after its title). */
export function NewsletterErrors({
  errors,
  idPrefix,
}: {
  errors: readonly NewsletterField[];
  idPrefix: string;
}) {
  const t = useNewsletterWords();
  if (errors.length === 0) return null;
  return (
    <div
      role="alert"
      css={{
        margin: '0 0 1.25em',
        padding: '0.75em 1em',
        border: `2px solid ${color.danger}`,
        borderRadius: radius.control,
      }}
    >
      <p css={{ margin: '0 0 0.25em', fontWeight: 700 }}>{t('fieldsTitle')}</p>
      <ul css={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {errors.map((field) => (
          <li key={field}>
            <a href={`#${idPrefix}-${field}`} css={{ color: color.danger }}>
              {t(`error.${field}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The language menu (native names, each in its own language) and the topics, for both forms. */
export function NewsletterChoices({
  idPrefix,
  language,
  topics,
  errors,
}: {
  idPrefix: string;
  language: string;
  topics: readonly NewsletterTopic[];
  errors: readonly NewsletterField[];
}) {
  const t = useNewsletterWords();
  const topicsInvalid = errors.includes('topics');
  const languageInvalid = errors.includes('language');
  return (
    <>
      <div css={{ marginBlockEnd: '1em' }}>
        <label htmlFor={`${idPrefix}-language`} css={label}>
          {t('language')}
        </label>
        <select
          id={`${idPrefix}-language`}
          name="language"
          defaultValue={language}
          css={control}
          aria-invalid={languageInvalid || undefined}
          aria-describedby={languageInvalid ? `${idPrefix}-language-error` : undefined}
        >
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code} {...langAttr(code, language)}>
              {LANGUAGES.find((option) => option.code === code)?.nativeName ?? code}
            </option>
          ))}
        </select>
        {languageInvalid && (
          <p id={`${idPrefix}-language-error`} css={fieldError}>
            {t('error.language')}
          </p>
        )}
      </div>
      <fieldset
        id={`${idPrefix}-topics`}
        css={{ margin: '0 0 1em', padding: 0, border: 0 }}
        aria-describedby={`${idPrefix}-topics-hint${topicsInvalid ? ` ${idPrefix}-topics-error` : ''}`}
      >
        <legend css={[label, { padding: 0 }]}>{t('topics')}</legend>
        <p id={`${idPrefix}-topics-hint`} css={{ margin: '0 0 4px', color: color.muted }}>
          {t('topicsHint')}
        </p>
        {NEWSLETTER_TOPICS.map((topic) => (
          <label key={topic} css={checkbox}>
            <input
              type="checkbox"
              name="topics"
              value={topic}
              defaultChecked={topics.includes(topic)}
            />
            {t(`topic.${topic}`)}
          </label>
        ))}
        {topicsInvalid && (
          <p id={`${idPrefix}-topics-error`} css={fieldError}>
            {t('error.topics')}
          </p>
        )}
      </fieldset>
    </>
  );
}

/**
 * The sign-up form: e-mail, language (the page's by default) and optional topics. A plain POST
 * to the subscribe page's address (NEWSLETTER_PAGES.subscribe), which the server answers with
 * the newsletter service (site/newsletter-forms.ts): it works without JavaScript. `errors` are
 * the fields the service refused, shown beside them in the reader's language.
 */
export function NewsletterForm({
  language,
  idPrefix = 'newsletter',
  errors = [],
  heading,
}: {
  language: string;
  idPrefix?: string;
  errors?: readonly NewsletterField[];
  /** A title and introduction above the form (the Insights page's); none on the form's own page. */
  heading?: ReactNode;
}) {
  const t = useNewsletterWords();
  const emailInvalid = errors.includes('email');
  return (
    <form
      method="post"
      action={localizedPath(language, NEWSLETTER_PAGES.subscribe)}
      aria-labelledby={heading ? `${idPrefix}-title` : undefined}
      css={{ maxInlineSize: '36em' }}
    >
      {heading}
      <NewsletterErrors errors={errors} idPrefix={idPrefix} />
      <div css={{ marginBlockEnd: '1em' }}>
        <label htmlFor={`${idPrefix}-email`} css={label}>
          {t('email')}
        </label>
        <input
          id={`${idPrefix}-email`}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          dir="ltr"
          css={control}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? `${idPrefix}-email-error` : undefined}
        />
        {emailInvalid && (
          <p id={`${idPrefix}-email-error`} css={fieldError}>
            {t('error.email')}
          </p>
        )}
      </div>
      <NewsletterChoices idPrefix={idPrefix} language={language} topics={[]} errors={errors} />
      <button type="submit" css={newsletterButton}>
        {t('submit')}
      </button>
    </form>
  );
}

function useQueryParams() {
  return new URLSearchParams(useSearch());
}

/** The page's one heading and what follows it. */
function NewsletterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageSection labelledBy="newsletter-title">
      <div css={{ maxInlineSize: '40em' }}>
        <h1 id="newsletter-title" css={{ margin: '0 0 0.5em', lineHeight: 1.2 }}>
          {title}
        </h1>
        {children}
      </div>
    </PageSection>
  );
}

const notice = {
  margin: '0 0 1.25em',
  padding: '0.75em 1em',
  borderRadius: radius.control,
  border: `2px solid ${color.success}`,
  fontWeight: 600,
} as const;

const link = { color: color.primary, fontWeight: 600 } as const;

/** `/newsletter/subscribe`: the form; after a post, "check your inbox" or the fields to correct. */
function SubscribePage() {
  const t = useNewsletterWords();
  const { language } = useSiteTranslation();
  const params = useQueryParams();
  const result = newsletterResultOf(params.get(NEWSLETTER_QUERY.result));
  const errors = newsletterErrorsOf(params.get(NEWSLETTER_QUERY.errors));
  const sent = result === 'sent';
  usePageHead({
    title: sent ? t('sentTitle') : t('heading'),
    description: t('intro'),
    canonicalPath: NEWSLETTER_PAGES.subscribe,
    ...(result || errors.length > 0 ? { noIndex: true } : {}),
  });
  if (sent) {
    return (
      <NewsletterSection title={t('sentTitle')}>
        <p role="status">{t('sentText')}</p>
      </NewsletterSection>
    );
  }
  return (
    <NewsletterSection title={t('heading')}>
      <p css={{ margin: '0 0 1.25em', color: color.muted }}>{t('intro')}</p>
      {result === 'busy' && (
        <p role="alert" css={{ ...notice, borderColor: color.danger }}>
          {t('busy')}
        </p>
      )}
      <NewsletterForm language={language} errors={errors} />
    </NewsletterSection>
  );
}

/**
 * `/newsletter/confirm?token=…`, the e-mailed link: opening it confirms nothing (mail scanners
 * open links); its button posts the token, and the server sends the reader back with the result.
 */
function ConfirmPage() {
  const t = useNewsletterWords();
  const { language } = useSiteTranslation();
  const params = useQueryParams();
  const result = newsletterResultOf(params.get(NEWSLETTER_QUERY.result));
  const token = params.get(NEWSLETTER_QUERY.token) ?? '';
  const key = params.get(NEWSLETTER_QUERY.key) ?? '';
  const title =
    result === 'subscribed'
      ? t('subscribedTitle')
      : result === 'expired'
        ? t('expiredTitle')
        : t('confirmTitle');
  usePageHead({ title, noIndex: true });
  const subscribeAgain = (
    <p>
      <a href={localizedPath(language, NEWSLETTER_PAGES.subscribe)} css={link}>
        {t('subscribeAgain')}
      </a>
    </p>
  );
  if (result === 'subscribed') {
    return (
      <NewsletterSection title={title}>
        <p role="status">{t('subscribedText')}</p>
        {key && (
          <p>
            <a
              href={`${localizedPath(language, NEWSLETTER_PAGES.preferences)}?${NEWSLETTER_QUERY.key}=${encodeURIComponent(key)}`}
              css={link}
            >
              {t('manage')}
            </a>
          </p>
        )}
      </NewsletterSection>
    );
  }
  if (result === 'expired' || !token) {
    return (
      <NewsletterSection title={title}>
        <p role={result ? 'status' : undefined}>{result ? t('expiredText') : t('noToken')}</p>
        {subscribeAgain}
      </NewsletterSection>
    );
  }
  return (
    <NewsletterSection title={title}>
      <p>{t('confirmText')}</p>
      <form method="post" action={localizedPath(language, NEWSLETTER_PAGES.confirm)}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" css={newsletterButton}>
          {t('confirmButton')}
        </button>
      </form>
    </NewsletterSection>
  );
}

/** GET /api/newsletter/preferences: the subscriber of a key (a 404 for an unknown one). */
function preferencesQuery(api: ApiClient, key: string) {
  const path = '/api/newsletter/preferences';
  return queryOptions({
    queryKey: [path, key, api.base] as const,
    queryFn: async () => (await api.get(path, newsletterPreferencesAnswerSchema, { key })).data,
    retry: false,
  });
}

/**
 * `/newsletter/preferences?key=…`, linked from every newsletter: the subscription's language
 * and topics, saved by a post, and a button that unsubscribes.
 */
function PreferencesPage() {
  const t = useNewsletterWords();
  const { language } = useSiteTranslation();
  const { api } = useWidgetSettings();
  const params = useQueryParams();
  const key = params.get(NEWSLETTER_QUERY.key) ?? '';
  const result = newsletterResultOf(params.get(NEWSLETTER_QUERY.result));
  const errors = newsletterErrorsOf(params.get(NEWSLETTER_QUERY.errors));
  const query = useQuery({ ...preferencesQuery(api, key), enabled: key !== '' });
  const unknown = key === '' || query.isError;
  const unsubscribed = result === 'unsubscribed' || query.data?.status === 'unsubscribed';
  const title = unsubscribed ? t('unsubscribedTitle') : t('preferencesTitle');
  usePageHead({ title, noIndex: true, ...(unknown ? { status: 404 } : {}) });
  const action = localizedPath(language, NEWSLETTER_PAGES.preferences);
  const subscribeAgain = (
    <p>
      <a href={localizedPath(language, NEWSLETTER_PAGES.subscribe)} css={link}>
        {t('subscribeAgain')}
      </a>
    </p>
  );

  if (unknown) {
    return (
      <NewsletterSection title={title}>
        <p>{t('unknownLink')}</p>
        {subscribeAgain}
      </NewsletterSection>
    );
  }
  const preferences = query.data;
  if (!preferences) {
    return (
      <NewsletterSection title={title}>
        <p role="status">{t('loading')}</p>
      </NewsletterSection>
    );
  }
  if (unsubscribed) {
    return (
      <NewsletterSection title={title}>
        <p role={result ? 'status' : undefined}>{t('unsubscribedText')}</p>
        {subscribeAgain}
      </NewsletterSection>
    );
  }
  return (
    <NewsletterSection title={title}>
      <p>
        <Rich
          text={t('preferencesOf')}
          parts={{ email: <bdi dir="ltr">{preferences.email}</bdi> }}
        />
      </p>
      {result === 'saved' && (
        <p role="status" css={notice}>
          {t('saved')}
        </p>
      )}
      <NewsletterErrors errors={errors} idPrefix="preferences" />
      <form method="post" action={action}>
        <input type="hidden" name="key" value={key} />
        <NewsletterChoices
          idPrefix="preferences"
          language={preferences.language}
          topics={preferences.topics}
          errors={errors}
        />
        <button type="submit" css={newsletterButton}>
          {t('save')}
        </button>
      </form>
      <form
        method="post"
        action={action}
        css={{
          marginBlockStart: '2em',
          paddingBlockStart: '1em',
          borderTop: `1px solid ${color.border}`,
        }}
      >
        <input type="hidden" name="key" value={key} />
        <p>{t('unsubscribeText')}</p>
        <button
          type="submit"
          name="action"
          value="unsubscribe"
          css={[
            newsletterButton,
            { background: color.danger, '&:hover': { background: color.danger } },
          ]}
        >
          {t('unsubscribe')}
        </button>
      </form>
    </NewsletterSection>
  );
}

/** The archive's reads: sent issues in the page's language (English where an issue has none). */
const languageQuery = (language: string) => (language === DEFAULT_LANGUAGE ? {} : { language });

function archiveQuery(api: ApiClient, language: string) {
  const path = '/api/newsletter/archive';
  const search = languageQuery(language);
  return queryOptions({
    queryKey: [path, search, api.base] as const,
    queryFn: async () => (await api.get(path, newsletterArchiveSchema, search)).data,
  });
}

function archiveIssueQuery(api: ApiClient, id: string, language: string) {
  const path = `/api/newsletter/archive/${encodeURIComponent(id)}`;
  const search = languageQuery(language);
  return queryOptions({
    queryKey: [path, search, api.base] as const,
    queryFn: async () => (await api.get(path, newsletterArchiveIssueSchema, search)).data,
    retry: false,
  });
}

/** The archive's feed, named in the head of its pages. */
const useArchiveFeed = () => ({
  title: useNewsletterWords()('archiveTitle'),
  path: NEWSLETTER_ARCHIVE.feed,
});

/** The date an issue was sent, in the page's language. */
function SentOn({ at, language }: { at: string; language: string }) {
  return (
    <p css={{ margin: '0 0 0.25em', color: color.muted }}>
      <time dateTime={isoDate(at)}>{formatDate(at, 'long', language)}</time>
    </p>
  );
}

/**
 * `/newsletter`: the issues sent, newest first (subject, date, preview text; each in the page's
 * language or in English, marked so), then the sign-up form; "No issue sent yet" before the first.
 */
function ArchivePage() {
  const t = useNewsletterWords();
  const { language } = useSiteTranslation();
  const { api } = useWidgetSettings();
  const query = useQuery(archiveQuery(api, language));
  const feed = useArchiveFeed();
  usePageHead({
    title: t('archiveTitle'),
    description: t('archiveIntro'),
    canonicalPath: NEWSLETTER_ARCHIVE.list,
    feed,
  });
  const issues = query.data;
  return (
    <NewsletterSection title={t('archiveTitle')}>
      <p css={{ margin: '0 0 1.5em', color: color.muted }}>{t('archiveIntro')}</p>
      {!issues ? (
        <p role="status">{t('loading')}</p>
      ) : issues.length === 0 ? (
        <p css={{ margin: '0 0 2em', fontWeight: 600 }}>{t('archiveEmpty')}</p>
      ) : (
        <ul css={{ listStyle: 'none', margin: '0 0 2em', padding: 0 }}>
          {issues.map((issue) => (
            <li key={issue.id} css={{ marginBlockEnd: '1.5em' }}>
              <h2 css={{ margin: '0 0 0.25em', fontSize: '1.25em', lineHeight: 1.3 }}>
                <SiteLink
                  href={NEWSLETTER_ARCHIVE.issue(issue.id)}
                  css={link}
                  {...langAttr(issue.lang, language)}
                >
                  {issue.subject}
                </SiteLink>
              </h2>
              <SentOn at={issue.sentAt} language={language} />
              {issue.previewText && (
                <p css={{ margin: 0 }} {...langAttr(issue.lang, language)}>
                  {issue.previewText}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div css={{ paddingBlockStart: '1em', borderTop: `1px solid ${color.border}` }}>
        <NewsletterForm
          language={language}
          idPrefix="archive-newsletter"
          heading={
            <h2 id="archive-newsletter-title" css={{ margin: '0 0 0.5em' }}>
              {t('heading')}
            </h2>
          }
        />
      </div>
    </NewsletterSection>
  );
}

/** `/newsletter/{id}`: one sent issue, its body as the site draws rich text; else not found. */
function ArchiveIssuePage({ id }: { id: string }) {
  const t = useNewsletterWords();
  const { language } = useSiteTranslation();
  const { api } = useWidgetSettings();
  const query = useQuery(archiveIssueQuery(api, id, language));
  const feed = useArchiveFeed();
  const issue = query.data;
  usePageHead(
    issue
      ? {
          title: issue.subject,
          ...(issue.previewText ? { description: issue.previewText } : {}),
          canonicalPath: NEWSLETTER_ARCHIVE.issue(issue.id),
          type: 'article',
          published: issue.sentAt,
          feed,
        }
      : { title: t('loading'), noIndex: true },
  );
  if (query.isError) return <NotFoundPage />;
  if (!issue) {
    return (
      <NewsletterSection title={t('archiveTitle')}>
        <p role="status">{t('loading')}</p>
      </NewsletterSection>
    );
  }
  const inLang = langAttr(issue.lang, language);
  return (
    <PageSection labelledBy="newsletter-title">
      <article css={{ maxInlineSize: '40em' }}>
        <p css={{ margin: '0 0 1em' }}>
          <SiteLink href={NEWSLETTER_ARCHIVE.list} css={link}>
            {t('archiveAll')}
          </SiteLink>
        </p>
        <h1 id="newsletter-title" css={{ margin: '0 0 0.25em', lineHeight: 1.2 }} {...inLang}>
          {issue.subject}
        </h1>
        <SentOn at={issue.sentAt} language={language} />
        <div css={{ marginBlockStart: '1.5em' }} {...inLang}>
          <RichText doc={isRichTextDocument(issue.body) ? issue.body : null} />
        </div>
      </article>
    </PageSection>
  );
}

/**
 * `/newsletter` (the archive, without `form`: one page module for every newsletter route keeps
 * the first download's route table small) and `/newsletter/:form`: the sign-up, confirm or
 * preferences page, or a sent issue of the archive (`/newsletter/{id}`); any other is not found.
 */
export function NewsletterPage({ params }: { params: { form?: string } }) {
  if (params.form === undefined) return <ArchivePage />;
  const path = `/newsletter/${params.form}`;
  if (path === NEWSLETTER_PAGES.subscribe) return <SubscribePage />;
  if (path === NEWSLETTER_PAGES.confirm) return <ConfirmPage />;
  if (path === NEWSLETTER_PAGES.preferences) return <PreferencesPage />;
  if (/^[1-9]\d{0,15}$/.test(params.form)) return <ArchiveIssuePage id={params.form} />;
  return <NotFoundPage />;
}
