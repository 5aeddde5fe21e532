import { defineMessages, type Messages } from '../i18n/messages';

export type ImpactExplorerMessageKey =
  | 'loading'
  | 'error'
  | 'noMatch'
  | 'storyCount'
  | 'livesImpacted'
  | 'since'
  | 'controls'
  | 'searchLabel'
  | 'searchPlaceholder'
  | 'sectorLabel'
  | 'allSectors'
  | 'sortLabel'
  | 'sort.year-desc'
  | 'sort.year-asc'
  | 'sort.impact'
  | 'sort.alphabetical'
  | 'viewLabel'
  | 'gridView'
  | 'listView'
  | 'results'
  | 'pagination'
  | 'previousPage'
  | 'nextPage'
  | 'pageLabel'
  | 'yearLabel'
  | 'impactLabel'
  | 'listLabel';

export const impactExplorerMessages: Messages<ImpactExplorerMessageKey> = defineMessages(
  'impactExplorer',
  'Our Impact: searching and filtering the stories',
  {
    en: {
      loading: 'Loading success stories...',
      error: 'Failed to load success stories.',
      noMatch: 'No success stories found matching your criteria.',
      storyCount: '{count} Success Stories',
      livesImpacted: '100,000+ Lives Impacted',
      since: 'Since 2013',
      controls: 'Find stories',
      searchLabel: 'Search stories',
      searchPlaceholder: 'Search success stories...',
      sectorLabel: 'Sector',
      allSectors: 'All Sectors',
      sortLabel: 'Sort by',
      'sort.year-desc': 'Newest First',
      'sort.year-asc': 'Oldest First',
      'sort.impact': 'By Impact',
      'sort.alphabetical': 'A-Z',
      viewLabel: 'View',
      gridView: 'Grid view',
      listView: 'List view',
      results: 'Showing {from}–{to} of {total} stories',
      pagination: 'Pages',
      previousPage: 'Previous',
      nextPage: 'Next',
      pageLabel: 'Page {n}',
      yearLabel: 'Since',
      impactLabel: 'Impact',
      listLabel: 'Success stories',
    },
    fr: {
      loading: 'Chargement des histoires de réussite...',
      error: 'Échec du chargement des histoires de réussite.',
      noMatch: 'Aucune histoire de réussite ne correspond à vos critères.',
      storyCount: '{count} histoires de réussite',
      livesImpacted: '100 000+ vies touchées',
      since: 'Depuis 2013',
      controls: 'Trouver des histoires',
      searchLabel: 'Rechercher des histoires',
      searchPlaceholder: 'Rechercher des histoires de réussite...',
      sectorLabel: 'Secteur',
      allSectors: 'Tous les secteurs',
      sortLabel: 'Trier par',
      'sort.year-desc': 'Plus récentes',
      'sort.year-asc': 'Plus anciennes',
      'sort.impact': 'Par impact',
      'sort.alphabetical': 'A-Z',
      viewLabel: 'Affichage',
      gridView: 'Vue en grille',
      listView: 'Vue en liste',
      results: '{from}–{to} sur {total} histoires',
      pagination: 'Pages',
      previousPage: 'Précédent',
      nextPage: 'Suivant',
      pageLabel: 'Page {n}',
      yearLabel: 'Depuis',
      impactLabel: 'Impact',
      listLabel: 'Histoires de réussite',
    },
    ar: {
      loading: 'جارٍ تحميل قصص النجاح...',
      error: 'تعذّر تحميل قصص النجاح.',
      noMatch: 'لم يتم العثور على قصص نجاح مطابقة لمعاييرك.',
      storyCount: '{count} قصة نجاح',
      livesImpacted: 'أكثر من 100,000 حياة تأثرت',
      since: 'منذ 2013',
      controls: 'البحث عن القصص',
      searchLabel: 'ابحث في القصص',
      searchPlaceholder: 'ابحث في قصص النجاح...',
      sectorLabel: 'القطاع',
      allSectors: 'كل القطاعات',
      sortLabel: 'الترتيب حسب',
      'sort.year-desc': 'الأحدث أولاً',
      'sort.year-asc': 'الأقدم أولاً',
      'sort.impact': 'حسب الأثر',
      'sort.alphabetical': 'أ-ي',
      viewLabel: 'طريقة العرض',
      gridView: 'عرض شبكي',
      listView: 'عرض قائمة',
      results: 'عرض {from}–{to} من {total} قصة',
      pagination: 'الصفحات',
      previousPage: 'السابق',
      nextPage: 'التالي',
      pageLabel: 'الصفحة {n}',
      yearLabel: 'منذ',
      impactLabel: 'الأثر',
      listLabel: 'قصص النجاح',
    },
    sw: {
      loading: 'Inapakia hadithi za mafanikio...',
      error: 'Imeshindwa kupakia hadithi za mafanikio.',
      noMatch: 'Hakuna hadithi za mafanikio zinazolingana na vigezo vyako.',
      storyCount: 'Hadithi {count} za Mafanikio',
      livesImpacted: 'Maisha 100,000+ Yameguswa',
      since: 'Tangu 2013',
      controls: 'Tafuta hadithi',
      searchLabel: 'Tafuta hadithi',
      searchPlaceholder: 'Tafuta hadithi za mafanikio...',
      sectorLabel: 'Sekta',
      allSectors: 'Sekta Zote',
      sortLabel: 'Panga kwa',
      'sort.year-desc': 'Mpya Kwanza',
      'sort.year-asc': 'Za Zamani Kwanza',
      'sort.impact': 'Kwa Athari',
      'sort.alphabetical': 'A-Z',
      viewLabel: 'Mwonekano',
      gridView: 'Mwonekano wa gridi',
      listView: 'Mwonekano wa orodha',
      results: 'Inaonyesha {from}–{to} kati ya hadithi {total}',
      pagination: 'Kurasa',
      previousPage: 'Iliyotangulia',
      nextPage: 'Inayofuata',
      pageLabel: 'Ukurasa {n}',
      yearLabel: 'Tangu',
      impactLabel: 'Athari',
      listLabel: 'Hadithi za mafanikio',
    },
  },
);
