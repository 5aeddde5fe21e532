import { Toaster } from '@ia/widgets';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Header } from './Header';

/** Every route change scrolls to the top (spec section 2). */
function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** The shared header, footer and notification area around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1} css={{ flex: 1, outline: 'none' }}>
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
