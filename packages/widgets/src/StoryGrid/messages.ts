import { defineMessages, type Messages } from '../i18n/messages';

export type StoryGridMessageKey =
  'loading' | 'error' | 'empty' | 'readMore' | 'since' | 'impact' | 'listLabel';

export const storyGridMessages: Messages<StoryGridMessageKey> = defineMessages(
  'storyGrid',
  'Success stories list and story cards (Our Impact, home page, partner embeds)',
  {
    en: {
      loading: 'Loading success stories...',
      error: 'Failed to load success stories.',
      empty: 'No success stories yet. Please check back soon.',
      readMore: 'Read Full Story',
      since: 'Since',
      impact: 'Impact',
      listLabel: 'Success stories',
    },
    fr: {
      loading: 'Chargement des histoires de réussite...',
      error: 'Échec du chargement des histoires de réussite.',
      empty: 'Aucune histoire de réussite pour le moment. Revenez bientôt.',
      readMore: "Lire l'histoire complète",
      since: 'Depuis',
      impact: 'Impact',
      listLabel: 'Histoires de réussite',
    },
    ar: {
      loading: 'جارٍ تحميل قصص النجاح...',
      error: 'تعذّر تحميل قصص النجاح.',
      empty: 'لا توجد قصص نجاح بعد. يُرجى العودة قريبًا.',
      readMore: 'اقرأ القصة كاملة',
      since: 'منذ',
      impact: 'الأثر',
      listLabel: 'قصص النجاح',
    },
    sw: {
      loading: 'Inapakia hadithi za mafanikio...',
      error: 'Imeshindwa kupakia hadithi za mafanikio.',
      empty: 'Bado hakuna hadithi za mafanikio. Tafadhali rudi hivi karibuni.',
      readMore: 'Soma Hadithi Kamili',
      since: 'Tangu',
      impact: 'Athari',
      listLabel: 'Hadithi za mafanikio',
    },
  },
);
