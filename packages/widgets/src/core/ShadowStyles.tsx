import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

const caches = new WeakMap<Node, EmotionCache>();

/**
 * One Emotion cache per shadow root, inserting its <style> tags inside that root, so a widget's
 * styles apply there and nowhere else.
 */
export function cacheFor(root: ShadowRoot | HTMLElement): EmotionCache {
  let cache = caches.get(root);
  if (!cache) {
    cache = createCache({ key: 'ia', container: root, prepend: true });
    caches.set(root, cache);
  }
  return cache;
}

export function ShadowStyles({
  root,
  children,
}: {
  root: ShadowRoot | HTMLElement;
  children: ReactNode;
}) {
  return <CacheProvider value={cacheFor(root)}>{children}</CacheProvider>;
}
