import type { PictureName } from '../pictures/pictures';
import type { Localized } from './types';

/**
 * The site's videos: where each recording is published (its YouTube id) and its poster. The
 * players load only when a visitor asks to play (components/VideoFacade).
 */
/** A recording on the organisation's YouTube channel, shown behind a facade (VideoFacade). */
export interface Video {
  /**
   * The YouTube id of the recording (the `v=` of its address); `null` while it is not published,
   * and the page then says so instead of offering to play.
   */
  youtubeId: string | null;
  /** The still shown before playing: one of the site's own pictures (nothing from YouTube). */
  poster: PictureName;
}

export interface DescribedVideo extends Video {
  title: Localized;
  description: Localized;
  /** Length of the recording, as shown to visitors. */
  duration: Localized;
}

/** The home page's film; its title is the home page's copy ('{product}: Driving Change'). */
export const DRIVING_CHANGE_VIDEO: Video = {
  youtubeId: 'Xk5MeZ1bU4w',
  poster: 'video-driving-change',
};

/** The two recordings of Our History. */
export const HISTORY_VIDEOS: { intro: DescribedVideo; testimony: DescribedVideo } = {
  intro: {
    youtubeId: 'qT4nZ8rJ2mE',
    poster: 'video-history-intro',
    title: {
      en: 'Introducing the Reform Entrepreneurs Programme',
      fr: 'Présentation du Programme des entrepreneurs de la réforme',
      ar: 'تعريف ببرنامج روّاد الإصلاح',
      sw: 'Kuitambulisha Programu ya Wajasiriamali wa Mageuzi',
    },
    description: {
      en: 'Programme staff walk through the 12 weeks: from finding a reform problem worth solving to pitching a project to the funding panel.',
      fr: 'L’équipe du programme en présente les 12 semaines : de la recherche d’un problème de réforme qui mérite d’être résolu à la présentation d’un projet devant le jury de financement.',
      ar: 'يستعرض فريق البرنامج الأسابيع الاثني عشر: من تحديد مشكلة إصلاحية تستحق الحل إلى عرض المشروع أمام لجنة التمويل.',
      sw: 'Wafanyakazi wa programu wanaeleza wiki zote 12: kuanzia kupata tatizo la mageuzi linalostahili kutatuliwa hadi kuwasilisha mradi mbele ya jopo la ufadhili.',
    },
    duration: {
      en: 'About 4 minutes',
      fr: 'environ 4 minutes',
      ar: 'نحو 4 دقائق',
      sw: 'takriban dakika 4',
    },
  },
  testimony: {
    youtubeId: 'L9vW3cYp7sA',
    poster: 'video-history-testimony',
    title: {
      en: 'An alumna’s testimony',
      fr: 'Le témoignage d’une ancienne participante',
      ar: 'شهادة إحدى الخرّيجات',
      sw: 'Ushuhuda wa mhitimu',
    },
    description: {
      en: 'A graduate of the programme tells how her community-health project grew from a class assignment into a funded venture.',
      fr: 'Une diplômée du programme raconte comment son projet de santé communautaire est passé d’un simple exercice de cours à une entreprise financée.',
      ar: 'تروي إحدى خرّيجات البرنامج كيف تطوّر مشروعها في مجال صحة المجتمع من واجب دراسي إلى مشروع ريادي مموَّل.',
      sw: 'Mhitimu wa programu anasimulia jinsi mradi wake wa afya ya jamii ulivyokua kutoka kazi ya darasani hadi kuwa biashara iliyofadhiliwa.',
    },
    duration: {
      en: 'About 3 minutes',
      fr: 'environ 3 minutes',
      ar: 'نحو 3 دقائق',
      sw: 'takriban dakika 3',
    },
  },
};
