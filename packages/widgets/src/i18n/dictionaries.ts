import { en, type Dictionary, type TranslationKey } from './english';
import { lookup } from './lookup';

/**
 * The site's own copy (header, footer, home hero, 404), by language (spec section 9).
 * English (`english.ts`) is complete and is the source of the keys; fr, ar and sw are full
 * translations; ha, yo, ig, pt and am carry only the keys the spec lists and fall back to English
 * for the rest. Widgets keep their own copy beside them (see `messages.ts`).
 */
export { en, type Dictionary, type TranslationKey };

const fr: Record<TranslationKey, string> = {
  'nav.home': 'Accueil',
  'nav.about': 'À propos',
  'nav.howWeWork': 'Notre méthode',
  'nav.history': 'Notre histoire',
  'nav.programs': 'Programmes',
  'nav.impact': 'Impact',
  'nav.contact': 'Contactez-nous',
  'nav.language': 'Langue',
  'nav.portfolio': 'Portefeuille',
  'nav.insights': 'Analyses et actualités',
  'nav.successStories': 'Réussites',
  'nav.main': 'Principale',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.closeMenu': 'Fermer le menu',
  'nav.skipToContent': 'Aller au contenu',
  'hero.title': 'Former la prochaine génération de leaders de la réforme en Afrique',
  'hero.subtitle': "Des entrepreneurs de la réforme pour l'éducation, la santé et la gouvernance",
  'hero.description':
    'Nous formons des entrepreneurs de la réforme guidés par des valeurs, qui apportent un changement innovant à leurs communautés.',
  'cta.getStarted': 'Commencer',
  'cta.learnMore': 'En savoir plus',
  'cta.contactUs': 'Contactez-nous',
  'lang.select': 'Choisir la langue',
  'lang.current': 'Langue actuelle',
  'common.loading': 'Chargement...',
  'common.error': 'Une erreur est survenue',
  'common.backToHome': "Retour à l'accueil",
  'notFound.title': '404 Page introuvable',
  'notFound.description': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'notFound.home': "Retour à l'accueil",
  'footer.tagline':
    "Mobiliser et outiller les Africains pour un travail de réforme stratégique dans l'éducation, la santé et la gouvernance, au service du développement durable.",
  'footer.navLabel': 'Pied de page',
  'footer.quickLinks': 'Liens rapides',
  'footer.contact': 'Contact',
  'footer.portfolio': 'Portefeuille',
  'footer.privacy': 'Politique de confidentialité',
  'footer.terms': "Conditions d'utilisation",
  'footer.followUs': 'Suivez-nous',
  'footer.rights': 'Tous droits réservés.',
};

const ar: Record<TranslationKey, string> = {
  'nav.home': 'الرئيسية',
  'nav.about': 'من نحن',
  'nav.howWeWork': 'كيف نعمل',
  'nav.history': 'تاريخنا',
  'nav.programs': 'البرامج',
  'nav.impact': 'الأثر',
  'nav.contact': 'اتصل بنا',
  'nav.language': 'اللغة',
  'nav.portfolio': 'المشاريع',
  'nav.insights': 'رؤى وأخبار',
  'nav.successStories': 'قصص النجاح',
  'nav.main': 'الرئيسي',
  'nav.menu': 'القائمة',
  'nav.openMenu': 'فتح القائمة',
  'nav.closeMenu': 'إغلاق القائمة',
  'nav.skipToContent': 'انتقل إلى المحتوى',
  'hero.title': 'بناء الجيل القادم من قادة الإصلاح في أفريقيا',
  'hero.subtitle': 'روّاد إصلاح في التعليم والصحة والحوكمة',
  'hero.description': 'نُعِدّ روّاد إصلاح تحرّكهم القيم ويُحدثون تغييرًا مبتكرًا في مجتمعاتهم.',
  'cta.getStarted': 'ابدأ الآن',
  'cta.learnMore': 'اعرف المزيد',
  'cta.contactUs': 'اتصل بنا',
  'lang.select': 'اختر اللغة',
  'lang.current': 'اللغة الحالية',
  'common.loading': 'جارٍ التحميل...',
  'common.error': 'حدث خطأ',
  'common.backToHome': 'العودة إلى الرئيسية',
  'notFound.title': '404 الصفحة غير موجودة',
  'notFound.description': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  'notFound.home': 'العودة إلى الرئيسية',
  'footer.tagline':
    'تعبئة الأفارقة وتمكينهم من العمل الإصلاحي الاستراتيجي في التعليم والصحة والحوكمة من أجل التنمية المستدامة.',
  'footer.navLabel': 'تذييل الصفحة',
  'footer.quickLinks': 'روابط سريعة',
  'footer.contact': 'تواصل معنا',
  'footer.portfolio': 'المشاريع',
  'footer.privacy': 'سياسة الخصوصية',
  'footer.terms': 'شروط الاستخدام',
  'footer.followUs': 'تابعنا',
  'footer.rights': 'جميع الحقوق محفوظة.',
};

const sw: Record<TranslationKey, string> = {
  'nav.home': 'Nyumbani',
  'nav.about': 'Kuhusu Sisi',
  'nav.howWeWork': 'Jinsi Tunavyofanya Kazi',
  'nav.history': 'Historia Yetu',
  'nav.programs': 'Programu',
  'nav.impact': 'Matokeo',
  'nav.contact': 'Wasiliana Nasi',
  'nav.language': 'Lugha',
  'nav.portfolio': 'Miradi',
  'nav.insights': 'Maarifa na Habari',
  'nav.successStories': 'Hadithi za Mafanikio',
  'nav.main': 'Kuu',
  'nav.menu': 'Menyu',
  'nav.openMenu': 'Fungua menyu',
  'nav.closeMenu': 'Funga menyu',
  'nav.skipToContent': 'Ruka hadi maudhui',
  'hero.title': 'Kujenga Kizazi Kijacho cha Viongozi wa Mageuzi Barani Afrika',
  'hero.subtitle': 'Wajasiriamali wa mageuzi katika Elimu, Afya na Utawala',
  'hero.description':
    'Tunawalea wajasiriamali wa mageuzi wenye maadili wanaoleta mabadiliko ya kibunifu katika jamii zao.',
  'cta.getStarted': 'Anza Sasa',
  'cta.learnMore': 'Jifunze Zaidi',
  'cta.contactUs': 'Wasiliana Nasi',
  'lang.select': 'Chagua lugha',
  'lang.current': 'Lugha ya sasa',
  'common.loading': 'Inapakia...',
  'common.error': 'Hitilafu imetokea',
  'common.backToHome': 'Rudi Nyumbani',
  'notFound.title': '404 Ukurasa Haukupatikana',
  'notFound.description': 'Ukurasa unaoutafuta haupo au umehamishwa.',
  'notFound.home': 'Rudi Nyumbani',
  'footer.tagline':
    'Kuwahamasisha na kuwawezesha Waafrika kwa kazi ya kimkakati ya mageuzi katika Elimu, Afya na Utawala kwa maendeleo endelevu.',
  'footer.navLabel': 'Kijachini',
  'footer.quickLinks': 'Viungo vya Haraka',
  'footer.contact': 'Mawasiliano',
  'footer.portfolio': 'Miradi',
  'footer.privacy': 'Sera ya Faragha',
  'footer.terms': 'Masharti ya Matumizi',
  'footer.followUs': 'Tufuate',
  'footer.rights': 'Haki zote zimehifadhiwa.',
};

/** The keys the partial languages carry (spec section 9). */
export const PARTIAL_KEYS = [
  'nav.about',
  'nav.language',
  'hero.title',
  'lang.select',
  'lang.current',
  'common.loading',
  'common.error',
] as const satisfies readonly TranslationKey[];

type PartialDictionary = Record<(typeof PARTIAL_KEYS)[number], string>;

const ha: PartialDictionary = {
  'nav.about': 'Game da Mu',
  'nav.language': 'Harshe',
  'hero.title': 'Gina Sabon Zuriyar Shugabannin Gyara na Afirka',
  'lang.select': 'Zaɓi harshe',
  'lang.current': 'Harshen yanzu',
  'common.loading': 'Ana lodawa...',
  'common.error': 'An sami kuskure',
};

const yo: PartialDictionary = {
  'nav.about': 'Nípa Wa',
  'nav.language': 'Èdè',
  'hero.title': 'Kíkọ́ Ìran Tuntun Àwọn Aṣáájú Àtúnṣe ní Áfíríkà',
  'lang.select': 'Yan èdè',
  'lang.current': 'Èdè lọ́wọ́lọ́wọ́',
  'common.loading': 'Ó ń ṣí...',
  'common.error': 'Àṣìṣe kan ṣẹlẹ̀',
};

const ig: PartialDictionary = {
  'nav.about': 'Banyere Anyị',
  'nav.language': 'Asụsụ',
  'hero.title': 'Iwulite Ọgbọ Ọzọ nke Ndị Ndú Mgbanwe n’Africa',
  'lang.select': 'Họrọ asụsụ',
  'lang.current': 'Asụsụ ugbu a',
  'common.loading': 'Ọ na-ebu...',
  'common.error': 'Njehie mere',
};

const pt: PartialDictionary = {
  'nav.about': 'Sobre Nós',
  'nav.language': 'Idioma',
  'hero.title': 'Formar a Próxima Geração de Líderes Reformadores de África',
  'lang.select': 'Selecionar idioma',
  'lang.current': 'Idioma atual',
  'common.loading': 'A carregar...',
  'common.error': 'Ocorreu um erro',
};

const am: PartialDictionary = {
  'nav.about': 'ስለ እኛ',
  'nav.language': 'ቋንቋ',
  'hero.title': 'የአፍሪካን ቀጣይ ትውልድ የለውጥ መሪዎች መገንባት',
  'lang.select': 'ቋንቋ ይምረጡ',
  'lang.current': 'የአሁኑ ቋንቋ',
  'common.loading': 'በመጫን ላይ...',
  'common.error': 'ስህተት ተከስቷል',
};

export const DICTIONARIES: Readonly<Record<string, Dictionary>> = {
  en,
  fr,
  ar,
  sw,
  ha,
  yo,
  ig,
  pt,
  am,
};

/** The copy for `key` in `language`, else in English, else the key itself. */
export function translate(
  language: string,
  key: TranslationKey | (string & {}),
  dictionaries: Readonly<Record<string, Dictionary>> = DICTIONARIES,
): string {
  return lookup(language, key, dictionaries);
}
