import { css } from '@emotion/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@ia/shared';
import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useMessages } from '../i18n/messages';
import { useToast } from '../Toaster/ToastContext';
import { control, primaryButton, visuallyHidden } from '../ui/styles';
import { color, media, radius } from '../ui/tokens';
import {
  CONTACT_FIELDS,
  describeSendFailure,
  localizeFieldError,
  ventureMessage,
  type ContactField,
} from './contactForm';
import { contactFormMessages } from './messages';
import { useCreateContactMessage } from './useCreateContactMessage';
import { useParts } from '../core/parts';

export interface ContactSentDetail {
  id: number;
}

export interface ContactFormProps {
  /** The organisation's address, shown as the e-mail field's placeholder. */
  contactEmail?: string;
  /** A venture the visitor came from (`/contact?venture=…`): pre-fills the message. */
  venture?: string;
  /** Leave out the form's own heading. */
  hideHeading?: boolean;
  /** Level of the heading (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Called after the server stored the message. */
  onSent?: (detail: ContactSentDetail) => void;
}

type FormValues = ContactMessageInput & { [CONTACT_HONEYPOT_FIELD]: string };

const form = css`
  position: relative;
  box-sizing: border-box;
  & * {
    box-sizing: border-box;
  }
  display: grid;
  gap: 1.25em;
  max-inline-size: 40em;
`;

const heading = css`
  margin: 0;
  font-size: 1.5em;
  line-height: 1.25;
  color: ${color.text};
`;

const field = css`
  display: grid;
  gap: 0.375em;
`;

const label = css`
  font-weight: 600;
  color: ${color.text};
`;

const input = css`
  ${control};
  box-sizing: border-box;
  max-inline-size: 100%;
  &::placeholder {
    color: ${color.muted};
    opacity: 0.8;
  }
  &[aria-invalid='true'] {
    border-color: ${color.danger};
    box-shadow: 0 0 0 1px ${color.danger};
  }
`;

const textarea = css`
  ${input};
  min-block-size: 9em;
  resize: vertical;
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
  background: var(--ia-color-danger-surface, #fef3f2);
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
    min-inline-size: 12em;
  }
`;

/**
 * Out of sight and hidden from assistive technology: only robots fill it in. Clipped to nothing
 * in place rather than pushed off-screen, so it never makes a right-to-left page scroll sideways.
 */
const honeypot = css`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  opacity: 0;
  pointer-events: none;
`;

/**
 * The contact form: name, e-mail and message, validated with the server's own schema on submit
 * and again on each change; the first field in error takes focus. It posts to
 * `/api/contact-messages`; on success it clears itself and shows a toast, on failure it keeps
 * what was typed and says why.
 */
export function ContactForm({
  contactEmail,
  venture,
  hideHeading = false,
  headingLevel = 2,
  onSent,
}: ContactFormProps) {
  const parts = useParts();
  const t = useMessages(contactFormMessages);
  const { toast } = useToast();
  const mutation = useCreateContactMessage();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const Heading = `h${headingLevel}` as 'h2';

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ContactMessage>({
    // The schema knows the three message fields; the honeypot passes beside it.
    resolver: valibotResolver(contactMessageSchema) as unknown as Resolver<
      FormValues,
      unknown,
      ContactMessage
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: {
      name: '',
      email: '',
      message: ventureMessage(venture, t('ventureMessage')),
      [CONTACT_HONEYPOT_FIELD]: '',
    },
  });

  // A venture given after the first render fills the message, unless the visitor typed one.
  const prefill = ventureMessage(venture, t('ventureMessage'));
  useEffect(() => {
    if (prefill && !getFieldState('message').isDirty) setValue('message', prefill);
  }, [prefill, getFieldState, setValue]);

  const known = {
    name: { english: CONTACT_MESSAGES.name, localized: t('nameError') },
    email: { english: CONTACT_MESSAGES.email, localized: t('emailError') },
    message: { english: CONTACT_MESSAGES.message, localized: t('messageError') },
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await mutation.mutateAsync({
        ...values,
        [CONTACT_HONEYPOT_FIELD]: getValues(CONTACT_HONEYPOT_FIELD),
      });
      reset({ name: '', email: '', message: '', [CONTACT_HONEYPOT_FIELD]: '' });
      toast({ title: t('successTitle'), description: t('successDescription') });
      onSent?.({ id: created.id });
    } catch (error) {
      const described = describeSendFailure(error);
      if (described.kind === 'fields') {
        let first: ContactField | undefined;
        for (const name of CONTACT_FIELDS) {
          const message = described.fields[name];
          if (!message) continue;
          setError(name, { type: 'server', message });
          first ??= name;
        }
        if (first) setFocus(first);
        setFailure(described.other ?? t('fieldsDescription'));
        toast({
          title: t('fieldsTitle'),
          description: t('fieldsDescription'),
          variant: 'destructive',
        });
        return;
      }
      const title = t(`${described.kind}Title`);
      const description = t(`${described.kind}Description`);
      setFailure(`${description} ${t('kept')}`);
      toast({ title, description, variant: 'destructive' });
    }
  });

  const describedBy = (name: ContactField) => (errors[name] ? `${id}-${name}-error` : undefined);
  const errorOf = (name: ContactField) => {
    const message = localizeFieldError(name, errors[name]?.message, known);
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
        <Heading id={`${id}-heading`} css={heading} {...parts('heading')}>
          {t('heading')}
        </Heading>
      )}
      <div css={field} {...parts('field')}>
        <label htmlFor={`${id}-name`} css={label} {...parts('label')}>
          {t('name')} <span css={visuallyHidden}>{t('required')}</span>
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          placeholder={t('namePlaceholder')}
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          css={input}
          {...parts('input input-name')}
          {...register('name')}
        />
        {errorOf('name')}
      </div>
      <div css={field} {...parts('field')}>
        <label htmlFor={`${id}-email`} css={label} {...parts('label')}>
          {t('email')} <span css={visuallyHidden}>{t('required')}</span>
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={contactEmail || t('emailPlaceholder')}
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
        <label htmlFor={`${id}-message`} css={label} {...parts('label')}>
          {t('message')} <span css={visuallyHidden}>{t('required')}</span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          placeholder={t('messagePlaceholder')}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          css={textarea}
          {...parts('input input-message')}
          {...register('message')}
        />
        {errorOf('message')}
      </div>
      <div css={honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('honeypot')}</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>
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
