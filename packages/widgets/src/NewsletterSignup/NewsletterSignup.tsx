import { css } from '@emotion/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  NEWSLETTER_FIELDS,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_TOPICS,
  newsletterSubscriptionSchema,
  type NewsletterField,
  type NewsletterSubscription,
} from '@ia/shared';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { describeSendFailure, localizeFieldError } from '../ContactForm/contactForm';
import { contentLangAttrs } from '../core/contentLang';
import { useParts } from '../core/parts';
import { useWidgetSettings } from '../core/WidgetContext';
import { LANGUAGES } from '../i18n/languages';
import { useMessages } from '../i18n/messages';
import { control, primaryButton } from '../ui/styles';
import { color, media, radius, TOUCH_TARGET } from '../ui/tokens';
import { newsletterMessages } from './messages';
import { useSubscribe } from './useSubscribe';

export interface NewsletterSubscribedDetail {
  /** The newsletter's language chosen. */
  language: string;
}

export interface NewsletterSignupProps {
  /** The newsletter's language chosen first; the widget's own language when absent. */
  language?: string;
  /** Leave out the heading and introduction. */
  hideHeading?: boolean;
  /** Level of the heading (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Called once the server took the subscription (a confirmation e-mail is on its way). */
  onSubscribed?: (detail: NewsletterSubscribedDetail) => void;
}

interface FormValues {
  email: string;
  language: string;
  topics: string[];
}

const form = css`
  box-sizing: border-box;
  & * {
    box-sizing: border-box;
  }
  display: grid;
  gap: 1em;
  max-inline-size: 36em;
`;

const heading = css`
  margin: 0;
  font-size: 1.5em;
  line-height: 1.25;
  color: ${color.text};
`;

const intro = css`
  margin: 0;
  color: ${color.muted};
`;

const field = css`
  display: grid;
  gap: 0.375em;
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const label = css`
  padding: 0;
  font-weight: 600;
  color: ${color.text};
`;

const input = css`
  ${control};
  &[aria-invalid='true'] {
    border-color: ${color.danger};
    box-shadow: 0 0 0 1px ${color.danger};
  }
`;

const checkbox = css`
  display: flex;
  align-items: center;
  gap: 0.5em;
  min-block-size: ${TOUCH_TARGET};
  color: ${color.text};
  & input {
    inline-size: 1.25em;
    block-size: 1.25em;
    margin: 0;
    accent-color: ${color.primary};
  }
  & input:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const errorText = css`
  margin: 0;
  color: ${color.danger};
  font-size: 0.9em;
  font-weight: 600;
`;

const formError = css`
  margin: 0;
  padding: 0.75em 1em;
  border: 1px solid ${color.danger};
  border-inline-start-width: 4px;
  border-radius: ${radius.control};
  color: ${color.danger};
  &:empty {
    display: none;
  }
`;

const submit = css`
  ${primaryButton};
  inline-size: 100%;
  ${media.md} {
    inline-size: auto;
    justify-self: start;
    min-inline-size: 10em;
  }
`;

const done = css`
  margin: 0;
  padding: 1em;
  border: 2px solid ${color.success};
  border-radius: ${radius.control};
  color: ${color.text};
  & p {
    margin: 0.25em 0 0;
  }
`;

/**
 * The newsletter's sign-up: e-mail, language (the widget's by default) and optional topics,
 * checked with the server's own schema (`newsletterSubscriptionSchema`) on submit and again on
 * each change. It posts to `/api/newsletter/subscriptions` (open to partners' pages); the
 * answer is the same for any address, so it then says "check your inbox". A field the server
 * refuses shows its message in the reader's language; a 429 or no answer says so above the
 * button and keeps what was typed.
 */
export function NewsletterSignup({
  language,
  hideHeading = false,
  headingLevel = 2,
  onSubscribed,
}: NewsletterSignupProps) {
  const parts = useParts();
  const t = useMessages(newsletterMessages);
  const { lang } = useWidgetSettings();
  const mutation = useSubscribe();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const Heading = `h${headingLevel}` as 'h2';
  const initialLanguage = LANGUAGES.some((option) => option.code === (language ?? lang))
    ? (language ?? lang)
    : 'en';

  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, NewsletterSubscription>({
    resolver: valibotResolver(newsletterSubscriptionSchema) as unknown as Resolver<
      FormValues,
      unknown,
      NewsletterSubscription
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { email: '', language: initialLanguage, topics: [] },
  });

  // Once its options are there (Preact applies the field's ref before a select's children).
  useEffect(() => setValue('language', initialLanguage), [initialLanguage, setValue]);

  const known = Object.fromEntries(
    NEWSLETTER_FIELDS.map((name) => [
      name,
      { english: NEWSLETTER_MESSAGES[name], localized: t(`error.${name}`) },
    ]),
  ) as Record<NewsletterField, { english: string; localized: string }>;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      setSent(true);
      onSubscribed?.({ language: values.language });
    } catch (error) {
      const described = describeSendFailure(error, NEWSLETTER_FIELDS);
      if (described.kind === 'fields') {
        let first: NewsletterField | undefined;
        for (const name of NEWSLETTER_FIELDS) {
          const message = described.fields[name];
          if (!message) continue;
          setError(name, { type: 'server', message });
          first ??= name;
        }
        if (first && first !== 'topics') setFocus(first);
        setFailure(t('fieldsTitle'));
        return;
      }
      setFailure(described.kind === 'rateLimited' ? t('busy') : t('failed'));
    }
  });

  if (sent) {
    return (
      <div role="status" css={done} {...parts('sent')}>
        <strong>{t('sentTitle')}</strong>
        <p>{t('sentText')}</p>
      </div>
    );
  }

  /** The message of a field in error (a topic's is its list's), in the reader's language. */
  const messageOf = (name: NewsletterField): string | undefined => {
    const error = errors[name] as { message?: string } | Array<{ message?: string }> | undefined;
    const message = Array.isArray(error) ? error.find(Boolean)?.message : error?.message;
    return localizeFieldError(
      name,
      message ?? (error ? NEWSLETTER_MESSAGES[name] : undefined),
      known,
    );
  };
  const describedBy = (name: NewsletterField) => (errors[name] ? `${id}-${name}-error` : undefined);
  const errorOf = (name: NewsletterField) => {
    const message = messageOf(name);
    return message ? (
      <p id={`${id}-${name}-error`} css={errorText} {...parts('field-error')}>
        {message}
      </p>
    ) : null;
  };

  return (
    <form
      css={form}
      {...parts('form')}
      noValidate
      aria-labelledby={hideHeading ? undefined : `${id}-heading`}
      aria-busy={isSubmitting || undefined}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {!hideHeading && (
        <>
          <Heading id={`${id}-heading`} css={heading} {...parts('heading')}>
            {t('heading')}
          </Heading>
          <p css={intro} {...parts('intro')}>
            {t('intro')}
          </p>
        </>
      )}
      <div css={field} {...parts('field')}>
        <label htmlFor={`${id}-email`} css={label} {...parts('label')}>
          {t('email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={254}
          aria-required="true"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          css={input}
          {...parts('input input-email')}
          dir="ltr"
          {...register('email')}
        />
        {errorOf('email')}
      </div>
      <div css={field} {...parts('field')}>
        <label htmlFor={`${id}-language`} css={label} {...parts('label')}>
          {t('language')}
        </label>
        <select
          id={`${id}-language`}
          aria-invalid={errors.language ? true : undefined}
          aria-describedby={describedBy('language')}
          css={input}
          {...parts('input input-language')}
          {...register('language')}
        >
          {LANGUAGES.map((option) => (
            <option key={option.code} value={option.code} {...contentLangAttrs(lang, option.code)}>
              {option.nativeName}
            </option>
          ))}
        </select>
        {errorOf('language')}
      </div>
      <fieldset
        css={field}
        {...parts('field')}
        aria-describedby={`${id}-topics-hint${errors.topics ? ` ${id}-topics-error` : ''}`}
      >
        <legend css={label} {...parts('label')}>
          {t('topics')}
        </legend>
        <p id={`${id}-topics-hint`} css={intro}>
          {t('topicsHint')}
        </p>
        {NEWSLETTER_TOPICS.map((topic) => (
          <label key={topic} css={checkbox} {...parts('topic')}>
            <input type="checkbox" value={topic} {...register('topics')} />
            {t(`topic.${topic}`)}
          </label>
        ))}
        {errorOf('topics')}
      </fieldset>
      <p css={formError} {...parts('form-error')} role="alert">
        {failure}
      </p>
      <button
        type="submit"
        css={submit}
        {...parts('submit')}
        aria-disabled={isSubmitting || undefined}
      >
        {isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
