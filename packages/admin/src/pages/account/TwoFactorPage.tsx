import { passwordConfirmSchema, twoFactorConfirmFormSchema, type TwoFactorSetup } from '@ia/shared';
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../api/hooks';
import {
  beginTwoFactor,
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
} from '../../api/staff';
import { FormError, StaffForm, SubmitButton, TextField } from '../../forms/kit/fields';
import { useStaffForm } from '../../forms/kit/useStaffForm';
import { groupedSecret, recoveryCodesFile } from '../../staff/words';
import {
  card,
  dangerButton,
  errorBox,
  infoBox,
  muted,
  primaryButton,
  secondaryButton,
} from '../../ui/styles';
import { Screen } from '../Screen';

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'setup' | 'codes' | 'disable' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[]; fresh: boolean };

const section = { ...card, marginBottom: 16 } as const;

/**
 * /admin/account/two-factor: sign-in with a code of an authenticator app (TOTP) beside the
 * password. Set up with a QR code (or the secret typed in), confirmed with a code, with ten
 * single-use recovery codes; new codes or turned off with the password.
 */
export function TwoFactorPage() {
  const session = useSession();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enabled = session.data?.twoFactorEnabled ?? false;
  const required = session.data?.twoFactorSetupRequired ?? false;

  const finish = async () => {
    await session.refetch();
    setStep({ name: 'idle' });
  };

  return (
    <Screen
      title="Two-factor sign-in"
      breadcrumb={<Link href="/account">Your account</Link>}
      intro="With two-factor sign-in, your password alone does not open your account: signing in also asks for a code from an app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…)."
    >
      {required && step.name !== 'codes' && (
        <p role="alert" css={errorBox}>
          An administrator requires two-factor sign-in for every account. Set it up now to go on
          using the staff pages.
        </p>
      )}
      {step.name === 'idle' && (
        <section aria-labelledby="two-factor-state" css={section}>
          <h2 id="two-factor-state" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
            {enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off'}
          </h2>
          {enabled ? (
            <>
              <p css={{ margin: '0 0 16px' }}>
                You sign in with your password and a code from your app. Lost your phone? Sign in
                with one of your recovery codes.
              </p>
              <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <button
                  type="button"
                  css={secondaryButton}
                  onClick={() => setStep({ name: 'password', purpose: 'codes' })}
                >
                  New recovery codes
                </button>
                <button
                  type="button"
                  css={dangerButton}
                  onClick={() => setStep({ name: 'password', purpose: 'disable' })}
                >
                  Turn off two-factor sign-in
                </button>
              </div>
            </>
          ) : (
            <>
              <p css={{ margin: '0 0 16px' }}>
                It takes two minutes: scan a QR code with the app, type the code it shows, and keep
                the recovery codes.
              </p>
              <button
                type="button"
                css={primaryButton}
                onClick={() => setStep({ name: 'password', purpose: 'setup' })}
              >
                Set up two-factor sign-in
              </button>
            </>
          )}
        </section>
      )}
      {step.name === 'password' && (
        <PasswordStep
          purpose={step.purpose}
          onCancel={() => setStep({ name: 'idle' })}
          onDone={async (password) => {
            if (step.purpose === 'setup') {
              setStep({ name: 'scan', setup: await beginTwoFactor(password) });
            } else if (step.purpose === 'codes') {
              const { recoveryCodes } = await renewRecoveryCodes(password);
              setStep({ name: 'codes', codes: recoveryCodes, fresh: false });
            } else {
              await disableTwoFactor(password);
              await finish();
            }
          }}
        />
      )}
      {step.name === 'scan' && (
        <ScanStep
          setup={step.setup}
          onCancel={() => setStep({ name: 'idle' })}
          onConfirmed={(codes) => {
            setStep({ name: 'codes', codes, fresh: true });
            void session.refetch();
          }}
        />
      )}
      {step.name === 'codes' && (
        <RecoveryCodes
          codes={step.codes}
          fresh={step.fresh}
          account={session.data?.email ?? ''}
          onDone={() => void finish()}
        />
      )}
    </Screen>
  );
}

const PASSWORD_STEP = {
  setup: { title: 'Confirm it is you', action: 'Continue' },
  codes: {
    title: 'New recovery codes',
    action: 'Make new codes',
    note: 'Your current recovery codes stop working.',
  },
  disable: {
    title: 'Turn off two-factor sign-in',
    action: 'Turn it off',
    note: 'Your password alone will open your account again.',
  },
} as const;

function PasswordStep({
  purpose,
  onCancel,
  onDone,
}: {
  purpose: 'setup' | 'codes' | 'disable';
  onCancel: () => void;
  onDone: (password: string) => Promise<void>;
}) {
  const words = PASSWORD_STEP[purpose];
  const form = useStaffForm({
    schema: passwordConfirmSchema,
    defaultValues: { password: '' },
    onSubmit: ({ password }) => onDone(password),
  });
  const { setFocus } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  return (
    <StaffForm form={form} css={section} aria-labelledby="password-step">
      <h2 id="password-step" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        {words.title}
      </h2>
      <p css={{ ...muted, margin: '0 0 16px' }}>
        {'note' in words ? `${words.note} ` : ''}Enter your password to go on.
      </p>
      <FormError />
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
      />
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <SubmitButton busy="Checking…" danger={purpose === 'disable'}>
          {words.action}
        </SubmitButton>
        <button type="button" css={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </StaffForm>
  );
}

function ScanStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const id = useId();
  const form = useStaffForm({
    schema: twoFactorConfirmFormSchema,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => {
      try {
        onConfirmed((await confirmTwoFactor(code)).recoveryCodes);
      } catch (error) {
        form.resetField('code');
        throw error;
      }
    },
  });

  return (
    <StaffForm form={form} css={section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        Scan the QR code with your app
      </h2>
      <ol css={{ margin: '0 0 16px', paddingInlineStart: 20 }}>
        <li>In the authenticator app, add an account and scan this code.</li>
        <li>Type the 6-digit code the app then shows for this site.</li>
      </ol>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 24,
          alignItems: 'flex-start',
          marginBottom: 16,
        }}
      >
        <img
          src={setup.qrCode}
          alt="QR code to scan with your authenticator app"
          width={200}
          height={200}
          css={{ background: '#fff', padding: 8, border: '1px solid #cbd5d1', borderRadius: 8 }}
        />
        <div css={{ flex: '1 1 220px', minWidth: 0 }}>
          <p css={{ margin: '0 0 4px', fontWeight: 600 }}>Cannot scan? Type this key instead:</p>
          <p
            data-testid="two-factor-secret"
            css={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '1.1rem',
              overflowWrap: 'anywhere',
              margin: '0 0 4px',
            }}
          >
            {groupedSecret(setup.secret)}
          </p>
          <p css={{ ...muted, margin: 0 }}>Time-based, 6 digits, every 30 seconds.</p>
        </div>
      </div>
      <FormError />
      <TextField
        label="Code from the app"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <SubmitButton busy="Checking…">Turn on two-factor sign-in</SubmitButton>
        <button type="button" css={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </StaffForm>
  );
}

function RecoveryCodes({
  codes,
  fresh,
  account,
  onDone,
}: {
  codes: string[];
  fresh: boolean;
  account: string;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const file = recoveryCodesFile(codes, account);
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(file)}`;
  return (
    <section aria-labelledby="recovery-codes" css={section}>
      <h2 id="recovery-codes" css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        {fresh ? 'Two-factor sign-in is on: keep your recovery codes' : 'Your new recovery codes'}
      </h2>
      <p css={{ margin: '0 0 16px' }}>
        Each code signs you in once when your phone is not at hand. Keep them somewhere safe (a
        password manager, or printed): they are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        css={{
          listStyle: 'none',
          margin: '0 0 16px',
          padding: 12,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: 8,
          background: '#f1f4f2',
          borderRadius: 8,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
        <a href={href} download="recovery-codes.txt" css={secondaryButton}>
          Download as a text file
        </a>
        <button
          type="button"
          css={secondaryButton}
          onClick={() =>
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true))
          }
        >
          {copied ? 'Copied' : 'Copy the codes'}
        </button>
      </div>
      {copied && (
        <p role="status" css={infoBox}>
          The codes are copied: paste them where you keep them.
        </p>
      )}
      <button type="button" css={primaryButton} onClick={onDone}>
        I have kept them
      </button>
    </section>
  );
}
