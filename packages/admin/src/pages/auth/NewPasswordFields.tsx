import { PASSWORD_MIN_LENGTH } from '@ia/shared';
import type { RefObject } from 'react';
import { TextField } from '../../ui/TextField';

/** A new password, typed twice (the browser's password manager offers one). */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  errors,
  passwordRef,
  label = 'New password',
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors: Record<string, string>;
  passwordRef?: RefObject<HTMLInputElement | null>;
  label?: string;
}) {
  return (
    <>
      <TextField
        ref={passwordRef}
        label={label}
        name="new-password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        error={errors.password}
        help={`At least ${PASSWORD_MIN_LENGTH} characters: a few words make a good one. Common and leaked passwords are refused.`}
      />
      <TextField
        label="The same password again"
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={onRepeat}
        error={errors.repeat}
      />
    </>
  );
}
