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
    ha: {
      'home.focus.learnMore': 'Ƙara koyo',
      'home.video.statsLabel': 'Aikinmu a alƙaluma',
    },
    yo: {
      'home.focus.learnMore': 'Kẹ́kọ̀ọ́ síi',
      'home.video.statsLabel': 'Iṣẹ́ wa ní òǹkà',
    },
    ig: {
      'home.focus.learnMore': 'Mụtakwuo',
      'home.video.statsLabel': 'Ọrụ anyị na ọnụọgụgụ',
    },
    pt: {
      'home.focus.learnMore': 'Saiba mais',
      'home.video.statsLabel': 'O nosso trabalho em números',
    },
    am: {
      'home.focus.learnMore': 'ተጨማሪ ይወቁ',
      'home.video.statsLabel': 'ሥራችን በቁጥሮች',
    },
  },
);
