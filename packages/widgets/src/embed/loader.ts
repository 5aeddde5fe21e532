import { ELEMENT_REGISTRY, ELEMENT_TAGS } from './registry';

/**
 * The partner embed, served as `/embed.js`:
 *
 *   <script type="module" src="https://SITE/embed.js"></script>
 *   <ia-story-grid api-base="https://SITE"><a href="https://SITE/success-stories">…</a></ia-story-grid>
 *
 * It reserves each element's space before the element is defined (no layout shift), then loads
 * an element's code only when one is on the page and within `ROOT_MARGIN` of the viewport,
 * including elements added later. Chunks load from next to this file (the API's origin), as
 * relative module imports resolve against the loader's own URL.
 */

/** How far outside the viewport an element starts loading. */
const ROOT_MARGIN = '300px 0px';
const STYLE_ID = 'ia-embed-reserve';

/**
 * The page's Content-Security-Policy nonce, when it put one on this loader's `<script>` tag:
 * the styles we write then carry it. (A module script is not `document.currentScript`; it is
 * found by its address, which is this module's own.)
 */
function ownNonce(doc: Document): string | undefined {
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src === import.meta.url) return script.nonce || undefined;
  }
  return undefined;
}

/**
 * One rule per element: its height until it is defined. Without a nonce the rules are a
 * constructed stylesheet adopted by the document, which a strict `style-src` (no
 * `'unsafe-inline'`) allows; with one, or in a browser without constructable stylesheets, a
 * `<style>` element carrying it.
 */
function reserveSpace(doc: Document, nonce: string | undefined) {
  if (doc.getElementById(STYLE_ID) || doc.documentElement.hasAttribute('data-ia-reserved')) return;
  const rules = ELEMENT_TAGS.map(
    (tag) => `${tag}:not(:defined){display:block;min-height:${ELEMENT_REGISTRY[tag]!.minHeight}}`,
  ).join('');
  if (!nonce && 'adoptedStyleSheets' in doc && typeof CSSStyleSheet === 'function') {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rules);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      doc.documentElement.setAttribute('data-ia-reserved', '');
      return;
    } catch {
      // not constructable here: a <style> element below
    }
  }
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  if (nonce) style.nonce = nonce;
  style.textContent = rules;
  doc.head.append(style);
}

const started = new Set<string>();

let nonce: string | undefined;

function load(tag: string): Promise<void> {
  if (started.has(tag) || customElements.get(tag)) return Promise.resolve();
  started.add(tag);
  const entry = ELEMENT_REGISTRY[tag];
  if (!entry) return Promise.resolve();
  return entry
    .load()
    .then((module) => void module.define({ nonce }))
    .catch((error: unknown) => {
      started.delete(tag);
      console.error(`[ia-embed] could not load <${tag}>`, error);
    });
}

function start() {
  const doc = document;
  nonce = ownNonce(doc);
  reserveSpace(doc, nonce);
  const selector = ELEMENT_TAGS.join(',');

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const tag = entry.target.localName;
              observer?.unobserve(entry.target);
              void load(tag);
            }
          },
          { rootMargin: ROOT_MARGIN },
        )
      : undefined;

  const watch = (element: Element) => {
    const tag = element.localName;
    if (started.has(tag) || customElements.get(tag)) return;
    if (observer) observer.observe(element);
    else void load(tag);
  };
  const scan = (root: ParentNode) => {
    if (root instanceof Element && root.matches(selector)) watch(root);
    root.querySelectorAll(selector).forEach(watch);
  };

  scan(doc);
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType === 1) scan(node as Element);
      });
    }
  }).observe(doc.documentElement, { childList: true, subtree: true });
}

/** Loads every element's code now, whether on screen or not (for pages that need it early). */
export function loadAll(): Promise<void> {
  return Promise.all(ELEMENT_TAGS.map(load)).then(() => undefined);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
  } else {
    start();
  }
}
