import { css, keyframes } from '@emotion/react';
import { Flag } from './Flag';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { languageDirection, type Direction } from '../i18n/language';
import { LANGUAGES } from '../i18n/languages';
import { translator } from '../i18n/messages';
import { useWidgetLocale } from '../i18n/locales/load';
import { useInterfaceTexts } from '../i18n/interfaceTexts';
import { useWidgetSettings } from '../core/WidgetContext';
import { focusVisible, visuallyHidden } from '../ui/styles';
import { color, media, radius, TOUCH_TARGET } from '../ui/tokens';
import { isOutside, menuIndexFor } from './menu';
import { languageSwitcherMessages } from './messages';
import { useLanguageChoice } from './useLanguageChoice';
import { useParts } from '../core/parts';

export type LanguageSwitcherVariant = 'header' | 'compact' | 'full';

export interface LanguageChangeDetail {
  code: string;
  dir: Direction;
}

export interface LanguageSwitcherProps {
  /** `header` (flag and code, dropdown), `compact` (mobile menu, list opens in place), `full`. */
  variant?: LanguageSwitcherVariant;
  /** The language to show; without it the stored language (or English). */
  value?: string;
  /**
   * Set `<html lang dir>` on each choice (default true). Inside a `TranslationProvider` the
   * provider does this instead. The element's `apply-to-document` attribute is off unless present.
   */
  applyToDocument?: boolean;
  /** Called after the user chooses a language. */
  onLanguageChange?: (detail: LanguageChangeDetail) => void;
}

const VARIANTS: readonly LanguageSwitcherVariant[] = ['header', 'compact', 'full'];

/** Menu open and close animation (spec: 0.15 s). */
export const MENU_ANIMATION_S = 0.15;
/** Longest the header variant's menu grows before it scrolls (spec: 400 px). */
export const HEADER_MENU_MAX_HEIGHT = '400px';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const root = css`
  box-sizing: border-box;
  & * {
    box-sizing: border-box;
  }
  position: relative;
  display: inline-block;
  font: inherit;
  color: ${color.text};
  &[data-variant='compact'],
  &[data-variant='full'] {
    display: block;
  }
`;

const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  min-block-size: ${TOUCH_TARGET};
  min-inline-size: ${TOUCH_TARGET};
  padding-block: 0.375em;
  padding-inline: 0.75em;
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  background: ${color.surface};
  color: inherit;
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  &:hover {
    border-color: ${color.primary};
  }
  &[data-variant='header'] {
    border-color: transparent;
    background: transparent;
  }
  &[data-variant='header']:hover {
    background: var(--ia-color-badge, #e6f2ec);
  }
  &[data-variant='compact'],
  &[data-variant='full'] {
    inline-size: 100%;
    justify-content: flex-start;
  }
  ${focusVisible}
`;

const chevron = css`
  inline-size: 0.6em;
  block-size: 0.6em;
  margin-inline-start: auto;
  /* Physical sides: the chevron points down in both directions. */
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
  transition: transform ${MENU_ANIMATION_S}s ease-out;
  [aria-expanded='true'] > & {
    transform: translateY(25%) rotate(225deg);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const menu = css`
  z-index: var(--ia-menu-z-index, 50);
  min-inline-size: 14em;
  margin: 0;
  padding: 0.25em;
  list-style: none;
  border: 1px solid ${color.border};
  border-radius: ${radius.control};
  background: ${color.surface};
  box-shadow: 0 10px 30px rgba(16, 24, 40, 0.16);
  overflow-y: auto;
  animation: ${appear} ${MENU_ANIMATION_S}s ease-out;
  transform-origin: top;
  &[data-variant='header'] {
    position: absolute;
    inset-block-start: calc(100% + 4px);
    inset-inline-end: 0;
    max-block-size: ${HEADER_MENU_MAX_HEIGHT};
  }
  &[data-variant='full'] {
    position: absolute;
    inset-block-start: calc(100% + 4px);
    inset-inline: 0;
    max-block-size: 70vh;
  }
  &[data-variant='compact'] {
    position: static;
    margin-block-start: 0.25em;
    box-shadow: none;
  }
  ${media.reducedMotion} {
    animation: none;
  }
`;

const item = css`
  display: flex;
  align-items: center;
  gap: 0.75em;
  inline-size: 100%;
  min-block-size: ${TOUCH_TARGET};
  padding-block: 0.375em;
  padding-inline: 0.75em;
  border: 0;
  border-radius: calc(${radius.control} - 2px);
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover,
  &:focus {
    background: var(--ia-color-badge, #e6f2ec);
  }
  &[aria-checked='true'] {
    color: ${color.primary};
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
`;

const english = css`
  color: ${color.muted};
  font-size: 0.875em;
  font-weight: 400;
`;

const check = css`
  margin-inline-start: auto;
`;

const label = css`
  display: block;
  margin-block-end: 0.25em;
  font-weight: 600;
  font-size: 0.875em;
`;

/**
 * The language menu: a menu button (aria-haspopup, aria-expanded) and a menu of the nine
 * languages with flag and native name. Arrow keys, Home and End move; Enter or a click
 * chooses and closes; Escape closes and returns focus; a press outside closes.
 */
export function LanguageSwitcher({
  variant: variantProp = 'header',
  value,
  applyToDocument = true,
  onLanguageChange,
}: LanguageSwitcherProps) {
  const parts = useParts();
  const variant = VARIANTS.includes(variantProp) ? variantProp : 'header';
  const { language, choose } = useLanguageChoice({ value, applyToDocument });
  const { api } = useWidgetSettings();
  useWidgetLocale(language); // its words in ha, yo, ig, pt and am load apart
  const t = translator(languageSwitcherMessages, language, useInterfaceTexts(api, language));
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef<'current' | 'first' | 'last'>('current');
  const id = useId();
  const menuId = `${id}-menu`;
  const labelId = `${id}-label`;
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0]!;
  // "Current language: {name}" with the name in its own language (`lang` on it alone).
  const [currentBefore, currentAfter = ''] = t('current', { name: '\u0000' }).split('\u0000');
  const currentIndex = LANGUAGES.indexOf(current);

  // Focus the chosen language (or the first or last item) when the menu opens.
  useEffect(() => {
    if (!open) return;
    const where = focusOnOpen.current;
    const index = where === 'first' ? 0 : where === 'last' ? LANGUAGES.length - 1 : currentIndex;
    itemRefs.current[index]?.focus();
  }, [open, currentIndex]);

  // A press anywhere outside closes the menu (composedPath: also across shadow roots).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event, rootRef.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openMenu = (where: 'current' | 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const select = (code: string) => {
    close(true);
    if (code === language) return;
    choose(code);
    onLanguageChange?.({ code, dir: languageDirection(code) });
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'current' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const focused = itemRefs.current.findIndex((el) => el === event.target);
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const next = menuIndexFor(event.key, focused, LANGUAGES.length);
    if (next !== null) {
      event.preventDefault();
      itemRefs.current[next]?.focus();
    }
  };

  return (
    <div ref={rootRef} css={root} {...parts('language-switcher')} data-variant={variant}>
      {variant === 'full' && (
        <span id={labelId} css={label} {...parts('label')}>
          {t('label')}
        </span>
      )}
      <button
        ref={triggerRef}
        type="button"
        css={trigger}
        {...parts('trigger')}
        data-variant={variant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu('current'))}
        onKeyDown={onTriggerKeyDown}
      >
        <Flag code={current.flag} />
        {variant === 'header' ? (
          <span aria-hidden="true">{current.code.toUpperCase()}</span>
        ) : (
          <span aria-hidden="true" lang={current.code}>
            {current.nativeName}
          </span>
        )}
        <span css={visuallyHidden}>
          {t('select')}. {currentBefore}
          <span lang={current.code}>{current.nativeName}</span>
          {currentAfter}
        </span>
        <span css={chevron} aria-hidden="true" />
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('select')}
          css={menu}
          {...parts('menu')}
          data-variant={variant}
          onKeyDown={onMenuKeyDown}
        >
          {LANGUAGES.map((option, index) => {
            const selected = option.code === language;
            return (
              <li key={option.code} role="none">
                <button
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitemradio"
                  aria-checked={selected}
                  tabIndex={-1}
                  css={item}
                  {...parts(selected ? 'option option-selected' : 'option')}
                  onClick={() => select(option.code)}
                >
                  <Flag code={option.flag} />
                  <span lang={option.code} dir={option.rtl ? 'rtl' : 'ltr'}>
                    {option.nativeName}
                  </span>
                  {variant === 'full' && option.name !== option.nativeName && (
                    <span css={english} lang="en">
                      {option.name}
                    </span>
                  )}
                  {selected && (
                    <span css={check} aria-hidden="true">
                      ✓
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
