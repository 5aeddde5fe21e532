import { TranslationProvider, type TranslationProviderProps } from '@ia/widgets';
import { SITE_DICTIONARIES } from './dictionaries';

/** The widgets' `TranslationProvider` with the site's dictionaries. */
export function SiteTranslationProvider(props: Omit<TranslationProviderProps, 'dictionaries'>) {
  return <TranslationProvider {...props} dictionaries={SITE_DICTIONARIES} />;
}
