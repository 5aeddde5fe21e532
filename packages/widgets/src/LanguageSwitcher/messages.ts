import { defineMessages, type Messages } from '../i18n/messages';

export type LanguageSwitcherMessageKey = 'select' | 'current' | 'label';

export const languageSwitcherMessages: Messages<LanguageSwitcherMessageKey> = defineMessages(
  'languageSwitcher',
  'Language menu',
  {
    en: { select: 'Select language', current: 'Current language: {name}', label: 'Language' },
    fr: { select: 'Choisir la langue', current: 'Langue actuelle : {name}', label: 'Langue' },
    ar: { select: 'اختر اللغة', current: 'اللغة الحالية: {name}', label: 'اللغة' },
    sw: { select: 'Chagua lugha', current: 'Lugha ya sasa: {name}', label: 'Lugha' },
  },
);
