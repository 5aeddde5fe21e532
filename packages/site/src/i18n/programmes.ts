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
    ha: {
      'programmes.duration': 'Tsawon lokaci',
      'programmes.format': 'Tsari',
      'programmes.audience': 'Domin',
      'programmes.learnMoreAbout': 'game da {name}',
      'programmes.count': 'one: shiri #; other: shirye-shirye #',
      'programmes.empty': 'Babu shirin da ke buɗe a yanzu. Rubuto mana don jin labarin na gaba.',
    },
    yo: {
      'programmes.duration': 'Àkókò',
      'programmes.format': 'Ọ̀nà',
      'programmes.audience': 'Fún',
      'programmes.learnMoreAbout': 'nípa {name}',
      'programmes.count': 'other: ètò #',
      'programmes.empty': 'Kò sí ètò tí ó ṣí sílẹ̀ báyìí. Ẹ kọ̀wé sí wa láti gbọ́ nípa àwọn tó ń bọ̀.',
    },
    ig: {
      'programmes.duration': 'Ogologo oge',
      'programmes.format': 'Ụdị',
      'programmes.audience': 'Maka',
      'programmes.learnMoreAbout': 'banyere {name}',
      'programmes.count': 'other: mmemme #',
      'programmes.empty':
        'Enweghị mmemme mepere emepe ugbu a. Degara anyị ka ị nụ maka ndị na-abịa.',
    },
    pt: {
      'programmes.duration': 'Duração',
      'programmes.format': 'Formato',
      'programmes.audience': 'Para',
      'programmes.learnMoreAbout': 'sobre o {name}',
      'programmes.count': 'one: # programa; other: # programas',
      'programmes.empty':
        'De momento não há programas abertos. Escreva-nos para saber dos próximos.',
    },
    am: {
      'programmes.duration': 'የጊዜ ርዝመት',
      'programmes.format': 'አቀራረብ',
      'programmes.audience': 'ለማን',
      'programmes.learnMoreAbout': 'ስለ {name}',
      'programmes.count': 'one: # ፕሮግራም; other: # ፕሮግራሞች',
      'programmes.empty': 'በአሁኑ ጊዜ ክፍት ፕሮግራም የለም። ስለሚቀጥሉት ለመስማት ይጻፉልን።',
    },
  },
);
