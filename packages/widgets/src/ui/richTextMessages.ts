import { defineMessages, type Messages } from '../i18n/messages';

export type RichTextMessageKey = 'newTab' | 'source' | 'play' | 'privacy';

/** The words rich text shows around what staff wrote (a body's links, figures and videos). */
export const richTextMessages: Messages<RichTextMessageKey> = defineMessages(
  'richText',
  'Inside texts staff write (links, figures, videos)',
  {
    en: {
      newTab: 'opens in a new tab',
      source: 'Source',
      play: 'Play video: {title}',
      privacy: 'Playing loads the YouTube player (youtube-nocookie.com).',
    },
    fr: {
      newTab: 's’ouvre dans un nouvel onglet',
      source: 'Source',
      play: 'Lire la vidéo : {title}',
      privacy: 'La lecture charge le lecteur YouTube (youtube-nocookie.com).',
    },
    ar: {
      newTab: 'يُفتح في علامة تبويب جديدة',
      source: 'المصدر',
      play: 'تشغيل الفيديو: {title}',
      privacy: 'يؤدي التشغيل إلى تحميل مشغّل يوتيوب (youtube-nocookie.com).',
    },
    sw: {
      newTab: 'inafunguka kwenye kichupo kipya',
      source: 'Chanzo',
      play: 'Cheza video: {title}',
      privacy: 'Kucheza kunapakia kicheza video cha YouTube (youtube-nocookie.com).',
    },
  },
);
