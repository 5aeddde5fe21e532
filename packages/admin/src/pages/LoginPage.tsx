import { ApiError } from '@ia/widgets';
import { signInFormSchema, twoFactorCodeSchema } from '@ia/shared';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { useSession } from '../api/hooks';
import { isTwoFactorRequired, signIn, signInWithCode } from '../api/staff';
import { useSetupState, useSignedInWith } from '../api/staffHooks';
import { navigateAfterSave } from '../shell/guard';
import { FormError, StaffForm, SubmitButton, TextField } from '../forms/kit/fields';
import { useStaffForm } from '../forms/kit/useStaffForm';
import { card, infoBox, linkButton, muted } from '../ui/styles';
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
  const [recovery, setRecovery] = useState(false);

  const done = (signedIn: Parameters<typeof signedInWith>[0]) => {
    signedInWith(signedIn);
    navigateAfterSave(signedIn.twoFactorSetupRequired ? '/account/two-factor' : next, {
      replace: true,
    });
  };

  const passwordForm = useStaffForm({
    schema: signInFormSchema,
    defaultValues: { email: '', password: '' },
    describeFailure: (error) => ({ message: signInErrorMessage(error), fields: {} }),
    onSubmit: async (values) => {
      try {
        const answer = await signIn(values);
        if (!isTwoFactorRequired(answer)) return done(answer);
        setStep('code');
        codeForm.reset();
        requestAnimationFrame(() => codeForm.setFocus('code'));
      } catch (error) {
        passwordForm.resetField('password');
        passwordForm.setFocus('password');
        throw error;
      }
    },
  });

  const codeForm = useStaffForm({
    schema: twoFactorCodeSchema,
    defaultValues: { code: '' },
    describeFailure: (error) => ({
      message:
        error instanceof ApiError && error.status === 401
          ? `${WRONG_CODE}. Check the time on your phone and try the newest code.`
          : signInErrorMessage(error),
      fields: {},
    }),
    onSubmit: async ({ code }) => {
      try {
        done(await signInWithCode(code));
      } catch (error) {
        codeForm.resetField('code');
        if (error instanceof ApiError && error.status === 401 && error.message !== WRONG_CODE) {
          // The sign-in expired or took too many wrong codes: the password again.
          setStep('password');
          passwordForm.resetField('password');
          passwordForm.fail({ message: error.message, fields: {} });
          requestAnimationFrame(() => passwordForm.setFocus('password'));
          return;
        }
        codeForm.setFocus('code');
        throw error;
      }
    },
  });

  const busy = passwordForm.formState.isSubmitting || codeForm.formState.isSubmitting;
  if (session.data && !busy) return <Redirect to={next} replace />;

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
        <StaffForm form={codeForm} css={card}>
          <FormError />
          <TextField
            label={recovery ? 'Recovery code' : 'Code'}
            name="code"
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            spellCheck={false}
            autoCapitalize="off"
          />
          <SubmitButton wide busy="Checking…">
            Sign in
          </SubmitButton>
          <p css={{ margin: '16px 0 0' }}>
            <button
              type="button"
              css={linkButton}
              onClick={() => {
                setRecovery(!recovery);
                codeForm.reset();
                codeForm.setFocus('code');
              }}
            >
              {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
            </button>
          </p>
        </StaffForm>
        <p css={{ marginTop: 24 }}>
          <button
            type="button"
            css={linkButton}
            onClick={() => {
              setStep('password');
              passwordForm.resetField('password');
              passwordForm.clearErrors();
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
      <StaffForm form={passwordForm} css={card}>
        <FormError />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <SubmitButton wide busy="Signing in…">
          Sign in
        </SubmitButton>
      </StaffForm>
      <p css={{ ...muted, marginTop: 24 }}>
        <Link href="/forgot-password">Forgot your password?</Link>
      </p>
    </AuthFrame>
  );
}
