import { Link } from 'wouter';
import { Screen } from './Screen';

export function NotFoundPage() {
  return (
    <Screen title="Nothing here">
      <p>This screen does not exist. It may have been renamed.</p>
      <Link href="/">Go to the dashboard</Link>
    </Screen>
  );
}
