import { defineMessages, type Messages } from '../i18n/messages';

export type ArticleDetailMessageKey =
  | 'loading'
  | 'back'
  | 'notFoundTitle'
  | 'notFoundText'
  | 'placeholder'
  | 'published'
  | 'by'
  | 'and'
  | 'aboutAuthors';

export const articleDetailMessages: Messages<ArticleDetailMessageKey> = defineMessages(
  'articleDetail',
  "An insight's page",
  {
    en: {
      loading: 'Loading...',
      back: 'Back to Insights',
      notFoundTitle: 'Article Not Found',
      notFoundText: "The article you're looking for could not be found.",
      placeholder:
        'The full article content would be displayed here. Currently, only the excerpt and metadata are shown.',
      published: 'Published',
      by: 'By {names}',
      and: 'and',
      aboutAuthors: 'About the authors',
    },
    fr: {
      loading: 'Chargement...',
      back: 'Retour aux analyses',
      notFoundTitle: 'Article introuvable',
      notFoundText: "L'article que vous cherchez est introuvable.",
      placeholder:
        "Le contenu complet de l'article s'afficherait ici. Pour l'instant, seuls le résumé et les métadonnées sont affichés.",
      published: 'Publié le',
      by: 'Par {names}',
      and: 'et',
      aboutAuthors: 'À propos des auteurs',
    },
    ar: {
      loading: 'جارٍ التحميل...',
      back: 'العودة إلى الرؤى',
      notFoundTitle: 'المقال غير موجود',
      notFoundText: 'تعذّر العثور على المقال الذي تبحث عنه.',
      placeholder: 'سيُعرض المحتوى الكامل للمقال هنا. حاليًا يُعرض الملخّص والبيانات الوصفية فقط.',
      published: 'نُشر في',
      by: 'بقلم {names}',
      and: 'و',
      aboutAuthors: 'عن الكتّاب',
    },
    sw: {
      loading: 'Inapakia...',
      back: 'Rudi kwenye Maarifa',
      notFoundTitle: 'Makala Haijapatikana',
      notFoundText: 'Makala unayoitafuta haikupatikana.',
      placeholder:
        'Maudhui kamili ya makala yangeonyeshwa hapa. Kwa sasa, muhtasari na taarifa za makala pekee ndizo zinaonyeshwa.',
      published: 'Imechapishwa',
      by: 'Na {names}',
      and: 'na',
      aboutAuthors: 'Kuhusu waandishi',
    },
  },
);
