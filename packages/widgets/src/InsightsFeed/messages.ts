import { defineMessages, type Messages } from '../i18n/messages';

export type InsightsFeedMessageKey =
  'title' | 'intro' | 'loading' | 'error' | 'empty' | 'subscribe' | 'listLabel' | 'published';

export const insightsFeedMessages: Messages<InsightsFeedMessageKey> = defineMessages(
  'insightsFeed',
  'Insights & News: the list of articles',
  {
    en: {
      title: 'Insights & News',
      intro:
        'Stories, research and updates from our work with reform entrepreneurs in Education, Health and Governance across Africa.',
      loading: 'Loading articles...',
      error: 'Failed to load articles. Please try again later.',
      empty: 'No articles available at the moment.',
      subscribe: 'Subscribe to our newsletter →',
      listLabel: 'Articles',
      published: 'Published',
    },
    fr: {
      title: 'Analyses et actualités',
      intro:
        "Récits, recherches et nouvelles de notre travail avec les entrepreneurs de la réforme dans l'éducation, la santé et la gouvernance en Afrique.",
      loading: 'Chargement des articles...',
      error: 'Échec du chargement des articles. Veuillez réessayer plus tard.',
      empty: 'Aucun article disponible pour le moment.',
      subscribe: 'Abonnez-vous à notre lettre d’information →',
      listLabel: 'Articles',
      published: 'Publié le',
    },
    ar: {
      title: 'رؤى وأخبار',
      intro:
        'قصص وأبحاث ومستجدات من عملنا مع روّاد الإصلاح في التعليم والصحة والحوكمة في أنحاء أفريقيا.',
      loading: 'جارٍ تحميل المقالات...',
      error: 'تعذّر تحميل المقالات. يُرجى المحاولة لاحقًا.',
      empty: 'لا توجد مقالات متاحة حاليًا.',
      subscribe: 'اشترك في نشرتنا الإخبارية ←',
      listLabel: 'المقالات',
      published: 'نُشر في',
    },
    sw: {
      title: 'Maarifa na Habari',
      intro:
        'Hadithi, utafiti na habari kutoka kazi yetu na wajasiriamali wa mageuzi katika Elimu, Afya na Utawala barani Afrika.',
      loading: 'Inapakia makala...',
      error: 'Imeshindwa kupakia makala. Tafadhali jaribu tena baadaye.',
      empty: 'Hakuna makala kwa sasa.',
      subscribe: 'Jiandikishe kwa jarida letu →',
      listLabel: 'Makala',
      published: 'Imechapishwa',
    },
  },
);
