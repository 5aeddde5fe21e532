import { defineCopy } from './defineCopy';

/**
 * The home page's interface words (its texts, pictures and figures are the content of the Home
 * page global, edited in the admin).
 */
export const HOME_COPY = defineCopy(
  {
    'home.focus.learnMore': 'Learn more',
    'home.video.statsLabel': 'Our work in figures',
  },
  {
    fr: {
      'home.focus.learnMore': 'En savoir plus',
      'home.video.statsLabel': 'Notre action en chiffres',
    },
    ar: {
      'home.focus.learnMore': 'اعرف المزيد',
      'home.video.statsLabel': 'عملنا بالأرقام',
    },
    sw: {
      'home.focus.learnMore': 'Jifunze zaidi',
      'home.video.statsLabel': 'Kazi yetu kwa takwimu',
    },
  },
);
