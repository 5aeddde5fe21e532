import { LANGUAGE_NAMES, STAFF_LANGUAGES, type StaffSession } from '@ia/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../api/hooks';
import { changePassword, updateOwnSettings } from '../../api/staff';
import { staffKeys, useSessionUpdate } from '../../api/staffHooks';
import { useQueryClient } from '@tanstack/react-query';
import { checkNewPassword, formError, ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../staff/words';
import { TextField } from '../../ui/TextField';
import {
  card,
  errorBox,
  fieldLabel,
  help,
  infoBox,
  muted,
  primaryButton,
  textInput,
} from '../../ui/styles';
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
  const [name, setName] = useState(session.name ?? '');
  const [language, setLanguage] = useState<string>(session.language);
  const [receives, setReceives] = useState(session.receivesContactMessages);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === '') {
      setErrors({ name: 'Enter your name' });
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      const saved = await updateOwnSettings({
        name: name.trim(),
        language,
        ...(session.permissions.readMessages ? { receivesContactMessages: receives } : {}),
      });
      update(saved);
      setMessage({ ok: true, text: 'Saved.' });
    } catch (error) {
      const { message: text, fields } = formError(error);
      setErrors(fields);
      setMessage({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      css={section}
    >
      <h2 id={`${id}-title`} css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        Your details
      </h2>
      <p css={{ ...muted, margin: '0 0 16px' }}>
        Your role: <strong>{ROLE_LABELS[session.role]}</strong>. {ROLE_DESCRIPTIONS[session.role]}
      </p>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={setName}
        error={errors.name}
      />
      <div css={{ marginBottom: 16 }}>
        <label htmlFor={`${id}-language`} css={fieldLabel}>
          Language of your e-mails
        </label>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
          aria-describedby={`${id}-language-help`}
          css={textInput}
        >
          {STAFF_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code] ?? code}
            </option>
          ))}
        </select>
        <p id={`${id}-language-help`} css={help}>
          E-mails are written in English, French, Arabic and Swahili; other languages get English.
        </p>
      </div>
      {session.permissions.readMessages && (
        <div css={{ marginBottom: 16, display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <input
            id={`${id}-receives`}
            type="checkbox"
            checked={receives}
            onChange={(event) => setReceives(event.target.checked)}
            css={{ width: 24, height: 24, margin: '2px 0 0', flex: 'none' }}
          />
          <label htmlFor={`${id}-receives`}>
            E-mail me each new message of the contact form
            <span css={{ ...help, display: 'block' }}>
              Reply from your mail program: the answer goes to the visitor.
            </span>
          </label>
        </div>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} css={message.ok ? infoBox : errorBox}>
          {message.text}
        </p>
      )}
      <button type="submit" css={primaryButton} disabled={busy}>
        {busy ? 'Saving…' : 'Save your details'}
      </button>
    </form>
  );
}

function PasswordChange() {
  const client = useQueryClient();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {
      ...(current === '' ? { currentPassword: 'Enter your current password' } : {}),
      ...checkNewPassword(password, repeat),
    };
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword({ currentPassword: current, password });
      setCurrent('');
      setPassword('');
      setRepeat('');
      void client.invalidateQueries({ queryKey: staffKeys.sessions });
      setMessage({
        ok: true,
        text: 'Your password is changed. Every other browser signed in to your account was signed out.',
      });
    } catch (error) {
      const { message: text, fields } = formError(error);
      setErrors(fields);
      setMessage({ ok: false, text });
      if (fields.currentPassword) currentRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      css={section}
    >
      <h2 id={`${id}-title`} css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        Change your password
      </h2>
      <p css={{ ...muted, margin: '0 0 16px' }}>
        Every other browser signed in to your account is signed out; this one stays signed in.
      </p>
      <TextField
        ref={currentRef}
        label="Current password"
        name="current-password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        password={password}
        repeat={repeat}
        onPassword={setPassword}
        onRepeat={setRepeat}
        errors={errors}
      />
      {message && (
        <p role={message.ok ? 'status' : 'alert'} css={message.ok ? infoBox : errorBox}>
          {message.text}
        </p>
      )}
      <button type="submit" css={primaryButton} disabled={busy}>
        {busy ? 'Changing…' : 'Change the password'}
      </button>
    </form>
  );
}
