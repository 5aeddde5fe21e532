import { useRef, useState, type FormEvent } from 'react';
import { requestPasswordReset } from '../../api/staff';
import { formError, looksLikeEmail } from '../../staff/words';
import { TextField } from '../../ui/TextField';
import { card, errorBox, infoBox, primaryButton } from '../../ui/styles';
import { AuthFrame } from './AuthFrame';

/**
 * /admin/forgot-password: an e-mail with a link to choose a new password. The answer is the same
 * whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!looksLikeEmail(email)) {
      setError('Enter your email address, like name@example.org');
      return emailRef.current?.focus();
    }
    setError(undefined);
    setProblem(null);
    setBusy(true);
    try {
      setSent((await requestPasswordReset(email.trim())).message);
    } catch (failure) {
      const { message, fields } = formError(failure);
      setProblem(message);
      setError(fields.email);
    } finally {
      setBusy(false);
    }
  };

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
        <form noValidate onSubmit={(event) => void submit(event)} css={card}>
          {problem && (
            <p role="alert" css={errorBox}>
              {problem}
            </p>
          )}
          <TextField
            ref={emailRef}
            label="Email address"
            name="email"
            type="email"
            autoComplete="username"
            spellCheck={false}
            value={email}
            onChange={setEmail}
            error={error}
          />
          <button type="submit" css={{ ...primaryButton, width: '100%' }} disabled={busy}>
            {busy ? 'Sending…' : 'E-mail me a link'}
          </button>
        </form>
      )}
    </AuthFrame>
  );
}
