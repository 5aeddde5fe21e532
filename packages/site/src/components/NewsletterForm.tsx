import { css } from '@emotion/react';
import {
  LANGUAGE_CODES,
  localizedPath,
  NEWSLETTER_PAGES,
  NEWSLETTER_TOPICS,
  type NewsletterField,
  type NewsletterTopic,
} from '@ia/shared';
import { LANGUAGES, newsletterMessages, useMessages } from '@ia/widgets';
import type { ReactNode } from 'react';
import { langAttr } from '../model/useContent';
import { color, focusOutline, radius, TOUCH_TARGET } from '../theme';

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
