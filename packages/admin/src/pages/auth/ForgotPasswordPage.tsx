import { passwordResetRequestSchema } from '@ia/shared';
import { useState } from 'react';
import { requestPasswordReset } from '../../api/staff';
import { FormError, StaffForm, SubmitButton, TextField } from '../../forms/kit/fields';
import { useStaffForm } from '../../forms/kit/useStaffForm';
import { card, infoBox } from '../../ui/styles';
import { AuthFrame } from './AuthFrame';

/**
 * /admin/forgot-password: an e-mail with a link to choose a new password. The answer is the same
 * whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useStaffForm({
    schema: passwordResetRequestSchema,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => setSent((await requestPasswordReset(email)).message),
  });

  return (
    <AuthFrame
      title="Forgotten password"
      intro="Enter the address you sign in with: we e-mail you a link to choose a new password."
    >
      {sent ? (
        <div role="status" css={infoBox}>
          <p css={{ margin: '0 0 8px', fontWeight: 700 }}>Check your e-mail</p>
          <p css={{ margin: 0 }}>{sent}</p>
        </div>
      ) : (
        <StaffForm form={form} css={card}>
          <FormError />
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
          />
          <SubmitButton wide busy="Sending…">
            E-mail me a link
          </SubmitButton>
        </StaffForm>
      )}
    </AuthFrame>
  );
}
