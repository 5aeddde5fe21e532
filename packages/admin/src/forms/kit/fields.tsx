import {
  useId,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { FormProvider, get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import {
  dangerButton,
  errorBox,
  fieldError,
  fieldLabel,
  help as helpStyle,
  primaryButton,
  secondaryButton,
  textInput,
} from '../../ui/styles';
import { SERVER_ERROR, type StaffFormApi } from './useStaffForm';

/**
 * The fields of the staff forms, one set for all: each labelled, its help and its error read
 * with it (`aria-describedby`), an error marking it invalid; they find their form by context,
 * so a field is only its name and its words.
 */

/** A staff form: `noValidate` (the schema checks), sent through `useStaffForm`'s submit. */
export function StaffForm<Input extends FieldValues, Output>({
  form,
  children,
  ...attributes
}: { form: StaffFormApi<Input, Output>; children: ReactNode } & Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.submit(event)} {...attributes}>
        {children}
      </form>
    </FormProvider>
  );
}

/** A field's error, as the schema or the server named its path. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message || undefined;
}

/** The ids a field's help and error are read with. */
export const describedBy = (id: string, help: ReactNode, error: string | undefined) =>
  [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A field's help and its error under it, with the ids `describedBy` names. */
export function FieldNotes({ id, help, error }: { id: string; help?: ReactNode; error?: string }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} css={helpStyle}>
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} css={fieldError}>
          {error}
        </p>
      )}
    </>
  );
}

type FieldWords = { name: string; label: ReactNode; help?: ReactNode };

/**
 * A labelled control of the form: its id, its registration, its error and help wired for
 * screen readers (what `TextField` and `SelectField` draw their control with).
 */
function useLabelledControl({ name, help }: FieldWords, given?: string) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const generated = useId();
  const id = given ?? generated;
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, help, error),
    css: textInput,
  };
  const frame = (label: ReactNode, input: ReactNode) => (
    <div css={{ marginBottom: 16 }}>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      {input}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
  return { control, registered: register(name), frame };
}

/** A text input: text, e-mail, password, a code (`type`, `autoComplete`, `inputMode`). */
export function TextField({
  name,
  label,
  help,
  id,
  ...input
}: FieldWords & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'>) {
  const { control, registered, frame } = useLabelledControl({ name, label, help }, id);
  return frame(label, <input {...control} {...input} {...registered} />);
}

/** A text of a few lines (alt text, a caption). */
export function TextAreaField({
  name,
  label,
  help,
  id,
  ...textarea
}: FieldWords & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange'>) {
  const { control, registered, frame } = useLabelledControl({ name, label, help }, id);
  return frame(
    label,
    <textarea
      {...control}
      css={{ ...textInput, resize: 'vertical' }}
      {...textarea}
      {...registered}
    />,
  );
}

/** One of a list. */
export function SelectField({
  name,
  label,
  help,
  options,
  ...select
}: FieldWords & {
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange'>) {
  const { control, registered, frame } = useLabelledControl({ name, label, help });
  return frame(
    label,
    <select {...control} {...select} {...registered}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
}

/** Yes or no, its help under the words of its label. */
export function CheckboxField({ name, label, help }: FieldWords) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  return (
    <div css={{ marginBottom: 16 }}>
      <div css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          css={{ width: 24, height: 24, margin: '2px 0 0', flex: 'none' }}
          {...register(name)}
        />
        <label htmlFor={id}>
          {label}
          {help && <span css={{ ...helpStyle, display: 'block' }}>{help}</span>}
        </label>
      </div>
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** One of a few, each with its description (a fieldset of radio buttons). */
export function ChoiceField({
  name,
  label,
  choices,
}: {
  name: string;
  label: ReactNode;
  choices: readonly { value: string; label: ReactNode; description?: ReactNode }[];
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      css={{ border: 0, padding: 0, margin: '0 0 16px' }}
    >
      <legend css={fieldLabel}>{label}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          css={{
            display: 'flex',
            gap: 8,
            alignItems: 'flex-start',
            padding: '8px 0',
            cursor: 'pointer',
          }}
        >
          <input
            type="radio"
            value={choice.value}
            css={{ width: 22, height: 22, margin: '2px 0 0', flex: 'none' }}
            {...register(name)}
          />
          <span>
            <strong>{choice.label}</strong>
            {choice.description && (
              <span css={{ ...helpStyle, display: 'block', margin: 0 }}>{choice.description}</span>
            )}
          </span>
        </label>
      ))}
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}

/** What went wrong with the last request, above the fields (nothing while all is well). */
export function FormError() {
  const { errors } = useFormState();
  const message = (get(errors, SERVER_ERROR) as { message?: string } | undefined)?.message;
  if (!message) return null;
  return (
    <p role="alert" css={errorBox}>
      {message}
    </p>
  );
}

/** The form's action, busy (and saying so) while it is being sent. */
export function SubmitButton({
  children,
  busy,
  wide = false,
  danger = false,
  disabled = false,
}: {
  children: ReactNode;
  /** What the button says while the form is sent ("Saving…"). */
  busy: string;
  /** As wide as the form (the sign-in pages). */
  wide?: boolean;
  /** An action that removes or turns something off. */
  danger?: boolean;
  disabled?: boolean;
}) {
  const { isSubmitting } = useFormState();
  const look = danger ? dangerButton : primaryButton;
  return (
    <button
      type="submit"
      css={wide ? { ...look, width: '100%' } : look}
      disabled={disabled || isSubmitting}
    >
      {isSubmitting ? busy : children}
    </button>
  );
}

/**
 * The end of a details form in a dialog: what went wrong, Save (while something changed) and
 * Cancel (Close while nothing did).
 */
export function SaveOrClose({ onClose }: { onClose: () => void }) {
  const { isDirty } = useFormState();
  return (
    <>
      <FormError />
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <SubmitButton busy="Saving..." disabled={!isDirty}>
          Save changes
        </SubmitButton>
        <button type="button" css={secondaryButton} onClick={onClose}>
          {isDirty ? 'Cancel' : 'Close'}
        </button>
      </div>
    </>
  );
}
