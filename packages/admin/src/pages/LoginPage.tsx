import { ApiError } from '@ia/widgets';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Redirect, useSearch } from 'wouter';
import { useSession, useSetup, useSignIn } from '../api/hooks';
import { navigateAfterSave } from '../shell/guard';
import {
  card,
  errorBox,
  fieldError,
  fieldLabel,
  infoBox,
  muted,
  primaryButton,
  textInput,
} from '../ui/styles';

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

/** /admin/login */
export function LoginPage() {
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const session = useSession();
  const setup = useSetup();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  if (session.data) return <Redirect to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found: typeof errors = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      found.email = 'Enter your email address, like name@example.org';
    if (password === '') found.password = 'Enter your password';
    setErrors(found);
    setFormError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      await signIn.mutateAsync({ email: email.trim(), password });
      navigateAfterSave(next, { replace: true });
    } catch (error) {
      setFormError(signInErrorMessage(error));
      setPassword('');
      passwordRef.current?.focus();
    }
  };

  return (
    <main css={{ maxWidth: 480, margin: '48px auto', padding: '0 16px' }}>
      <h1 css={{ fontSize: '2rem', margin: '0 0 8px' }}>Staff sign in</h1>
      <p css={{ ...muted, margin: '0 0 24px' }}>
        For the organisation’s staff, who run the site’s content.
      </p>
      {setup.data?.adminExists === false ? (
        <div css={infoBox} role="note">
          <h2 css={{ fontSize: '1.1rem', margin: '0 0 8px' }}>No staff account yet</h2>
          <p css={{ margin: '0 0 8px' }}>
            The first account is created by whoever runs the server: set <code>ADMIN_EMAIL</code>{' '}
            (the address to sign in with) and <code>ADMIN_PASSWORD</code> (at least 12 characters)
            in its settings, restart it, then reload this page. There is never a built-in password.
          </p>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} css={card}>
          {formError && (
            <p role="alert" css={errorBox}>
              {formError}
            </p>
          )}
          <div css={{ marginBottom: 16 }}>
            <label htmlFor={`${id}-email`} css={fieldLabel}>
              Email address
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="username"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-email-error` : undefined}
              css={textInput}
            />
            {errors.email && (
              <p id={`${id}-email-error`} css={fieldError}>
                {errors.email}
              </p>
            )}
          </div>
          <div css={{ marginBottom: 24 }}>
            <label htmlFor={`${id}-password`} css={fieldLabel}>
              Password
            </label>
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              css={textInput}
            />
            {errors.password && (
              <p id={`${id}-password-error`} css={fieldError}>
                {errors.password}
              </p>
            )}
          </div>
          <button
            type="submit"
            css={{ ...primaryButton, width: '100%' }}
            disabled={signIn.isPending}
          >
            {signIn.isPending ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
      )}
    </main>
  );
}
