import { defineWidget, type DefineOptions } from '../core/defineWidget';
import { LanguageSwitcher } from './LanguageSwitcher';

export const LANGUAGE_SWITCHER_TAG = 'ia-language-switcher';

/**
 * Defines `<ia-language-switcher>` (once). Attributes: `variant`, `value`, `apply-to-document`
 * (boolean: only when present does a choice set `<html lang dir>`). Event:
 * `ia-language-change` with detail `{ code, dir }`.
 */
export function define(options: DefineOptions = {}): CustomElementConstructor {
  return defineWidget(LanguageSwitcher, {
    tag: LANGUAGE_SWITCHER_TAG,
    attributes: { variant: 'string', value: 'string', applyToDocument: 'boolean' },
    events: { onLanguageChange: 'ia-language-change' },
    nonce: options.nonce,
  });
}
