import { useRef, useState, type FormEvent } from 'react';
import { acceptInvitation } from '../../api/staff';
import { useSignedInWith } from '../../api/staffHooks';
import { navigateAfterSave } from '../../shell/guard';
import { checkNewPassword, formError } from '../../staff/words';
import { TextField } from '../../ui/TextField';
import { card, errorBox, primaryButton } from '../../ui/styles';
import { formatWhen } from '../../editor/parts';
import { AuthFrame } from './AuthFrame';
import { NewPasswordFields } from './NewPasswordFields';
import { useLinkToken } from './useLinkToken';

/**
 * /admin/accept-invitation?token=…: the link of an invitation (single use, 7 days). The invited
 * person gives their name and chooses a password, and is signed in.
 */
export function AcceptInvitationPage() {
  const { token, status, problem } = useLinkToken('invitation');
  const signedInWith = useSignedInWith();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {
      ...(name.trim() === '' ? { name: 'Enter your name' } : {}),
      ...checkNewPassword(password, repeat),
    };
    setErrors(found);
    setFailure(null);
    if (found.name) return nameRef.current?.focus();
    if (Object.keys(found).length > 0) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const session = await acceptInvitation({ token, name: name.trim(), password });
      signedInWith(session);
      navigateAfterSave(session.twoFactorSetupRequired ? '/account/two-factor' : '/', {
        replace: true,
      });
    } catch (error) {
      setBusy(false);
      const { message, fields } = formError(error);
      setFailure(message);
      setErrors(fields);
    }
  };

  return (
    <AuthFrame
      title="Join the staff"
      intro={
        status.data
          ? `You were invited as ${status.data.email}. Give your name and choose a password to sign in. The invitation works until ${formatWhen(status.data.expiresAt)}.`
          : undefined
      }
    >
      {status.isLoading && <p role="status">Checking the invitation…</p>}
      {problem && (
        <p role="alert" css={errorBox}>
          {problem}
        </p>
      )}
      {status.data && !problem && (
        <form noValidate onSubmit={(event) => void submit(event)} css={card}>
          {failure && (
            <p role="alert" css={errorBox}>
              {failure}
            </p>
          )}
          <input type="hidden" name="username" autoComplete="username" value={status.data.email} />
          <TextField
            ref={nameRef}
            label="Your name"
            name="name"
            autoComplete="name"
            value={name}
            onChange={setName}
            error={errors.name}
            help="Colleagues see it in the staff list and in the e-mails about your drafts."
          />
          <NewPasswordFields
            label="Password"
            passwordRef={passwordRef}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            errors={errors}
          />
          <button type="submit" css={{ ...primaryButton, width: '100%' }} disabled={busy}>
            {busy ? 'Joining…' : 'Join and sign in'}
          </button>
        </form>
      )}
    </AuthFrame>
  );
}
