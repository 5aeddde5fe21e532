import { defineCopy } from './defineCopy';

/**
 * The Programmes page's interface labels. Its texts and the programmes are content (the
 * programmes-page global and the programmes collection).
 */
export const PROGRAMMES_COPY = defineCopy(
  {
    'programmes.duration': 'Duration',
    'programmes.format': 'Format',
    'programmes.audience': 'For',
    'programmes.learnMoreAbout': 'about the {name}',
    'programmes.count': 'one: # programme; other: # programmes',
    'programmes.empty':
      'No programmes are open at the moment. Write to us to hear about the next ones.',
  },
  {
    fr: {
      'programmes.duration': 'Durée',
      'programmes.format': 'Format',
      'programmes.audience': 'Public',
      'programmes.learnMoreAbout': 'sur « {name} »',
      'programmes.count': 'one: # programme; other: # programmes',
      'programmes.empty':
        'Aucun programme n’est ouvert pour le moment. Écrivez-nous pour être informé des prochains.',
    },
    ar: {
      'programmes.duration': 'المدة',
      'programmes.format': 'الصيغة',
      'programmes.audience': 'الفئة المستهدفة',
      'programmes.learnMoreAbout': 'عن {name}',
      'programmes.count':
        'zero: لا برامج; one: برنامج واحد; two: برنامجان; few: # برامج; many: # برنامجًا; other: # برنامج',
      'programmes.empty': 'لا توجد برامج مفتوحة حاليًا. راسلنا لتعرف موعد البرامج القادمة.',
    },
    sw: {
      'programmes.duration': 'Muda',
      'programmes.format': 'Mfumo',
      'programmes.audience': 'Kwa ajili ya',
      'programmes.learnMoreAbout': 'kuhusu {name}',
      'programmes.count': 'one: programu #; other: programu #',
      'programmes.empty': 'Hakuna programu iliyo wazi kwa sasa. Tuandikie ili ujue kuhusu zijazo.',
    },
  },
);
