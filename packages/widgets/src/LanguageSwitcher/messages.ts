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
    ha: { select: 'Zaɓi harshe', current: 'Harshen yanzu: {name}', label: 'Harshe' },
    yo: { select: 'Yan èdè', current: 'Èdè lọ́wọ́lọ́wọ́: {name}', label: 'Èdè' },
    ig: { select: 'Họrọ asụsụ', current: 'Asụsụ ugbu a: {name}', label: 'Asụsụ' },
    pt: { select: 'Selecionar idioma', current: 'Idioma atual: {name}', label: 'Idioma' },
    am: { select: 'ቋንቋ ይምረጡ', current: 'የአሁኑ ቋንቋ: {name}', label: 'ቋንቋ' },
  },
);
