import {
  LANGUAGE_NAMES,
  ownSettingsFormSchema,
  passwordChangeFormSchema,
  STAFF_LANGUAGES,
  type StaffSession,
} from '@ia/shared';
import { useId } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../api/hooks';
import { changePassword, updateOwnSettings } from '../../api/staff';
import { staffKeys, useSessionUpdate } from '../../api/staffHooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  CheckboxField,
  FormError,
  SelectField,
  StaffForm,
  SubmitButton,
  TextField,
} from '../../forms/kit/fields';
import { useStaffForm } from '../../forms/kit/useStaffForm';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../staff/words';
import { card, infoBox, muted } from '../../ui/styles';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { Screen } from '../Screen';

const section = { ...card, marginBottom: 16 } as const;

/** /admin/account: one's own name, e-mail settings and password, and where the rest is. */
export function AccountPage() {
  const session = useSession();
  if (!session.data) return null;
  return (
    <Screen title="Your account" intro={`Signed in as ${session.data.email}.`}>
      <Profile session={session.data} />
      <PasswordChange />
      <section aria-labelledby="account-security" css={section}>
        <h2 id="account-security" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
          Sign-in security
        </h2>
        <ul css={{ margin: 0, paddingInlineStart: 20 }}>
          <li>
            <Link href="/account/two-factor">Two-factor sign-in</Link>:{' '}
            {session.data.twoFactorEnabled ? 'on' : 'off'}
          </li>
          <li>
            <Link href="/account/sessions">Signed-in devices</Link>: see where you are signed in and
            sign out anywhere
          </li>
        </ul>
      </section>
    </Screen>
  );
}

function Profile({ session }: { session: StaffSession }) {
  const update = useSessionUpdate();
  const id = useId();
  const receives = session.permissions.readMessages;
  const form = useStaffForm({
    schema: ownSettingsFormSchema,
    defaultValues: {
      name: session.name ?? '',
      language: session.language,
      receivesContactMessages: session.receivesContactMessages,
    },
    onSubmit: async ({ receivesContactMessages, ...details }) =>
      update(
        await updateOwnSettings({ ...details, ...(receives ? { receivesContactMessages } : {}) }),
      ),
  });
  const { isSubmitSuccessful } = form.formState;

  return (
    <StaffForm form={form} aria-labelledby={`${id}-title`} css={section}>
      <h2 id={`${id}-title`} css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        Your details
      </h2>
      <p css={{ ...muted, margin: '0 0 16px' }}>
        Your role: <strong>{ROLE_LABELS[session.role]}</strong>. {ROLE_DESCRIPTIONS[session.role]}
      </p>
      <TextField label="Name" name="name" autoComplete="name" />
      <SelectField
        label="Language of your e-mails"
        name="language"
        options={STAFF_LANGUAGES.map((code) => ({
          value: code,
          label: LANGUAGE_NAMES[code] ?? code,
        }))}
        help="E-mails are written in English, French, Arabic and Swahili; other languages get English."
      />
      {receives && (
        <CheckboxField
          name="receivesContactMessages"
          label="E-mail me each new message of the contact form"
          help="Reply from your mail program: the answer goes to the visitor."
        />
      )}
      <FormError />
      {isSubmitSuccessful && (
        <p role="status" css={infoBox}>
          Saved.
        </p>
      )}
      <SubmitButton busy="Saving…">Save your details</SubmitButton>
    </StaffForm>
  );
}

function PasswordChange() {
  const client = useQueryClient();
  const id = useId();
  const form = useStaffForm({
    schema: passwordChangeFormSchema,
    defaultValues: { currentPassword: '', password: '', repeat: '' },
    onSubmit: async ({ currentPassword, password }) => {
      await changePassword({ currentPassword, password });
      form.reset(undefined, { keepIsSubmitSuccessful: true });
      void client.invalidateQueries({ queryKey: staffKeys.sessions });
    },
  });

  return (
    <StaffForm form={form} aria-labelledby={`${id}-title`} css={section}>
      <h2 id={`${id}-title`} css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        Change your password
      </h2>
      <p css={{ ...muted, margin: '0 0 16px' }}>
        Every other browser signed in to your account is signed out; this one stays signed in.
      </p>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields />
      <FormError />
      {form.formState.isSubmitSuccessful && (
        <p role="status" css={infoBox}>
          Your password is changed. Every other browser signed in to your account was signed out.
        </p>
      )}
      <SubmitButton busy="Changing…">Change the password</SubmitButton>
    </StaffForm>
  );
}
