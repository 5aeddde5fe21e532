import { acceptInvitationFormSchema } from '@ia/shared';
import { acceptInvitation } from '../../api/staff';
import { useSignedInWith } from '../../api/staffHooks';
import { formatWhen } from '../../editor/parts';
import { FormError, StaffForm, SubmitButton, TextField } from '../../forms/kit/fields';
import { useStaffForm } from '../../forms/kit/useStaffForm';
import { navigateAfterSave } from '../../shell/guard';
import { card, errorBox } from '../../ui/styles';
import { AuthFrame } from './AuthFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { useLinkToken } from './useLinkToken';

/**
 * /admin/accept-invitation?token=…: the link of an invitation (single use, 7 days). The invited
 * person gives their name and chooses a password, and is signed in.
 */
export function AcceptInvitationPage() {
  const { token, status, problem } = useLinkToken('invitation');
  const signedInWith = useSignedInWith();
  const form = useStaffForm({
    schema: acceptInvitationFormSchema,
    defaultValues: { name: '', password: '', repeat: '' },
    onSubmit: async ({ name, password }) => {
      const session = await acceptInvitation({ token, name, password });
      signedInWith(session);
      navigateAfterSave(session.twoFactorSetupRequired ? '/account/two-factor' : '/', {
        replace: true,
      });
    },
  });

  return (
    <AuthFrame
      title="Join the staff"
      intro={
        status.data
          ? `You were invited as ${status.data.email}. Give your name and choose a password to sign in. The invitation works until ${formatWhen(status.data.expiresAt)}.`
          : undefined
      }
    >
      {status.isLoading && <p role="status">Checking the invitation…</p>}
      {problem && (
        <p role="alert" css={errorBox}>
          {problem}
        </p>
      )}
      {status.data && !problem && (
        <StaffForm form={form} css={card}>
          <FormError />
          <input type="hidden" name="username" autoComplete="username" value={status.data.email} />
          <TextField
            label="Your name"
            name="name"
            autoComplete="name"
            help="Colleagues see it in the staff list and in the e-mails about your drafts."
          />
          <NewPasswordFields label="Password" />
          <SubmitButton wide busy="Joining…">
            Join and sign in
          </SubmitButton>
        </StaffForm>
      )}
    </AuthFrame>
  );
}
