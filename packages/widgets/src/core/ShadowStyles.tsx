import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * How a widget's styles reach its shadow root without being blocked by the host page's
 * Content-Security-Policy. Partners often send `style-src 'self'` without `'unsafe-inline'`,
 * which blocks every `<style>` element a script writes unless it carries the page's nonce:
 *
 * - with a nonce (the one on the embed's `<script>` tag, or given to `define*()`), Emotion
 *   writes ordinary `<style nonce>` elements, which the policy allows;
 * - without one, the rules go into constructable stylesheets (`new CSSStyleSheet()`) adopted
 *   by the shadow root (`adoptedStyleSheets`), which no policy restricts because no markup is
 *   parsed: this works on every strict page with nothing asked of the partner;
 * - a browser without constructable stylesheets (Safari before 16.4) gets `<style>` elements.
 */

/** Whether this browser can adopt constructed stylesheets into a shadow root. */
export function canAdoptStyleSheets(): boolean {
  if (typeof ShadowRoot === 'undefined' || typeof CSSStyleSheet === 'undefined') return false;
  if (!('adoptedStyleSheets' in ShadowRoot.prototype)) return false;
  try {
    new CSSStyleSheet().replaceSync('');
    return true;
  } catch {
    return false;
  }
}

type StyleRoot = ShadowRoot | Document;

/** The options Emotion constructs a sheet with (its `<Global>` makes its own sheet this way). */
interface SheetOptions {
  key: string;
  container: Node;
  nonce?: string;
  speedy?: boolean;
}

/** Per root: its sheets in the order they must apply (global rules first, as Emotion does). */
const sheetsOf = new WeakMap<StyleRoot, AdoptedStyleSheet[]>();

/**
 * Emotion's `StyleSheet` interface over a constructed `CSSStyleSheet` adopted by the container
 * (a shadow root or the document). Emotion's `<Global>` builds its own sheet with
 * `new cache.sheet.constructor(options)`, so global rules get an adopted sheet of their own,
 * placed before the widget's rules like Emotion places its global `<style>` first.
 */
export class AdoptedStyleSheet {
  readonly key: string;
  readonly container: Node;
  readonly nonce: string | undefined;
  readonly isSpeedy = true;
  /** Emotion reads these: no element is ever in the DOM, so there is never a tag. */
  readonly tags: HTMLStyleElement[] = [];
  before: Element | null = null;
  ctr = 0;
  private readonly root: StyleRoot;
  private readonly sheet = new CSSStyleSheet();

  constructor(options: SheetOptions) {
    this.key = options.key;
    this.container = options.container;
    this.nonce = options.nonce;
    this.root = options.container as StyleRoot;
    const list = sheetsOf.get(this.root) ?? [];
    const global = this.key.endsWith('-global');
    // Global sheets after the global sheets made before them, before every other sheet.
    const at = global ? list.findIndex((other) => !other.key.endsWith('-global')) : -1;
    if (at === -1) list.push(this);
    else list.splice(at, 0, this);
    sheetsOf.set(this.root, list);
    this.adopt();
  }

  /** Puts this root's sheets, in order, after any the page or another library adopted. */
  private adopt() {
    const ours = new Set<CSSStyleSheet>(
      (sheetsOf.get(this.root) ?? []).map((sheet) => sheet.sheet),
    );
    const others = this.root.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
    this.root.adoptedStyleSheets = [...others, ...ours];
  }

  insert(rule: string): void {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser does not understand (a vendor prefix of another engine): skipped,
      // as Emotion skips it in its own production sheet.
    }
    this.ctr += 1;
  }

  flush(): void {
    this.sheet.replaceSync('');
    this.ctr = 0;
  }

  /** Server-rendered `<style>` elements: none reach a shadow root, so nothing to take over. */
  hydrate(): void {}
}

const caches = new WeakMap<Node, EmotionCache>();

/**
 * One Emotion cache per shadow root, its styles applying there and nowhere else: adopted
 * stylesheets, or `<style nonce>` elements when the page gave a nonce (see above).
 */
export function cacheFor(root: ShadowRoot | HTMLElement, nonce?: string): EmotionCache {
  let cache = caches.get(root);
  if (!cache) {
    cache = createCache({ key: 'ia', container: root, prepend: true, nonce });
    if (!nonce && root instanceof ShadowRoot && canAdoptStyleSheets()) {
      cache.sheet = new AdoptedStyleSheet({
        key: cache.key,
        container: root,
      }) as unknown as EmotionCache['sheet'];
    }
    caches.set(root, cache);
  }
  return cache;
}

export function ShadowStyles({
  root,
  nonce,
  children,
}: {
  root: ShadowRoot | HTMLElement;
  /** The host page's CSP nonce, when it gave one. */
  nonce?: string;
  children: ReactNode;
}) {
  return <CacheProvider value={cacheFor(root, nonce)}>{children}</CacheProvider>;
}
