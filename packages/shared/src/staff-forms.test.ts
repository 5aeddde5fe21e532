import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { signInFormSchema } from './admin.js';
import {
  acceptInvitationFormSchema,
  passwordChangeFormSchema,
  setupFormSchema,
  twoFactorConfirmFormSchema,
} from './staff.js';

/** What a form would show: the first message of each field, by its path. */
const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    errors[path] ??= issue.message;
  }
  return errors;
};

describe('the staff forms check with the requests’ schemas', () => {
  it('a new password typed twice: too short, or not the same, beside the other fields', () => {
    expect(
      errorsOf(acceptInvitationFormSchema, { name: '', password: 'short', repeat: 'short' }),
    ).toEqual({
      name: 'Enter your name',
      password: 'Use at least 12 characters (a few words make a good password)',
    });
    expect(
      errorsOf(acceptInvitationFormSchema, {
        name: ' ',
        password: 'river stones at dusk',
        repeat: 'river stones',
      }),
    ).toEqual({ name: 'Enter your name', repeat: 'The two passwords are not the same' });
    expect(
      v.parse(acceptInvitationFormSchema, {
        name: '  Edna ',
        password: 'river stones at dusk',
        repeat: 'river stones at dusk',
      }),
    ).toEqual({ name: 'Edna', password: 'river stones at dusk', repeat: 'river stones at dusk' });
    expect(
      errorsOf(passwordChangeFormSchema, {
        currentPassword: '',
        password: 'river stones at dusk',
        repeat: '',
      }),
    ).toEqual({
      currentPassword: 'Enter your current password',
      repeat: 'The two passwords are not the same',
    });
  });

  it('the sign-in asks for an address that looks like one; the first account for the setup token when it needs one', () => {
    expect(errorsOf(signInFormSchema, { email: 'edna', password: '' })).toEqual({
      email: 'Enter your email address, like name@example.org',
      password: 'Enter your password',
    });
    expect(v.parse(signInFormSchema, { email: ' edna@example.org ', password: 'x' })).toEqual({
      email: 'edna@example.org',
      password: 'x',
    });
    const first = {
      email: 'edna@example.org',
      name: 'Edna',
      password: 'river stones at dusk',
      repeat: 'river stones at dusk',
      setupToken: ' ',
    };
    expect(errorsOf(setupFormSchema(true), first)).toEqual({
      setupToken: 'Enter the setup token from the server’s log',
    });
    expect(v.parse(setupFormSchema(false), first).setupToken).toBe('');
  });

  it('turning on two-factor sign-in takes the 6 digits the app shows, spaces left out', () => {
    expect(v.parse(twoFactorConfirmFormSchema, { code: '123 456' })).toEqual({ code: '123456' });
    expect(errorsOf(twoFactorConfirmFormSchema, { code: '12345' })).toEqual({
      code: 'Enter the 6-digit code the app shows',
    });
    expect(errorsOf(twoFactorConfirmFormSchema, { code: '' })).toEqual({ code: 'Enter the code' });
  });
});
