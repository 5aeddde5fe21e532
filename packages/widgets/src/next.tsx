'use client';
/**
 * `@ia/widgets/next`: what a Next.js App Router app needs around the widgets. The widgets are
 * styled with Emotion, which writes its rules while a component renders; during Next's
 * streaming server render those rules must reach the page's HTML before the markup that uses
 * them, and never as `<style>` elements between the widgets' own elements (React would find
 * them there when it hydrates, and fail). `WidgetStyleRegistry` collects the rules of each
 * rendered piece and hands them to Next with `useServerInsertedHTML`, as Emotion's and Next's
 * documentation describe for CSS-in-JS libraries in the App Router.
 *
 *   // app/layout.tsx
 *   <html lang="en"><body><WidgetStyleRegistry>{children}</WidgetStyleRegistry></body></html>
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

/** The key of the widgets' Emotion cache (`data-emotion="ia …"`, class names `ia-…`). */
const KEY = 'ia';

export function WidgetStyleRegistry({
  children,
  nonce,
}: {
  children: ReactNode;
  /** The page's Content-Security-Policy nonce, when it sends one. */
  nonce?: string;
}) {
  const [registry] = useState(() => {
    const cache = createCache({ key: KEY, nonce });
    // Rules are written to the page by the registry, never inline beside the markup.
    cache.compat = true;
    const insert = cache.insert.bind(cache);
    let inserted: string[] = [];
    cache.insert = (...args) => {
      const [, serialized] = args;
      if (cache.inserted[serialized.name] === undefined) inserted.push(serialized.name);
      return insert(...args);
    };
    const flush = () => {
      const names = inserted;
      inserted = [];
      return names;
    };
    return { cache, flush };
  });

  useServerInsertedHTML(() => {
    const names = registry.flush();
    if (names.length === 0) return null;
    let styles = '';
    for (const name of names) {
      const rule = registry.cache.inserted[name];
      if (typeof rule === 'string') styles += rule;
    }
    return (
      <style
        key={names.join(' ')}
        data-emotion={`${registry.cache.key} ${names.join(' ')}`}
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: styles }}
      />
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
