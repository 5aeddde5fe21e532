import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { createFirstAdministrator } from '../../api/staff';
import { useSetupState, useSignedInWith } from '../../api/staffHooks';
import { navigateAfterSave } from '../../shell/guard';
import { checkNewPassword, formError, looksLikeEmail } from '../../staff/words';
import { TextField } from '../../ui/TextField';
import { card, errorBox, infoBox, primaryButton } from '../../ui/styles';
import { AuthFrame } from './AuthFrame';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * /admin/setup: the first administrator, while there is no account at all. Offered to a browser
 * on the server itself; from elsewhere it needs the setup token the server printed in its log.
 */
export function SetupPage() {
  const setup = useSetupState();
  const signedInWith = useSignedInWith();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [setupToken, setSetupToken] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);

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
  const needsToken = !setup.data.setupAllowed;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {
      ...(looksLikeEmail(email)
        ? {}
        : { email: 'Enter your email address, like name@example.org' }),
      ...(name.trim() === '' ? { name: 'Enter your name' } : {}),
      ...checkNewPassword(password, repeat),
      ...(needsToken && setupToken.trim() === ''
        ? { setupToken: 'Enter the setup token from the server’s log' }
        : {}),
    };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return firstRef.current?.focus();
    setBusy(true);
    try {
      const session = await createFirstAdministrator({
        email: email.trim(),
        name: name.trim(),
        password,
        ...(setupToken.trim() ? { setupToken: setupToken.trim() } : {}),
      });
      signedInWith(session);
      navigateAfterSave('/', { replace: true });
    } catch (error) {
      setBusy(false);
      const { message, fields } = formError(error);
      setFailure(message);
      setErrors(fields);
    }
  };

  return (
    <AuthFrame
      title="Create the first account"
      intro="This account is the site’s first administrator: it invites everyone else. It can be created once."
    >
      <form noValidate onSubmit={(event) => void submit(event)} css={card}>
        {failure && (
          <p role="alert" css={errorBox}>
            {failure}
          </p>
        )}
        {needsToken && (
          <TextField
            label="Setup token"
            name="setup-token"
            autoComplete="off"
            spellCheck={false}
            value={setupToken}
            onChange={setSetupToken}
            error={errors.setupToken}
            help="You are not on the server itself: the server printed this token in its log when it started without any account. It works for 24 hours."
          />
        )}
        <TextField
          ref={firstRef}
          label="Email address"
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <TextField
          label="Your name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={setName}
          error={errors.name}
        />
        <NewPasswordFields
          label="Password"
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
          errors={errors}
        />
        <button type="submit" css={{ ...primaryButton, width: '100%' }} disabled={busy}>
          {busy ? 'Creating…' : 'Create the account and sign in'}
        </button>
      </form>
    </AuthFrame>
  );
}
