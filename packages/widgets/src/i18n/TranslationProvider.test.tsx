// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './language';
import { TranslationProvider, useTranslation } from './TranslationProvider';

function Probe() {
  const { t, language, dir, setLanguage } = useTranslation();
  return (
    <div>
      <p data-testid="state">{`${language} ${dir}`}</p>
      <p>{t('nav.impact')}</p>
      <button onClick={() => setLanguage('ar')}>ar</button>
      <button onClick={() => setLanguage('klingon')}>bad</button>
    </div>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});
afterEach(cleanup);

describe('TranslationProvider', () => {
  it('starts in English and applies it to the document', () => {
    render(
      <TranslationProvider>
        <Probe />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('en ltr');
    expect(screen.getByText('Impact')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('restores a stored supported language after mounting', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'sw');
    render(
      <TranslationProvider>
        <Probe />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('sw ltr');
    expect(screen.getByText('Matokeo')).toBeTruthy();
    expect(document.documentElement.lang).toBe('sw');
  });

  it('ignores a stored unsupported language', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    render(
      <TranslationProvider>
        <Probe />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('en ltr');
  });

  it('saves a choice and sets lang and dir; ignores unsupported codes', () => {
    render(
      <TranslationProvider>
        <Probe />
      </TranslationProvider>,
    );
    act(() => fireEvent.click(screen.getByText('ar')));
    expect(screen.getByTestId('state').textContent).toBe('ar rtl');
    expect(screen.getByText('الأثر')).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    act(() => fireEvent.click(screen.getByText('bad')));
    expect(screen.getByTestId('state').textContent).toBe('ar rtl');
  });

  it('leaves the document alone when told to', () => {
    render(
      <TranslationProvider applyToDocument={false} initialLanguage="fr">
        <Probe />
      </TranslationProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('fr ltr');
    expect(document.documentElement.lang).toBe('');
  });
});
