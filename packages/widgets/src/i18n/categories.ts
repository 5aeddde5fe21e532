import { useWidgetSettings } from '../core/WidgetContext';
import { useWidgetLocale } from './locales/load';
import { defineMessages, translation, type Messages } from './messages';

/**
 * The names of the story and article categories the site uses, as they are stored (English)
 * and in each language that has them. A category outside this list is shown as stored.
 */
export type CategoryKey =
  | 'Education'
  | 'Health'
  | 'Governance'
  | 'Technology'
  | 'Youth Development'
  | 'Social Welfare'
  | 'Educational Technology'
  | 'Community'
  | 'Insights'
  | 'Programmes';

export const categoryMessages: Messages<CategoryKey> = defineMessages(
  'categories',
  'Story and article categories (cards, filters, story and article pages)',
  {
    en: {
      Education: 'Education',
      Health: 'Health',
      Governance: 'Governance',
      Technology: 'Technology',
      'Youth Development': 'Youth Development',
      'Social Welfare': 'Social Welfare',
      'Educational Technology': 'Educational Technology',
      Community: 'Community',
      Insights: 'Insights',
      Programmes: 'Programmes',
    },
    fr: {
      Education: 'Éducation',
      Health: 'Santé',
      Governance: 'Gouvernance',
      Technology: 'Technologie',
      'Youth Development': 'Développement de la jeunesse',
      'Social Welfare': 'Protection sociale',
      'Educational Technology': 'Technologies éducatives',
      Community: 'Communauté',
      Insights: 'Analyses',
      Programmes: 'Programmes',
    },
    ar: {
      Education: 'التعليم',
      Health: 'الصحة',
      Governance: 'الحوكمة',
      Technology: 'التكنولوجيا',
      'Youth Development': 'تنمية الشباب',
      'Social Welfare': 'الرعاية الاجتماعية',
      'Educational Technology': 'تكنولوجيا التعليم',
      Community: 'المجتمع',
      Insights: 'رؤى',
      Programmes: 'البرامج',
    },
    sw: {
      Education: 'Elimu',
      Health: 'Afya',
      Governance: 'Utawala',
      Technology: 'Teknolojia',
      'Youth Development': 'Maendeleo ya Vijana',
      'Social Welfare': 'Ustawi wa Jamii',
      'Educational Technology': 'Teknolojia ya Elimu',
      Community: 'Jamii',
      Insights: 'Maarifa',
      Programmes: 'Programu',
    },
  },
);

/** A category's name as shown, and the language it is in (for its `lang` attribute). */
export interface CategoryName {
  text: string;
  lang: string;
}

const normalized = (category: string) => category.trim().replace(/\s+/g, ' ').toLowerCase();
const KEYS = new Map(
  (Object.keys(categoryMessages.en) as CategoryKey[]).map((key) => [normalized(key), key]),
);

/**
 * The name of a stored category in `lang`: translated where the language has it, in English
 * otherwise; a category the site does not know stays as stored, in `storedLang`.
 */
export function categoryName(category: string, lang: string, storedLang = 'en'): CategoryName {
  const key = KEYS.get(normalized(category));
  return key ? translation(categoryMessages, lang, key) : { text: category, lang: storedLang };
}

/** `categoryName` in the widget's language. */
export function useCategoryName(): (category: string, storedLang?: string) => CategoryName {
  const { lang } = useWidgetSettings();
  useWidgetLocale(lang);
  return (category, storedLang) => categoryName(category, lang, storedLang);
}
