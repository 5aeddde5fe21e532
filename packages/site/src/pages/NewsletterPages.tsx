import {
  localizedPath,
  NEWSLETTER_PAGES,
  NEWSLETTER_QUERY,
  newsletterErrorsOf,
  newsletterPreferencesAnswerSchema,
  newsletterResultOf,
} from '@ia/shared';
import { useWidgetSettings, type ApiClient } from '@ia/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import { PageSection } from '../components/PageSection';
import {
  NewsletterChoices,
  NewsletterErrors,
  NewsletterForm,
  newsletterButton,
  useNewsletterWords,
} from '../components/NewsletterForm';
import { usePageHead } from '../head/PageHead';
import { useSiteTranslation } from '../i18n';
import { Rich } from '../i18n/Rich';
import { color, radius } from '../theme';

/**
 * The newsletter's pages (NEWSLETTER_PAGES), each in the language of its address and working
 * without JavaScript: their forms post to the page's own address, which the server answers
 * (site/newsletter-forms.ts) by sending the reader back here with the outcome in the query.
 */

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
export function NewsletterSubscribePage() {
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
export function NewsletterConfirmPage() {
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
export function NewsletterPreferencesPage() {
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
