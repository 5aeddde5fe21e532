/** The organisation as the site shows it when SITE_NAME and CONTACT_EMAIL are not set. */
export const DEFAULT_SITE_NAME = 'Initiative for Africa';
export const DEFAULT_CONTACT_EMAIL = 'hello@initiative-africa.org';
