import { DICTIONARIES, type Dictionary } from './dictionaries';
import {
  TranslationContextProvider,
  type TranslationContextProviderProps,
} from './TranslationContext';

export {
  useOptionalTranslation,
  useTranslation,
  type TranslationContextValue,
} from './TranslationContext';

export interface TranslationProviderProps extends Omit<
  TranslationContextProviderProps,
  'dictionaries'
> {
  /** Replaces the built-in dictionaries (tests, or a site with more copy). */
  dictionaries?: Readonly<Record<string, Dictionary>>;
}

/**
 * The site's language state (spec section 4) with the widgets' own dictionaries unless others
 * are given: starts in English (or `initialLanguage`), restores a stored supported language
 * after mounting, and on each change saves it and sets the document's language and direction.
 */
export function TranslationProvider({
  dictionaries = DICTIONARIES,
  ...props
}: TranslationProviderProps) {
  return <TranslationContextProvider {...props} dictionaries={dictionaries} />;
}
