import { defineCopy } from './defineCopy';

/** Copy used on more than one page. */
export const SHARED_COPY = defineCopy(
  {
    'shared.ourMission': 'Our Mission',
    'shared.ourVision': 'Our Vision',
    'shared.sector.education': 'Education',
    'shared.sector.health': 'Health',
    'shared.sector.governance': 'Governance',
    'shared.video.comingSoon': 'Video coming soon',
    'shared.video.length': 'Length: {duration}',
  },
  {
    fr: {
      'shared.ourMission': 'Notre mission',
      'shared.ourVision': 'Notre vision',
      'shared.sector.education': 'Éducation',
      'shared.sector.health': 'Santé',
      'shared.sector.governance': 'Gouvernance',
      'shared.video.comingSoon': 'Vidéo bientôt disponible',
      'shared.video.length': 'Durée : {duration}',
    },
    ar: {
      'shared.ourMission': 'رسالتنا',
      'shared.ourVision': 'رؤيتنا',
      'shared.sector.education': 'التعليم',
      'shared.sector.health': 'الصحة',
      'shared.sector.governance': 'الحوكمة',
      'shared.video.comingSoon': 'الفيديو قريبًا',
      'shared.video.length': 'المدة: {duration}',
    },
    sw: {
      'shared.ourMission': 'Dhamira Yetu',
      'shared.ourVision': 'Dira Yetu',
      'shared.sector.education': 'Elimu',
      'shared.sector.health': 'Afya',
      'shared.sector.governance': 'Utawala',
      'shared.video.comingSoon': 'Video inakuja hivi karibuni',
      'shared.video.length': 'Urefu: {duration}',
    },
  },
);
