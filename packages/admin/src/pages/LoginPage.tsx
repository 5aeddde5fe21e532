import { ApiError } from '@ia/widgets';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { useSession } from '../api/hooks';
import { isTwoFactorRequired, signIn, signInWithCode } from '../api/staff';
import { useSetupState, useSignedInWith } from '../api/staffHooks';
import { navigateAfterSave } from '../shell/guard';
import { looksLikeEmail } from '../staff/words';
import { TextField } from '../ui/TextField';
import { card, errorBox, infoBox, linkButton, muted, primaryButton } from '../ui/styles';
import { AuthFrame } from './auth/AuthFrame';

/** Where to go after signing in: the staff page asked for, never another site. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return '/';
  if (next.startsWith('/login')) return '/';
  return next;
}

/** What went wrong with a sign-in, in words staff understand. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.status) {
      case 401:
        return 'The email or password is not correct.';
      case 429:
        return error.message || 'Too many sign-in attempts. Please wait and try again.';
      case 403:
        return 'The sign-in was refused because it did not come from this site. Open the sign-in page of this site and try again.';
      default:
        return error.status >= 500
          ? 'Something went wrong on our side. Please try again in a moment.'
          : `The sign-in did not work (${error.message}).`;
    }
  }
  return 'Could not reach the server. Check your connection and try again.';
}

/** The server's answer to a wrong code that still lets the same sign-in try again. */
const WRONG_CODE = 'The code is not correct';

/** /admin/login: the password, then (for accounts with two-factor sign-in) a code. */
export function LoginPage() {
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const session = useSession();
  const setup = useSetupState();
  const signedInWith = useSignedInWith();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; code?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  if (session.data && !busy) return <Redirect to={next} replace />;

  const done = (signedIn: Parameters<typeof signedInWith>[0]) => {
    signedInWith(signedIn);
    navigateAfterSave(signedIn.twoFactorSetupRequired ? '/account/two-factor' : next, {
      replace: true,
    });
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: typeof errors = {};
    if (!looksLikeEmail(email)) found.email = 'Enter your email address, like name@example.org';
    if (password === '') found.password = 'Enter your password';
    setErrors(found);
    setFormError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const answer = await signIn({ email: email.trim(), password });
      if (isTwoFactorRequired(answer)) {
        setBusy(false);
        setStep('code');
        setCode('');
        requestAnimationFrame(() => codeRef.current?.focus());
        return;
      }
      done(answer);
    } catch (error) {
      setBusy(false);
      setFormError(signInErrorMessage(error));
      setPassword('');
      passwordRef.current?.focus();
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setErrors({ code: recovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code' });
      return codeRef.current?.focus();
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      done(await signInWithCode(code.trim()));
    } catch (error) {
      setBusy(false);
      setCode('');
      if (error instanceof ApiError && error.status === 401 && error.message !== WRONG_CODE) {
        // The sign-in expired or took too many wrong codes: the password again.
        setStep('password');
        setPassword('');
        setFormError(error.message);
        requestAnimationFrame(() => passwordRef.current?.focus());
        return;
      }
      setFormError(
        error instanceof ApiError && error.status === 401
          ? `${WRONG_CODE}. Check the time on your phone and try the newest code.`
          : signInErrorMessage(error),
      );
      codeRef.current?.focus();
    }
  };

  if (setup.data?.adminExists === false) {
    return (
      <AuthFrame title="Staff sign in" back={false}>
        <div css={infoBox} role="note">
          <h2 css={{ fontSize: '1.1rem', margin: '0 0 8px' }}>No staff account yet</h2>
          <p css={{ margin: '0 0 8px' }}>
            The first account is an administrator’s.{' '}
            {setup.data.setupAllowed
              ? 'You are on the server itself, so you can create it here.'
              : 'Create it on the server itself, or here with the setup token the server printed in its log.'}
          </p>
          <Link href="/setup">Create the first account</Link>
        </div>
      </AuthFrame>
    );
  }

  if (step === 'code') {
    return (
      <AuthFrame
        title="Two-factor sign-in"
        intro={
          recovery
            ? 'Enter one of the recovery codes you kept when you set up two-factor sign-in. Each works once.'
            : 'Open the authenticator app on your phone and enter the 6-digit code it shows for this site.'
        }
        back={false}
      >
        <form noValidate onSubmit={(event) => void submitCode(event)} css={card}>
          {formError && (
            <p role="alert" css={errorBox}>
              {formError}
            </p>
          )}
          <TextField
            ref={codeRef}
            label={recovery ? 'Recovery code' : 'Code'}
            name="code"
            value={code}
            onChange={setCode}
            error={errors.code}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            spellCheck={false}
            autoCapitalize="off"
          />
          <button type="submit" css={{ ...primaryButton, width: '100%' }} disabled={busy}>
            {busy ? 'Checking…' : 'Sign in'}
          </button>
          <p css={{ margin: '16px 0 0' }}>
            <button
              type="button"
              css={linkButton}
              onClick={() => {
                setRecovery(!recovery);
                setCode('');
                setErrors({});
                setFormError(null);
                codeRef.current?.focus();
              }}
            >
              {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
            </button>
          </p>
        </form>
        <p css={{ marginTop: 24 }}>
          <button
            type="button"
            css={linkButton}
            onClick={() => {
              setStep('password');
              setPassword('');
              setFormError(null);
            }}
          >
            Start again with another account
          </button>
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Staff sign in"
      intro="For the organisation’s staff, who run the site’s content."
      back={false}
    >
      <form noValidate onSubmit={(event) => void submitPassword(event)} css={card}>
        {formError && (
          <p role="alert" css={errorBox}>
            {formError}
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
          error={errors.email}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
        <button type="submit" css={{ ...primaryButton, width: '100%' }} disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p css={{ ...muted, marginTop: 24 }}>
        <Link href="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthFrame>
  );
}
