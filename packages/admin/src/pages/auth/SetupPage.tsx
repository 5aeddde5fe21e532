import { setupFormSchema } from '@ia/shared';
import { Link } from 'wouter';
import { createFirstAdministrator } from '../../api/staff';
import { useSetupState, useSignedInWith } from '../../api/staffHooks';
import { FormError, StaffForm, SubmitButton, TextField } from '../../forms/kit/fields';
import { useStaffForm } from '../../forms/kit/useStaffForm';
import { navigateAfterSave } from '../../shell/guard';
import { card, errorBox, infoBox } from '../../ui/styles';
import { AuthFrame } from './AuthFrame';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * /admin/setup: the first administrator, while there is no account at all. Offered to a browser
 * on the server itself; from elsewhere it needs the setup token the server printed in its log.
 */
export function SetupPage() {
  const setup = useSetupState();

  if (setup.isPending) {
    return (
      <AuthFrame title="Create the first account">
        <p role="status">Loading…</p>
      </AuthFrame>
    );
  }
  if (setup.isError) {
    return (
      <AuthFrame title="Create the first account">
        <p role="alert" css={errorBox}>
          Could not reach the server. Check your connection and reload the page.
        </p>
      </AuthFrame>
    );
  }
  if (setup.data.adminExists) {
    return (
      <AuthFrame title="Create the first account" back={false}>
        <p css={infoBox}>
          The site has staff accounts already. <Link href="/login">Sign in</Link>, or ask an
          administrator to invite you.
        </p>
      </AuthFrame>
    );
  }
  return <SetupForm needsToken={!setup.data.setupAllowed} />;
}

function SetupForm({ needsToken }: { needsToken: boolean }) {
  const signedInWith = useSignedInWith();
  const form = useStaffForm({
    schema: setupFormSchema(needsToken),
    defaultValues: { email: '', name: '', password: '', repeat: '', setupToken: '' },
    onSubmit: async ({ email, name, password, setupToken }) => {
      const session = await createFirstAdministrator({
        email,
        name,
        password,
        ...(setupToken ? { setupToken } : {}),
      });
      signedInWith(session);
      navigateAfterSave('/', { replace: true });
    },
  });

  return (
    <AuthFrame
      title="Create the first account"
      intro="This account is the site’s first administrator: it invites everyone else. It can be created once."
    >
      <StaffForm form={form} css={card}>
        <FormError />
        {needsToken && (
          <TextField
            label="Setup token"
            name="setupToken"
            autoComplete="off"
            spellCheck={false}
            help="You are not on the server itself: the server printed this token in its log when it started without any account. It works for 24 hours."
          />
        )}
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <TextField label="Your name" name="name" autoComplete="name" />
        <NewPasswordFields label="Password" />
        <SubmitButton wide busy="Creating…">
          Create the account and sign in
        </SubmitButton>
      </StaffForm>
    </AuthFrame>
  );
}
