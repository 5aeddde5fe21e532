// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlerFetch, waitFor } from '../mocks/fetch';
import { storyHandlers } from '../mocks/handlers';
import { define } from './element';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<ia-story-grid>', () => {
  it('renders the grid in its shadow root and sends ia-story-open', async () => {
    vi.stubGlobal('fetch', handlerFetch(storyHandlers()));
    define();
    expect(define()).toBe(customElements.get('ia-story-grid'));
    const element = document.createElement('ia-story-grid');
    element.setAttribute('api-base', 'https://ia.example');
    element.setAttribute('limit', '2');
    element.setAttribute('lang', 'ar');
    document.body.append(element);

    const links = await waitFor(() => {
      const found = element.shadowRoot?.querySelectorAll('a');
      return found && found.length > 0 ? found : null;
    });
    expect(links).toHaveLength(2);
    // An Arabic grid links to the story on the site's Arabic pages.
    expect(links[0]!.getAttribute('href')).toBe(
      'https://ia.example/ar/success-stories/lagos-classrooms-reimagined',
    );
    const root = element.shadowRoot!.querySelector('[part="root"]')!;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    // Styles as adopted stylesheets of the shadow root (a strict CSP allows them), no <style>.
    const sheets = element.shadowRoot!.adoptedStyleSheets;
    expect(sheets.reduce((n, sheet) => n + sheet.cssRules.length, 0)).toBeGreaterThan(10);
    expect(element.shadowRoot!.querySelector('style')).toBeNull();

    const opened: unknown[] = [];
    document.addEventListener('ia-story-open', (event) => {
      opened.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    links[0]!.dispatchEvent(click);
    expect(opened).toEqual([
      {
        slug: 'lagos-classrooms-reimagined',
        href: 'https://ia.example/ar/success-stories/lagos-classrooms-reimagined',
      },
    ]);
    expect(click.defaultPrevented).toBe(true);
  });

  it('shows only the stories of its category attribute', async () => {
    const asked: string[] = [];
    const handle = handlerFetch(storyHandlers());
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Request(input, init).url);
      return handle(input, init);
    });
    define();
    const element = document.createElement('ia-story-grid');
    element.setAttribute('api-base', 'https://ia.example');
    element.setAttribute('category', 'Health');
    document.body.append(element);

    const links = await waitFor(() => {
      const found = element.shadowRoot?.querySelectorAll('a');
      return found && found.length > 0 ? found : null;
    });
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      'https://ia.example/success-stories/community-health-scorecards',
      'https://ia.example/success-stories/maternal-care-hotline',
    ]);
    const list = asked.find((url) => new URL(url).pathname === '/api/success-stories');
    expect(new URL(list!).searchParams.get('category')).toBe('Health');
  });
});
