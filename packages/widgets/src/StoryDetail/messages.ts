import { defineMessages, type Messages } from '../i18n/messages';

export type StoryDetailMessageKey =
  | 'loading'
  | 'notFound'
  | 'backToImpact'
  | 'backToStories'
  | 'gallery'
  | 'fullStory'
  | 'primaryCaption'
  | 'galleryCaption'
  | 'previous'
  | 'next'
  | 'goTo'
  | 'showImage'
  | 'counter'
  | 'slideLabel'
  | 'galleryHint'
  | 'year'
  | 'impact'
  | 'category'
  | 'details';

export const storyDetailMessages: Messages<StoryDetailMessageKey> = defineMessages(
  'storyDetail',
  "A success story's page",
  {
    en: {
      loading: 'Loading story...',
      notFound: 'Story not found',
      backToImpact: 'Back to Our Impact',
      backToStories: 'Back to Success Stories',
      gallery: 'Project Gallery',
      fullStory: 'Full Story',
      primaryCaption: '{title} - Primary Image',
      galleryCaption: '{title} - Gallery Image {n}',
      previous: 'Previous image',
      next: 'Next image',
      goTo: 'Go to image {n}',
      showImage: 'Show image {n}: {caption}',
      counter: '{n} / {total}',
      slideLabel: '{n} of {total}',
      galleryHint: 'Use the left and right arrow keys to move between images.',
      year: 'Year',
      impact: 'Impact',
      category: 'Category',
      details: 'Story details',
    },
    fr: {
      loading: "Chargement de l'histoire...",
      notFound: 'Histoire introuvable',
      backToImpact: 'Retour à Notre impact',
      backToStories: 'Retour aux histoires de réussite',
      gallery: 'Galerie du projet',
      fullStory: 'Histoire complète',
      primaryCaption: '{title} - Image principale',
      galleryCaption: '{title} - Image de galerie {n}',
      previous: 'Image précédente',
      next: 'Image suivante',
      goTo: "Aller à l'image {n}",
      showImage: "Afficher l'image {n} : {caption}",
      counter: '{n} / {total}',
      slideLabel: '{n} sur {total}',
      galleryHint: 'Utilisez les flèches gauche et droite pour passer d’une image à l’autre.',
      year: 'Année',
      impact: 'Impact',
      category: 'Catégorie',
      details: "Détails de l'histoire",
    },
    ar: {
      loading: 'جارٍ تحميل القصة...',
      notFound: 'القصة غير موجودة',
      backToImpact: 'العودة إلى أثرنا',
      backToStories: 'العودة إلى قصص النجاح',
      gallery: 'معرض المشروع',
      fullStory: 'القصة كاملة',
      primaryCaption: '{title} - الصورة الرئيسية',
      galleryCaption: '{title} - صورة المعرض {n}',
      previous: 'الصورة السابقة',
      next: 'الصورة التالية',
      goTo: 'الانتقال إلى الصورة {n}',
      showImage: 'عرض الصورة {n}: {caption}',
      counter: '{n} / {total}',
      slideLabel: '{n} من {total}',
      galleryHint: 'استخدم مفتاحي السهم الأيمن والأيسر للتنقل بين الصور.',
      year: 'السنة',
      impact: 'الأثر',
      category: 'الفئة',
      details: 'تفاصيل القصة',
    },
    sw: {
      loading: 'Inapakia hadithi...',
      notFound: 'Hadithi haijapatikana',
      backToImpact: 'Rudi kwenye Athari Yetu',
      backToStories: 'Rudi kwenye Hadithi za Mafanikio',
      gallery: 'Matunzio ya Mradi',
      fullStory: 'Hadithi Kamili',
      primaryCaption: '{title} - Picha Kuu',
      galleryCaption: '{title} - Picha ya Matunzio {n}',
      previous: 'Picha iliyotangulia',
      next: 'Picha inayofuata',
      goTo: 'Nenda kwenye picha {n}',
      showImage: 'Onyesha picha {n}: {caption}',
      counter: '{n} / {total}',
      slideLabel: '{n} kati ya {total}',
      galleryHint: 'Tumia vitufe vya mishale ya kushoto na kulia kusogea kati ya picha.',
      year: 'Mwaka',
      impact: 'Athari',
      category: 'Kategoria',
      details: 'Maelezo ya hadithi',
    },
  },
);
