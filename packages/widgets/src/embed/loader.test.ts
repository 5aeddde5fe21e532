// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';

const defined: string[] = [];
const loads: string[] = [];

vi.mock('./registry', () => {
  const entry = (tag: string, minHeight: string) => ({
    minHeight,
    load: async () => {
      loads.push(tag);
      return {
        define: () => {
          defined.push(tag);
          return class extends HTMLElement {};
        },
      };
    },
  });
  const ELEMENT_REGISTRY = {
    'ia-story-grid': entry('ia-story-grid', '320px'),
    'ia-story-detail': entry('ia-story-detail', '480px'),
  };
  return { ELEMENT_REGISTRY, ELEMENT_TAGS: Object.keys(ELEMENT_REGISTRY) };
});

/** An IntersectionObserver the test drives by hand. */
const observed = new Set<Element>();
let notify: (targets: Element[]) => void = () => {};
class FakeIntersectionObserver {
  constructor(
    callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    notify = (targets) => callback(targets.map((target) => ({ target, isIntersecting: true })));
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeAll(async () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = '<ia-story-grid><a href="/success-stories">Stories</a></ia-story-grid>';
  await import('./loader');
});

describe('the embed loader', () => {
  it('reserves the space of every element until it is defined, in an adopted stylesheet', () => {
    // Constructed and adopted: a page's Content-Security-Policy without 'unsafe-inline' allows it.
    expect(document.getElementById('ia-embed-reserve')).toBeNull();
    const rules = document.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    expect(rules).toMatch(
      /ia-story-grid:not\(:defined\)\s*\{\s*display:\s*block;\s*min-height:\s*320px;?\s*\}/,
    );
    expect(rules).toContain('ia-story-detail:not(:defined)');
  });

  it('loads an element only when it comes near the viewport', async () => {
    const grid = document.querySelector('ia-story-grid')!;
    expect(observed.has(grid)).toBe(true);
    expect(loads).toEqual([]);
    notify([grid]);
    await flush();
    expect(loads).toEqual(['ia-story-grid']);
    expect(defined).toEqual(['ia-story-grid']);
  });

  it('watches elements added later, and loads each element once', async () => {
    const detail = document.createElement('ia-story-detail');
    document.body.append(detail);
    await flush();
    expect(observed.has(detail)).toBe(true);
    notify([detail]);
    notify([detail]);
    await flush();
    expect(loads).toEqual(['ia-story-grid', 'ia-story-detail']);
  });
});
