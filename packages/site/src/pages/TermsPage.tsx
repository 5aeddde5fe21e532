import { termsPage } from '@ia/shared';
import { PolicyPage } from './PolicyPage';

/** The terms of service: the Terms of Service page of the admin. */
export function TermsPage() {
  return <PolicyPage def={termsPage} id="terms-title" />;
}
