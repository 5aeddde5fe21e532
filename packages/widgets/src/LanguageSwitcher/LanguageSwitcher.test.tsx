// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language';
import { TranslationProvider, useTranslation } from '../i18n/TranslationProvider';
import { define } from './element';
import { LanguageSwitcher } from './LanguageSwitcher';
import { isOutside, menuIndexFor } from './menu';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});
afterEach(cleanup);

const trigger = () => screen.getByRole('button', { name: /Select language/ });

describe('menu helpers', () => {
  it('moves with arrows (wrapping), Home and End', () => {
    expect(menuIndexFor('ArrowDown', 0, 9)).toBe(1);
    expect(menuIndexFor('ArrowDown', 8, 9)).toBe(0);
    expect(menuIndexFor('ArrowUp', 0, 9)).toBe(8);
    expect(menuIndexFor('Home', 5, 9)).toBe(0);
    expect(menuIndexFor('End', 2, 9)).toBe(8);
    expect(menuIndexFor('a', 2, 9)).toBeNull();
  });

  it('tells outside from inside through shadow roots', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    const button = document.createElement('button');
    inner.append(button);
    shadow.append(inner);
    const seen: boolean[] = [];
    document.addEventListener('click', (event) => seen.push(isOutside(event, inner)), {
      once: true,
    });
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(seen).toEqual([false]);
    expect(isOutside(new Event('x'), null)).toBe(true);
    host.remove();
  });
});

describe('<LanguageSwitcher />', () => {
  it('is a menu button listing the nine languages with flag and native name', () => {
    render(<LanguageSwitcher />);
    const button = trigger();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('EN');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items).toHaveLength(9);
    expect(items.map((el) => el.textContent)).toContain('العربية');
    // Each with its flag drawn as an image (no emoji), and its name in its own language.
    const arabic = items.find((el) => el.textContent === 'العربية')!;
    expect(arabic.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    expect(arabic.querySelector('[lang="ar"]')?.getAttribute('dir')).toBe('rtl');
    expect(items.map((el) => el.textContent).join('')).not.toMatch(/\p{Regional_Indicator}/u);
    expect(button.querySelector('[lang="en"]')?.textContent).toBe('English');
    expect(screen.getByRole('menuitemradio', { checked: true }).textContent).toContain('English');
    expect(document.activeElement).toBe(items[0]);
  });

  it('moves with the arrow keys and closes on Escape, returning focus', () => {
    render(<LanguageSwitcher />);
    fireEvent.click(trigger());
    const items = screen.getAllByRole('menuitemradio');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(items[8]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('opens on ArrowUp at the last language', () => {
    render(<LanguageSwitcher />);
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toContain('አማርኛ');
  });

  it('closes on a press outside, not inside', () => {
    render(
      <div>
        <p>outside</p>
        <LanguageSwitcher />
      </div>,
    );
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole('menu'));
    expect(screen.queryByRole('menu')).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('choosing saves the language, sets lang and dir, closes and reports it', () => {
    const onLanguageChange = vi.fn();
    render(<LanguageSwitcher onLanguageChange={onLanguageChange} />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitemradio', { name: /العربية/ }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onLanguageChange).toHaveBeenCalledWith({ code: 'ar', dir: 'rtl' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // Its own labels follow the language.
    expect(screen.getByRole('button', { name: /اختر اللغة/ }).textContent).toContain('AR');
  });

  it('restores a stored language on mount, and ignores an unsupported one', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const { unmount } = render(<LanguageSwitcher variant="compact" />);
    expect(screen.getByRole('button', { name: /Choisir la langue/ }).textContent).toContain(
      'Français',
    );
    expect(document.documentElement.lang).toBe('fr');
    unmount();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    render(<LanguageSwitcher variant="compact" />);
    expect(trigger().textContent).toContain('English');
  });

  it('follows value and leaves the document alone when told to', async () => {
    const { rerender } = render(<LanguageSwitcher value="sw" applyToDocument={false} />);
    expect(screen.getByRole('button', { name: /Chagua lugha/ }).textContent).toContain('SW');
    rerender(<LanguageSwitcher value="pt" applyToDocument={false} />);
    expect(
      (await screen.findByRole('button', { name: /Selecionar idioma/ })).textContent,
    ).toContain('PT');
    expect(document.documentElement.lang).toBe('');
  });

  it('the full variant has a visible label and English names', () => {
    render(<LanguageSwitcher variant="full" />);
    expect(screen.getByText('Language')).toBeTruthy();
    fireEvent.click(trigger());
    expect(screen.getByRole('menuitemradio', { name: /Kiswahili/ }).textContent).toContain(
      'Swahili',
    );
  });

  it('inside a TranslationProvider it changes the site language', () => {
    function Title() {
      return <h1>{useTranslation().t('nav.about')}</h1>;
    }
    render(
      <TranslationProvider>
        <Title />
        <LanguageSwitcher />
      </TranslationProvider>,
    );
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Kiswahili/ }));
    expect(screen.getByRole('heading').textContent).toBe('Kuhusu Sisi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });
});

describe('<ia-language-switcher>', () => {
  it('renders in a shadow root and emits ia-language-change', async () => {
    define();
    const element = document.createElement('ia-language-switcher');
    element.setAttribute('variant', 'compact');
    element.setAttribute('apply-to-document', '');
    const events: CustomEvent[] = [];
    element.addEventListener('ia-language-change', (event) => events.push(event as CustomEvent));
    document.body.append(element);
    const button = await waitFor(() => {
      const found = element.shadowRoot?.querySelector('button[aria-haspopup="menu"]');
      if (!found) throw new Error('not rendered yet');
      return found as HTMLButtonElement;
    });
    act(() => button.click());
    const french = element.shadowRoot!.querySelector('[role="menuitemradio"] [lang="fr"]');
    act(() => (french!.closest('button') as HTMLButtonElement).click());
    expect(events.map((e) => e.detail)).toEqual([{ code: 'fr', dir: 'ltr' }]);
    expect(events[0]!.composed).toBe(true);
    expect(document.documentElement.lang).toBe('fr');
    element.remove();
  });
});
