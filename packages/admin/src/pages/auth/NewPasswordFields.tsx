import { PASSWORD_MIN_LENGTH } from '@ia/shared';
import { TextField } from '../../forms/kit/fields';

/**
 * A new password, typed twice (the browser's password manager offers one): the form's
 * `password` and `repeat` fields.
 */
export function NewPasswordFields({ label = 'New password' }: { label?: string }) {
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        help={`At least ${PASSWORD_MIN_LENGTH} characters: a few words make a good one. Common and leaked passwords are refused.`}
      />
      <TextField
        label="The same password again"
        name="repeat"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
