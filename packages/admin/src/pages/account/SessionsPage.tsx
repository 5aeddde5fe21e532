import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { signedOut } from '../../api/hooks';
import { endOtherSessions, endSession } from '../../api/staff';
import { staffKeys, useSessions } from '../../api/staffHooks';
import { formatWhen } from '../../editor/parts';
import { formError } from '../../staff/words';
import { Dialog } from '../../ui/Dialog';
import {
  card,
  dangerButton,
  errorBox,
  infoBox,
  muted,
  pill,
  secondaryButton,
  smallButton,
} from '../../ui/styles';
import { Screen } from '../Screen';

/**
 * /admin/account/sessions: every browser signed in to one's account (browser, address, last
 * activity), each signed out on its own, or all but this one at once.
 */
export function SessionsPage() {
  const sessions = useSessions();
  const client = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [askAll, setAskAll] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  const run = async (key: string, work: () => Promise<string>) => {
    setBusy(key);
    setMessage(null);
    try {
      setMessage({ ok: true, text: await work() });
    } catch (error) {
      setMessage({ ok: false, text: formError(error).message });
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: staffKeys.sessions });
    }
  };

  return (
    <Screen
      title="Signed-in devices"
      breadcrumb={<Link href="/account">Your account</Link>}
      intro="Every browser where your account is signed in. Sign out one you do not know, or every one but this, and change your password if someone else knows it."
    >
      {sessions.isPending && <p role="status">Loading…</p>}
      {sessions.isError && (
        <p role="alert" css={errorBox}>
          The devices could not be loaded. {sessions.error.message}
        </p>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} css={message.ok ? infoBox : errorBox}>
          {message.text}
        </p>
      )}
      {sessions.data && (
        <div css={{ marginBottom: 16 }}>
          <button
            type="button"
            css={dangerButton}
            disabled={others === 0 || busy !== null}
            onClick={() => setAskAll(true)}
          >
            Sign out everywhere else
          </button>
          {others === 0 && (
            <span css={{ ...muted, marginInlineStart: 12 }}>Only this browser is signed in.</span>
          )}
        </div>
      )}
      <ul
        aria-label="Signed-in devices"
        css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
      >
        {list.map((session) => (
          <li
            key={session.id}
            css={{
              ...card,
              padding: 12,
              display: 'flex',
              gap: 12,
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <div css={{ flex: '1 1 240px', minWidth: 0 }}>
              <p css={{ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
                {session.browser} {session.current && <span css={pill('green')}>This browser</span>}
              </p>
              <p css={{ ...muted, margin: '4px 0 0', fontSize: '0.9rem' }}>
                {session.address ? `From ${session.address} · ` : ''}Last active{' '}
                {formatWhen(session.lastActiveAt)} · Signed in {formatWhen(session.createdAt)}
              </p>
            </div>
            <button
              type="button"
              css={smallButton}
              disabled={busy !== null}
              onClick={() =>
                void run(session.id, async () => {
                  await endSession(session.id);
                  if (session.current) await signedOut(client);
                  return `${session.browser} is signed out.`;
                })
              }
            >
              {session.current ? 'Sign out here' : 'Sign out'}
              <span css={{ position: 'absolute', left: -9999 }}>: {session.browser}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={askAll} onClose={() => setAskAll(false)} title="Sign out everywhere else?">
        <p>
          Every other browser signed in to your account is signed out at once ({others}{' '}
          {others === 1 ? 'device' : 'devices'}). This browser stays signed in.
        </p>
        <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <button type="button" css={secondaryButton} onClick={() => setAskAll(false)}>
            Cancel
          </button>
          <button
            type="button"
            css={dangerButton}
            onClick={() => {
              setAskAll(false);
              void run('all', async () => {
                const { ended } = await endOtherSessions();
                return ended === 1
                  ? 'One other browser is signed out.'
                  : `${ended} other browsers are signed out.`;
              });
            }}
          >
            Sign out the others
          </button>
        </div>
      </Dialog>
    </Screen>
  );
}
