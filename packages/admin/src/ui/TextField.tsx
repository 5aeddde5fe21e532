import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { fieldError, fieldLabel, help as helpStyle, textInput } from './styles';

/**
 * One labelled input of the staff forms (sign-in, passwords, invitations): its help and its
 * error are read with it (`aria-describedby`), and an error marks it invalid.
 */
export const TextField = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    label: ReactNode;
    value: string;
    onChange: (value: string) => void;
    error?: string;
    help?: ReactNode;
  }
>(function TextField({ label, value, onChange, error, help, id: given, ...input }, ref) {
  const generated = useId();
  const id = given ?? generated;
  const described = [help ? `${id}-help` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div css={{ marginBottom: 16 }}>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        css={textInput}
        {...input}
      />
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
    </div>
  );
});
