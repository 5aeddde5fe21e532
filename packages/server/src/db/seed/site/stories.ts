import { impactPage, insightsPage, successStoriesPage } from '@ia/shared';
import type { SeedUnit } from '../types.js';

/** The title and introduction of Success Stories, above the story cards. */
export const SUCCESS_STORIES_PAGE: SeedUnit = {
  def: successStoriesPage,
  data: {
    title: {
      en: 'Success Stories',
      fr: 'Histoires de réussite',
      ar: 'قصص النجاح',
      sw: 'Hadithi za Mafanikio',
    },
    intro: {
      en: 'Reform entrepreneurs trained and funded through our programmes, in their own words and numbers.',
      fr: 'Des entrepreneurs de la réforme formés et financés grâce à nos programmes, racontés par eux-mêmes, chiffres à l’appui.',
      ar: 'روّاد إصلاح درّبتهم برامجنا وموّلتهم، بكلماتهم وبالأرقام.',
      sw: 'Wajasiriamali wa mageuzi waliofunzwa na kufadhiliwa kupitia programu zetu, kwa maneno na takwimu zao wenyewe.',
    },
  },
};

/** The title and introduction of Our Impact, above the stories' explorer. */
export const IMPACT_PAGE: SeedUnit = {
  def: impactPage,
  data: {
    title: {
      en: 'Our Impact',
      fr: 'Notre impact',
      ar: 'أثرنا',
      sw: 'Matokeo Yetu',
    },
    intro: {
      en: 'Stories of reform entrepreneurs changing education, health and governance in their communities.',
      fr: 'Les histoires d’entrepreneurs de la réforme qui transforment l’éducation, la santé et la gouvernance dans leurs communautés.',
      ar: 'قصص روّاد إصلاح يغيّرون التعليم والصحة والحوكمة في مجتمعاتهم.',
      sw: 'Hadithi za wajasiriamali wa mageuzi wanaobadilisha elimu, afya na utawala katika jamii zao.',
    },
  },
};

/** The title and introduction of Insights & News, above the articles (Portuguese has its title). */
export const INSIGHTS_PAGE: SeedUnit = {
  def: insightsPage,
  data: {
    title: {
      en: 'Insights & News',
      fr: 'Analyses et actualités',
      ar: 'رؤى وأخبار',
      sw: 'Maarifa na Habari',
      pt: 'Ideias e Notícias',
    },
    intro: {
      en: 'Stories, research and updates from our work with reform entrepreneurs in Education, Health and Governance across Africa.',
      fr: "Récits, recherches et nouvelles de notre travail avec les entrepreneurs de la réforme dans l'éducation, la santé et la gouvernance en Afrique.",
      ar: 'قصص وأبحاث ومستجدات من عملنا مع روّاد الإصلاح في التعليم والصحة والحوكمة في أنحاء أفريقيا.',
      sw: 'Hadithi, utafiti na habari kutoka kazi yetu na wajasiriamali wa mageuzi katika Elimu, Afya na Utawala barani Afrika.',
    },
  },
};
