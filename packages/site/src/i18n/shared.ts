import { defineCopy } from './defineCopy';

/** Copy used on more than one page. */
export const SHARED_COPY = defineCopy(
  {
    'shared.ourMission': 'Our Mission',
    'shared.ourVision': 'Our Vision',
    'shared.sector.education': 'Education',
    'shared.sector.health': 'Health',
    'shared.sector.governance': 'Governance',
    'shared.video.play': 'Play video: {title}',
    'shared.video.unpublished': 'This video is not published yet.',
    'shared.video.privacy': 'Playing loads the YouTube player (youtube-nocookie.com).',
    'shared.video.length': 'Length: {duration}',
  },
  {
    fr: {
      'shared.ourMission': 'Notre mission',
      'shared.ourVision': 'Notre vision',
      'shared.sector.education': 'Éducation',
      'shared.sector.health': 'Santé',
      'shared.sector.governance': 'Gouvernance',
      'shared.video.play': 'Lire la vidéo : {title}',
      'shared.video.unpublished': 'Cette vidéo n’est pas encore publiée.',
      'shared.video.privacy': 'La lecture charge le lecteur YouTube (youtube-nocookie.com).',
      'shared.video.length': 'Durée : {duration}',
    },
    ar: {
      'shared.ourMission': 'رسالتنا',
      'shared.ourVision': 'رؤيتنا',
      'shared.sector.education': 'التعليم',
      'shared.sector.health': 'الصحة',
      'shared.sector.governance': 'الحوكمة',
      'shared.video.play': 'تشغيل الفيديو: {title}',
      'shared.video.unpublished': 'لم يُنشر هذا الفيديو بعد.',
      'shared.video.privacy': 'يؤدي التشغيل إلى تحميل مشغّل يوتيوب (youtube-nocookie.com).',
      'shared.video.length': 'المدة: {duration}',
    },
    sw: {
      'shared.ourMission': 'Dhamira Yetu',
      'shared.ourVision': 'Dira Yetu',
      'shared.sector.education': 'Elimu',
      'shared.sector.health': 'Afya',
      'shared.sector.governance': 'Utawala',
      'shared.video.play': 'Cheza video: {title}',
      'shared.video.unpublished': 'Video hii bado haijachapishwa.',
      'shared.video.privacy': 'Kucheza kunapakia kicheza video cha YouTube (youtube-nocookie.com).',
      'shared.video.length': 'Urefu: {duration}',
    },
  },
);
