import type { ReactNode } from 'react';
import { useSession } from '../../api/hooks';
import { infoBox } from '../../ui/styles';
import { Screen } from '../Screen';

/** A screen for administrators only: others are told so instead of meeting a refusal. */
export function AdministratorsOnly({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  if (!session.data) return null;
  if (!session.data.permissions.manageStaff) {
    return (
      <Screen title={title}>
        <p css={infoBox}>
          Only administrators manage the staff accounts, read the e-mails the site sends and the
          audit log. Ask an administrator if you need something changed.
        </p>
      </Screen>
    );
  }
  return <>{children}</>;
}
