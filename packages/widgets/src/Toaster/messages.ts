import { defineMessages, type Messages } from '../i18n/messages';

export type ToasterMessageKey = 'region' | 'close';

/** `region` names the notifications landmark; `{hotkey}` is the key that focuses it. */
export const toasterMessages: Messages<ToasterMessageKey> = defineMessages(
  'toaster',
  'Notifications that pop up',
  {
    en: { region: 'Notifications ({hotkey})', close: 'Close' },
    fr: { region: 'Notifications ({hotkey})', close: 'Fermer' },
    ar: { region: 'الإشعارات ({hotkey})', close: 'إغلاق' },
    sw: { region: 'Arifa ({hotkey})', close: 'Funga' },
  },
);
