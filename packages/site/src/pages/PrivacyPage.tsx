import { privacyPage } from '@ia/shared';
import { PolicyPage } from './PolicyPage';

/** The privacy policy: the Privacy Policy page of the admin. */
export function PrivacyPage() {
  return <PolicyPage def={privacyPage} id="privacy-title" />;
}
