import { Global } from '@emotion/react';
import { ToastProvider, Toaster, WidgetProvider } from '@ia/widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { useSession } from './api/hooks';
import { CollectionListPage } from './pages/CollectionListPage';
import { DashboardPage } from './pages/DashboardPage';
import { GlobalEditorPage } from './pages/GlobalEditorPage';
import { ImageManagerPage } from './pages/ImageManagerPage';
import { DocumentsPage } from './pages/DocumentsPage';
import { ImagesPage } from './pages/ImagesPage';
import { ItemEditorPage } from './pages/ItemEditorPage';
import { LoginPage } from './pages/LoginPage';
import { MessagesPage } from './pages/MessagesPage';
import { NewsletterIssuePage } from './pages/NewsletterIssuePage';
import { NewsletterIssuesPage } from './pages/NewsletterIssuesPage';
import { NewsletterSubscribersPage } from './pages/NewsletterSubscribersPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TranslationsPage } from './pages/TranslationsPage';
import { InterfaceTextsPage } from './pages/InterfaceTextsPage';
import { ReviewPage } from './pages/ReviewPage';
import { ReachPage } from './pages/ReachPage';
import { AccountPage } from './pages/account/AccountPage';
import { SessionsPage } from './pages/account/SessionsPage';
import { TwoFactorPage } from './pages/account/TwoFactorPage';
import { AcceptInvitationPage } from './pages/auth/AcceptInvitationPage';
import { ForgotPasswordPage } from './pages/auth/ForgotPasswordPage';
import { ResetPasswordPage } from './pages/auth/ResetPasswordPage';
import { SetupPage } from './pages/auth/SetupPage';
import { AuditLogPage } from './pages/staff/AuditLogPage';
import { EmailsPage } from './pages/staff/EmailsPage';
import { UsersPage } from './pages/staff/UsersPage';
import { LeaveDialog } from './shell/LeaveDialog';
import { Shell } from './shell/Shell';
import { useGuardedLocation } from './shell/guard';
import { errorBox, muted, secondaryButton } from './ui/styles';

const globalStyles = {
  'html, body': { margin: 0 },
  body: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
    color: '#1f2933',
    background: '#f4f6f5',
    lineHeight: 1.5,
  },
  '*, *::before, *::after': { boxSizing: 'border-box' },
  a: { color: '#0b6e4f' },
  // Notifications under the header, not over the editors' bar of buttons at the bottom.
  'section[data-part="toaster"]': { insetBlockStart: 64, insetBlockEnd: 'auto' },
} as const;

/** Only signed-in staff see the application; others are asked to sign in and come back. */
function SignedIn({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const session = useSession();
  if (session.isPending) {
    return (
      <p role="status" css={{ ...muted, padding: 48, textAlign: 'center' }}>
        Checking your sign-in…
      </p>
    );
  }
  if (session.isError) {
    return (
      <div css={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}>
        <p role="alert" css={errorBox}>
          Could not check your sign-in. Check your connection and try again.
        </p>
        <button type="button" css={secondaryButton} onClick={() => void session.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!session.data) {
    const next = location === '/' ? '' : `?next=${encodeURIComponent(location)}`;
    return <Redirect to={`/login${next}`} replace />;
  }
  // An administrator requires two-factor sign-in and this account has none yet: that first.
  if (session.data.twoFactorSetupRequired && !location.startsWith('/account')) {
    return <Redirect to="/account/two-factor" replace />;
  }
  return <Shell>{children}</Shell>;
}

/** The screens, by address under /admin/ (every collection and global by its name). */
function Screens() {
  return (
    <Switch>
      <Route path="/login" component={LoginPage} />
      <Route path="/setup" component={SetupPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/accept-invitation" component={AcceptInvitationPage} />
      <Route>
        <SignedIn>
          <Switch>
            <Route path="/" component={DashboardPage} />
            <Route path="/dashboard" component={DashboardPage} />
            <Route path="/images" component={ImagesPage} />
            <Route path="/image-manager" component={ImageManagerPage} />
            <Route path="/documents" component={DocumentsPage} />
            <Route path="/translations" component={TranslationsPage} />
            <Route path="/interface-texts" component={InterfaceTextsPage} />
            <Route path="/messages" component={MessagesPage} />
            <Route path="/newsletter" component={NewsletterIssuesPage} />
            <Route path="/newsletter/subscribers" component={NewsletterSubscribersPage} />
            <Route path="/newsletter/:id" component={NewsletterIssuePage} />
            <Route path="/review" component={ReviewPage} />
            <Route path="/reach" component={ReachPage} />
            <Route path="/account" component={AccountPage} />
            <Route path="/account/two-factor" component={TwoFactorPage} />
            <Route path="/account/sessions" component={SessionsPage} />
            <Route path="/users" component={UsersPage} />
            <Route path="/emails" component={EmailsPage} />
            <Route path="/audit-log" component={AuditLogPage} />
            <Route path="/globals/:name" component={GlobalEditorPage} />
            <Route path="/:collection/:id" component={ItemEditorPage} />
            <Route path="/:collection" component={CollectionListPage} />
            <Route component={NotFoundPage} />
          </Switch>
        </SignedIn>
      </Route>
    </Switch>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <WidgetProvider apiBase="" lang="en">
        <ToastProvider>
          <Global styles={globalStyles} />
          <Router base="/admin" hook={useGuardedLocation}>
            <Screens />
          </Router>
          <LeaveDialog />
          <Toaster />
        </ToastProvider>
      </WidgetProvider>
    </QueryClientProvider>
  );
}
