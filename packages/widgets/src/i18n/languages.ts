/** The flags the language menu draws. */
export type FlagCode = 'gb' | 'fr' | 'sa' | 'ke' | 'ng' | 'pt' | 'et';

/** A language the product offers (spec section 3 and 9). */
export interface LanguageOption {
  code: string;
  name: string;
  nativeName: string;
  /** The flag shown beside it (LanguageSwitcher/Flag). */
  flag: FlagCode;
  rtl?: boolean;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', name: 'English', nativeName: 'English', flag: 'gb' },
  { code: 'fr', name: 'French', nativeName: 'Français', flag: 'fr' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية', flag: 'sa', rtl: true },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', flag: 'ke' },
  { code: 'ha', name: 'Hausa', nativeName: 'Hausa', flag: 'ng' },
  { code: 'yo', name: 'Yoruba', nativeName: 'Yorùbá', flag: 'ng' },
  { code: 'ig', name: 'Igbo', nativeName: 'Igbo', flag: 'ng' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', flag: 'pt' },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ', flag: 'et' },
];

export const DEFAULT_LANGUAGE = 'en';

export const isSupportedLanguage = (code: unknown): code is string =>
  typeof code === 'string' && LANGUAGES.some((l) => l.code === code);

export const isRtl = (code: string): boolean =>
  LANGUAGES.find((l) => l.code === code)?.rtl === true;
