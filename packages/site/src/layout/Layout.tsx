import { Toaster } from '@ia/widgets';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Every route change scrolls to the top (spec section 2). Not the first page itself: the browser
 * has already put it where its address says (`/#contact` at the contact section).
 */
function ScrollToTop() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
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
