import { passwordResetFormSchema } from '@ia/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { confirmPasswordReset } from '../../api/staff';
import { FormError, StaffForm, SubmitButton } from '../../forms/kit/fields';
import { useStaffForm } from '../../forms/kit/useStaffForm';
import { card, errorBox, infoBox } from '../../ui/styles';
import { AuthFrame } from './AuthFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { useLinkToken } from './useLinkToken';

/**
 * /admin/reset-password?token=…: the link of a password reset e-mail (single use, one hour).
 * The new password ends every session of the account; then sign in with it.
 */
export function ResetPasswordPage() {
  const { token, status, problem } = useLinkToken('password_reset');
  const [done, setDone] = useState(false);
  const form = useStaffForm({
    schema: passwordResetFormSchema,
    defaultValues: { password: '', repeat: '' },
    onSubmit: async ({ password }) => {
      await confirmPasswordReset({ token, password });
      setDone(true);
    },
  });

  if (done) {
    return (
      <AuthFrame title="Password changed" back={false}>
        <div role="status" css={infoBox}>
          <p css={{ margin: '0 0 8px' }}>
            Your new password works now. Every browser that was signed in to your account has been
            signed out.
          </p>
          <Link href="/login">Sign in with your new password</Link>
        </div>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Choose a new password"
      intro={status.data ? `For ${status.data.email}.` : undefined}
    >
      {status.isLoading && <p role="status">Checking the link…</p>}
      {problem && (
        <div role="alert" css={errorBox}>
          <p css={{ margin: '0 0 8px' }}>{problem}</p>
          <Link href="/forgot-password">Ask for a new link</Link>
        </div>
      )}
      {status.data && !problem && (
        <StaffForm form={form} css={card}>
          <FormError />
          <input type="hidden" name="username" autoComplete="username" value={status.data.email} />
          <NewPasswordFields />
          <SubmitButton wide busy="Saving…">
            Save the new password
          </SubmitButton>
        </StaffForm>
      )}
    </AuthFrame>
  );
}
