import { useId, useRef, useState, type FormEvent } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { AdminPage } from '../admin/AdminPage';
import { safeNextPath, signInErrorMessage } from '../admin/adminApi';
import { useAdminSetup, useCurrentAdmin, useSignIn } from '../admin/hooks';
import {
  adminCard,
  errorBox,
  fieldError,
  fieldLabel,
  infoBox,
  muted,
  primaryButton,
  textInput,
} from '../admin/styles';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (email.trim() === '') errors.email = 'Enter your email address';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    errors.email = 'Enter an email address like name@example.org';
  }
  if (password === '') errors.password = 'Enter your password';
  return errors;
}

/** What to do when no admin account exists yet (the server never has a built-in password). */
function NoAdminYet() {
  return (
    <div css={infoBox} role="note">
      <h2 css={{ fontSize: '1.1rem', margin: '0 0 8px' }}>No admin account yet</h2>
      <p css={{ margin: '0 0 8px' }}>
        The first admin account is created by whoever runs the server. In the server&apos;s settings
        (environment variables), set:
      </p>
      <ul css={{ margin: '0 0 8px', paddingInlineStart: 20 }}>
        <li>
          <code>ADMIN_EMAIL</code>: the email address to sign in with
        </li>
        <li>
          <code>ADMIN_PASSWORD</code>: a password of at least 12 characters
        </li>
      </ul>
      <p css={{ margin: 0 }}>
        Then restart the server and reload this page to sign in. The account is only created while
        no admin exists, so the settings can stay as they are afterwards.
      </p>
    </div>
  );
}

/** /admin/login: staff sign in, then go back to the admin page they wanted. */
export function AdminLoginPage() {
  const next = safeNextPath(new URLSearchParams(useSearch()).get('next'));
  const [, navigate] = useLocation();
  const me = useCurrentAdmin();
  const setup = useAdminSetup();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();

  if (me.data) return <Redirect to={next} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const errors = validate(email, password);
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email) return emailRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    try {
      await signIn.mutateAsync({ email: email.trim(), password });
      navigate(next, { replace: true });
    } catch (error) {
      setFormError(signInErrorMessage(error));
      setPassword('');
      passwordRef.current?.focus();
    }
  };

  const noAdmin = setup.data?.adminExists === false;
  const errorId = `${id}-error`;

  return (
    <AdminPage title="Admin sign in" titleId={`${id}-title`} narrow>
      <h1 id={`${id}-title`} css={{ fontSize: '2rem', margin: '0 0 8px' }}>
        Admin sign in
      </h1>
      <p css={{ ...muted, margin: '0 0 24px' }}>
        For staff who upload images and read contact messages.
      </p>
      {noAdmin ? (
        <NoAdminYet />
      ) : (
        <form css={adminCard} noValidate onSubmit={(event) => void onSubmit(event)}>
          {formError && (
            <p id={errorId} role="alert" css={errorBox}>
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
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
              css={textInput}
            />
            {fieldErrors.email && (
              <p id={`${id}-email-error`} css={fieldError}>
                {fieldErrors.email}
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
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
              css={textInput}
            />
            {fieldErrors.password && (
              <p id={`${id}-password-error`} css={fieldError}>
                {fieldErrors.password}
              </p>
            )}
          </div>
          <button
            type="submit"
            css={{ ...primaryButton, width: '100%' }}
            disabled={signIn.isPending}
            aria-describedby={formError ? errorId : undefined}
          >
            {signIn.isPending ? 'Signing in...' : 'Sign in'}
          </button>
        </form>
      )}
    </AdminPage>
  );
}
