import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './siteConfig';

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export const SiteConfigProvider = SiteConfigContext.Provider;
export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
