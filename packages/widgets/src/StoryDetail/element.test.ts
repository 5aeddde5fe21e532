// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { define as defineExplorer } from '../ImpactExplorer/element';
import { handlerFetch, waitFor } from '../mocks/fetch';
import { storyHandlers } from '../mocks/handlers';
import { define } from './element';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<ia-story-detail>', () => {
  it('shows the story of its slug with the variant from its attribute', async () => {
    vi.stubGlobal('fetch', handlerFetch(storyHandlers()));
    define();
    const element = document.createElement('ia-story-detail');
    element.setAttribute('api-base', 'https://ia.example');
    element.setAttribute('slug', 'lagos-classrooms-reimagined');
    element.setAttribute('variant', 'success-story');
    document.body.append(element);
    const root = element.shadowRoot!;
    const counter = await waitFor(() => root.querySelector('[part~="gallery-counter"]'));
    expect(counter.textContent).toBe('1 / 3');
    expect(root.querySelector('h1')!.textContent).toBe('Lagos Classrooms Reimagined');
    expect(root.querySelector('[part~="back-link"]')!.getAttribute('href')).toBe(
      'https://ia.example/success-stories',
    );
    // the styles are inside the shadow root (keen-slider's CSS among them in a real build,
    // where `?inline` CSS is not emptied as it is in unit tests), as adopted stylesheets that a
    // page's Content-Security-Policy cannot block
    const rules = root.adoptedStyleSheets.reduce((n, sheet) => n + sheet.cssRules.length, 0);
    expect(rules).toBeGreaterThan(10);
    expect(root.querySelector('style')).toBeNull();
    expect(document.head.querySelector('style[data-emotion]')).toBeNull();

    const changes: unknown[] = [];
    element.addEventListener('ia-gallery-change', (e) => changes.push((e as CustomEvent).detail));
    (root.querySelector('[part~="gallery-next"]') as HTMLButtonElement).click();
    await waitFor(() => changes.length > 0);
    expect(changes.at(-1)).toEqual({ index: 1, total: 3 });
  });
});

describe('<ia-impact-explorer>', () => {
  it('reads page-size and heading, and links to /impact on the API site', async () => {
    vi.stubGlobal('fetch', handlerFetch(storyHandlers()));
    defineExplorer();
    const element = document.createElement('ia-impact-explorer');
    element.setAttribute('api-base', 'https://ia.example');
    element.setAttribute('page-size', '4');
    element.setAttribute('heading', 'Our Impact');
    document.body.append(element);
    const root = element.shadowRoot!;
    await waitFor(() => root.querySelector('[part~="card"]'));
    expect(root.querySelectorAll('[part~="card"]')).toHaveLength(4);
    expect(root.querySelector('h2')!.textContent).toBe('Our Impact');
    expect(root.querySelector('[part~="card-link"]')!.getAttribute('href')).toMatch(
      /^https:\/\/ia\.example\/impact\//,
    );
    expect(root.querySelectorAll('[part~="page"]')).toHaveLength(3);
  });
});
