import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { confirmPasswordReset } from '../../api/staff';
import { checkNewPassword, formError } from '../../staff/words';
import { card, errorBox, infoBox, primaryButton } from '../../ui/styles';
import { AuthFrame } from './AuthFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { useLinkToken } from './useLinkToken';

/**
 * /admin/reset-password?token=…: the link of a password reset e-mail (single use, one hour).
 * The new password ends every session of the account; then sign in with it.
 */
export function ResetPasswordPage() {
  const { token, status, problem } = useLinkToken('password_reset');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkNewPassword(password, repeat);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await confirmPasswordReset({ token, password });
      setDone(true);
    } catch (error) {
      const { message, fields } = formError(error);
      setFailure(message);
      setErrors(fields);
      passwordRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

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
        <form noValidate onSubmit={(event) => void submit(event)} css={card}>
          {failure && (
            <p role="alert" css={errorBox}>
              {failure}
            </p>
          )}
          <input type="hidden" name="username" autoComplete="username" value={status.data.email} />
          <NewPasswordFields
            passwordRef={passwordRef}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            errors={errors}
          />
          <button type="submit" css={{ ...primaryButton, width: '100%' }} disabled={busy}>
            {busy ? 'Saving…' : 'Save the new password'}
          </button>
        </form>
      )}
    </AuthFrame>
  );
}
