import type { PictureName } from '../pictures/pictures';
import type { Localized, Sector } from './types';

/**
 * The founder, the flagship programme's name and the focus areas as governance.ts, programmes.ts
 * and organisation.ts build on them. The home page reads these from the content model (the
 * founder of Organisation details, Focus areas, the Home page global); this file goes once those
 * pages do too.
 */

/** The founder. */
export const FOUNDER: {
  name: string;
  title: Localized & { en: 'Founder & CEO' };
  portrait: PictureName;
} = {
  name: 'Folasade Ogunleye',
  title: {
    en: 'Founder & CEO',
    fr: 'Fondatrice et directrice générale',
    ar: 'المؤسِّسة والرئيسة التنفيذية',
    sw: 'Mwanzilishi na Mkurugenzi Mtendaji',
  },
  portrait: 'landing-founder',
};

/** The flagship programme's name. */
export const REP_NAME: Localized = {
  en: 'Reform Entrepreneurs Programme',
  fr: 'Programme des entrepreneurs de la réforme',
  ar: 'برنامج روّاد الإصلاح',
  sw: 'Programu ya Wajasiriamali wa Mageuzi',
};

/** A focus area as the home page's image cards show it. */
export interface FocusAreaCard {
  /** The stories' category this area is: the impact explorer filtered to it. */
  sector: Sector;
  title: Localized;
  picture: PictureName;
  pictureAlt: Localized;
}

export const FOCUS_AREA_CARDS: readonly FocusAreaCard[] = [
  {
    sector: 'Education',
    title: {
      en: 'Education & Training',
      fr: 'Éducation et formation',
      ar: 'التعليم والتدريب',
      sw: 'Elimu na Mafunzo',
    },
    picture: 'focus-education',
    pictureAlt: {
      en: 'Learners listening together in a classroom',
      fr: 'Des apprenants écoutent ensemble dans une salle de classe',
      ar: 'متعلّمون يستمعون معًا في فصل دراسي',
      sw: 'Wanafunzi wakisikiliza pamoja darasani',
    },
  },
  {
    sector: 'Health',
    title: { en: 'Health', fr: 'Santé', ar: 'الصحة', sw: 'Afya' },
    picture: 'focus-health',
    pictureAlt: {
      en: 'Health workers and patients at a community clinic',
      fr: 'Des soignants et des patients dans un centre de santé communautaire',
      ar: 'عاملون صحيون ومرضى في عيادة مجتمعية',
      sw: 'Wahudumu wa afya na wagonjwa katika zahanati ya jamii',
    },
  },
  {
    sector: 'Governance',
    title: { en: 'Governance', fr: 'Gouvernance', ar: 'الحوكمة', sw: 'Utawala' },
    picture: 'focus-governance',
    pictureAlt: {
      en: 'A city skyline at dusk, the seat of public institutions',
      fr: 'Les toits d’une ville au crépuscule, siège des institutions publiques',
      ar: 'أفق مدينة عند الغسق حيث مقرّ المؤسسات العامة',
      sw: 'Mandhari ya jiji wakati wa machweo, makao ya taasisi za umma',
    },
  },
];
