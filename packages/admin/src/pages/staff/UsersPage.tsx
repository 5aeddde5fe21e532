import {
  inviteUserSchema,
  LANGUAGE_NAMES,
  roleChangeFormSchema,
  ROLES,
  STAFF_LANGUAGES,
  type AdminUser,
  type Role,
  type StaffSession,
} from '@ia/shared';
import { useId, useState } from 'react';
import { useSession } from '../../api/hooks';
import {
  changeUser,
  inviteUser,
  resendInvitation,
  resetUserTwoFactor,
  revokeInvitation,
  saveSecuritySettings,
} from '../../api/staff';
import { staffKeys, useSecuritySettings, useStaffChange, useUsers } from '../../api/staffHooks';
import { formatWhen } from '../../editor/parts';
import { formError, ROLE_DESCRIPTIONS, ROLE_LABELS, userStatusText } from '../../staff/words';
import { Dialog } from '../../ui/Dialog';
import {
  ChoiceField,
  FormError,
  SelectField,
  StaffForm,
  SubmitButton,
  TextField,
} from '../../forms/kit/fields';
import { useStaffForm } from '../../forms/kit/useStaffForm';
import {
  card,
  dangerButton,
  errorBox,
  help,
  infoBox,
  muted,
  pill,
  primaryButton,
  secondaryButton,
  smallButton,
} from '../../ui/styles';
import { Screen } from '../Screen';
import { AdministratorsOnly } from './AdministratorsOnly';

/** What an administrator is asked to confirm about one account. */
type Asking =
  | { kind: 'role'; user: AdminUser }
  | { kind: 'deactivate'; user: AdminUser }
  | { kind: 'revoke'; user: AdminUser }
  | { kind: 'two-factor'; user: AdminUser };

const nameOf = (user: AdminUser) => user.name || user.email;

/**
 * /admin/users (administrators): every staff account with its role, status and last sign-in;
 * invitations sent, sent again or revoked; roles changed; accounts deactivated (their sessions
 * end at once, their content stays) or active again; two-factor sign-in required of everyone.
 */
export function UsersPage() {
  return (
    <AdministratorsOnly title="Staff">
      <UsersScreen />
    </AdministratorsOnly>
  );
}

function UsersScreen() {
  const session = useSession();
  const users = useUsers();
  const [inviting, setInviting] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const change = useStaffChange(
    (work: () => Promise<string>) => work(),
    [staffKeys.users, staffKeys.emails],
  );
  const me = session.data;
  if (!me) return null;

  const act = (work: () => Promise<string>) => {
    setMessage(null);
    change.mutate(work, {
      onSuccess: (text) => setMessage({ ok: true, text }),
      onError: (error) => setMessage({ ok: false, text: formError(error).message }),
    });
  };

  const list = users.data ?? [];
  return (
    <Screen
      title="Staff"
      intro="Everyone who can sign in to these pages, and what their role lets them do."
      actions={
        <button type="button" css={primaryButton} onClick={() => setInviting(true)}>
          Invite a colleague
        </button>
      }
    >
      {message && (
        <p role={message.ok ? 'status' : 'alert'} css={message.ok ? infoBox : errorBox}>
          {message.text}
        </p>
      )}
      {users.isPending && <p role="status">Loading…</p>}
      {users.isError && (
        <p role="alert" css={errorBox}>
          The staff list could not be loaded. {users.error.message}
        </p>
      )}
      <ul
        aria-label="Staff accounts"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {list.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            me={me}
            busy={change.isPending}
            onAsk={setAsking}
            onReactivate={() =>
              act(async () => {
                await changeUser(user.id, { active: true });
                return `${nameOf(user)} can sign in again.`;
              })
            }
            onResend={() =>
              act(async () => {
                await resendInvitation(user.id);
                return `A new invitation is on its way to ${user.email}. The earlier link no longer works.`;
              })
            }
          />
        ))}
      </ul>
      <SecuritySettings />
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(user) => {
          setInviting(false);
          setMessage({
            ok: true,
            text: `An invitation is on its way to ${user.email}, as ${ROLE_LABELS[user.role]}. Its link works for 7 days.`,
          });
        }}
      />
      {asking?.kind === 'role' && (
        <RoleDialog
          user={asking.user}
          onClose={() => setAsking(null)}
          onSave={(role) => {
            setAsking(null);
            act(async () => {
              await changeUser(asking.user.id, { role });
              return `${nameOf(asking.user)} is now ${ROLE_LABELS[role]}.`;
            });
          }}
        />
      )}
      <Confirm
        asking={asking}
        me={me}
        onClose={() => setAsking(null)}
        onConfirm={(current) => {
          setAsking(null);
          const { user } = current;
          if (current.kind === 'deactivate') {
            act(async () => {
              await changeUser(user.id, { active: false });
              return `${nameOf(user)} is deactivated: signed out everywhere, and cannot sign in. Their content stays.`;
            });
          } else if (current.kind === 'revoke') {
            act(async () => {
              await revokeInvitation(user.id);
              return `The invitation of ${user.email} is revoked: its link no longer works.`;
            });
          } else if (current.kind === 'two-factor') {
            act(async () => {
              await resetUserTwoFactor(user.id);
              return `Two-factor sign-in of ${nameOf(user)} is off: they sign in with their password and can set it up again.`;
            });
          }
        }}
      />
    </Screen>
  );
}

function UserRow({
  user,
  me,
  busy,
  onAsk,
  onReactivate,
  onResend,
}: {
  user: AdminUser;
  me: StaffSession;
  busy: boolean;
  onAsk: (asking: Asking) => void;
  onReactivate: () => void;
  onResend: () => void;
}) {
  const status = userStatusText(user);
  const tone = user.status === 'active' ? 'green' : user.status === 'invited' ? 'amber' : 'red';
  const hidden = <span css={{ position: 'absolute', left: -9999 }}>: {user.email}</span>;
  return (
    <li
      css={{
        ...card,
        padding: 12,
        display: 'flex',
        gap: 12,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      <div css={{ flex: '1 1 260px', minWidth: 0 }}>
        <p css={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {user.name ?? user.email}
          {user.id === me.id && <span css={{ ...muted, fontWeight: 400 }}> (you)</span>}
        </p>
        {user.name && (
          <p css={{ margin: 0, overflowWrap: 'anywhere' }} lang="en">
            {user.email}
          </p>
        )}
        <p css={{ ...muted, margin: '4px 0 0', fontSize: '0.9rem' }}>
          <span css={pill(tone)}>{status}</span> <strong>{ROLE_LABELS[user.role]}</strong>
          {' · '}
          {user.status === 'invited'
            ? user.invitationExpiresAt
              ? `Link works until ${formatWhen(user.invitationExpiresAt)}`
              : 'Link no longer works'
            : user.lastSignInAt
              ? `Last signed in ${formatWhen(user.lastSignInAt)}`
              : 'Never signed in'}
          {' · '}
          {user.twoFactorEnabled ? 'Two-factor on' : 'Two-factor off'}
        </p>
      </div>
      <div css={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
        {user.status !== 'deactivated' && (
          <button
            type="button"
            css={smallButton}
            disabled={busy}
            onClick={() => onAsk({ kind: 'role', user })}
          >
            Change role{hidden}
          </button>
        )}
        {user.status === 'invited' && (
          <>
            <button type="button" css={smallButton} disabled={busy} onClick={onResend}>
              Send the invitation again{hidden}
            </button>
            <button
              type="button"
              css={smallButton}
              disabled={busy}
              onClick={() => onAsk({ kind: 'revoke', user })}
            >
              Revoke the invitation{hidden}
            </button>
          </>
        )}
        {user.twoFactorEnabled && user.id !== me.id && (
          <button
            type="button"
            css={smallButton}
            disabled={busy}
            onClick={() => onAsk({ kind: 'two-factor', user })}
          >
            Turn off two-factor{hidden}
          </button>
        )}
        {user.status === 'active' && (
          <button
            type="button"
            css={smallButton}
            disabled={busy}
            onClick={() => onAsk({ kind: 'deactivate', user })}
          >
            Deactivate{hidden}
          </button>
        )}
        {user.status === 'deactivated' && (
          <button type="button" css={smallButton} disabled={busy} onClick={onReactivate}>
            Activate again{hidden}
          </button>
        )}
      </div>
    </li>
  );
}

const CONFIRM = {
  deactivate: {
    title: 'Deactivate this account?',
    text: (user: AdminUser, me: StaffSession) =>
      `${nameOf(user)} is signed out everywhere at once and can no longer sign in. What they wrote stays. You can activate the account again later.${
        user.id === me.id ? ' This is your own account: you are signed out too.' : ''
      }`,
    action: 'Deactivate',
  },
  revoke: {
    title: 'Revoke this invitation?',
    text: (user: AdminUser) =>
      `The link e-mailed to ${user.email} stops working, and the account goes. You can invite them again.`,
    action: 'Revoke',
  },
  'two-factor': {
    title: 'Turn off two-factor sign-in?',
    text: (user: AdminUser) =>
      `For someone who lost their phone and their recovery codes: ${nameOf(user)} then signs in with their password alone, and can set two-factor sign-in up again. Make sure it is really them asking.`,
    action: 'Turn it off',
  },
} as const;

function Confirm({
  asking,
  me,
  onClose,
  onConfirm,
}: {
  asking: Asking | null;
  me: StaffSession;
  onClose: () => void;
  onConfirm: (asking: Exclude<Asking, { kind: 'role' }>) => void;
}) {
  const current = asking && asking.kind !== 'role' ? asking : null;
  const words = current ? CONFIRM[current.kind] : null;
  return (
    <Dialog open={current !== null} onClose={onClose} title={words?.title ?? ''}>
      {current && words && (
        <>
          <p>{words.text(current.user, me)}</p>
          <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <button type="button" css={secondaryButton} onClick={onClose}>
              Cancel
            </button>
            <button type="button" css={dangerButton} onClick={() => onConfirm(current)}>
              {words.action}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** The roles as choices, each with what it lets someone do. */
/** The roles to choose from, each with what it may do. */
const ROLE_CHOICES = ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
  description: ROLE_DESCRIPTIONS[role],
}));

const LANGUAGE_OPTIONS = STAFF_LANGUAGES.map((code) => ({
  value: code,
  label: LANGUAGE_NAMES[code] ?? code,
}));

function RoleDialog({
  user,
  onClose,
  onSave,
}: {
  user: AdminUser;
  onClose: () => void;
  onSave: (role: Role) => void;
}) {
  const form = useStaffForm({
    schema: roleChangeFormSchema,
    defaultValues: { role: user.role },
    onSubmit: ({ role }) => onSave(role),
  });
  return (
    <Dialog open onClose={onClose} title={`Role of ${nameOf(user)}`}>
      <StaffForm form={form}>
        <ChoiceField name="role" label="Role" choices={ROLE_CHOICES} />
        <p css={{ ...muted, margin: '0 0 16px' }}>
          The change takes effect at once. At least one administrator always remains.
        </p>
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" css={secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <SubmitButton busy="Saving…" disabled={!form.formState.isDirty}>
            Save the role
          </SubmitButton>
        </div>
      </StaffForm>
    </Dialog>
  );
}

function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (user: AdminUser) => void;
}) {
  const invite = useStaffChange(inviteUser, [staffKeys.users, staffKeys.emails]);
  const form = useStaffForm({
    schema: inviteUserSchema,
    defaultValues: { email: '', role: 'contributor', language: 'en' },
    onSubmit: async (values) => {
      const user = await invite.mutateAsync(values);
      form.reset({ ...form.getValues(), email: '', role: 'contributor' });
      onInvited(user);
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title="Invite a colleague">
      <StaffForm form={form}>
        <p css={{ ...muted, marginTop: 0 }}>
          They get an e-mail with a link to choose their name and password. The link works once, for
          7 days.
        </p>
        <FormError />
        <TextField
          label="Their email address"
          name="email"
          type="email"
          autoComplete="off"
          spellCheck={false}
        />
        <ChoiceField name="role" label="Role" choices={ROLE_CHOICES} />
        <SelectField
          label="Language of the invitation"
          name="language"
          options={LANGUAGE_OPTIONS}
        />
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" css={secondaryButton} onClick={close}>
            Cancel
          </button>
          <SubmitButton busy="Sending…">Send the invitation</SubmitButton>
        </div>
      </StaffForm>
    </Dialog>
  );
}

function SecuritySettings() {
  const settings = useSecuritySettings();
  const id = useId();
  const save = useStaffChange(saveSecuritySettings, [staffKeys.security]);
  const required = settings.data?.requireTwoFactor ?? false;
  return (
    <section aria-labelledby={`${id}-title`} css={{ ...card, marginTop: 24 }}>
      <h2 id={`${id}-title`} css={{ margin: '0 0 8px', fontSize: '1.2rem' }}>
        Sign-in security
      </h2>
      {settings.isPending && <p role="status">Loading…</p>}
      {settings.data && (
        <div css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <input
            id={`${id}-require`}
            type="checkbox"
            checked={required}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ requireTwoFactor: event.target.checked })}
            css={{ width: 24, height: 24, margin: '2px 0 0', flex: 'none' }}
          />
          <label htmlFor={`${id}-require`}>
            Require two-factor sign-in for every account
            <span css={{ ...help, display: 'block' }}>
              Someone without it is asked to set it up at their next visit, before anything else.
            </span>
          </label>
        </div>
      )}
      {save.isError && (
        <p role="alert" css={errorBox}>
          {formError(save.error).message}
        </p>
      )}
      {save.isSuccess && (
        <p role="status" css={{ ...infoBox, marginTop: 12 }}>
          {save.data.requireTwoFactor
            ? 'Two-factor sign-in is now required for every account.'
            : 'Two-factor sign-in is no longer required.'}
        </p>
      )}
    </section>
  );
}
