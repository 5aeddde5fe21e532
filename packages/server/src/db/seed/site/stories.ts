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
      ha: 'Labaran Nasara',
      yo: 'Ìtàn Àṣeyọrí',
      ig: 'Akụkọ Ihe Ịga Nke Ọma',
      pt: 'Histórias de Sucesso',
      am: 'የስኬት ታሪኮች',
    },
    intro: {
      en: 'Reform entrepreneurs trained and funded through our programmes, in their own words and numbers.',
      fr: 'Des entrepreneurs de la réforme formés et financés grâce à nos programmes, racontés par eux-mêmes, chiffres à l’appui.',
      ar: 'روّاد إصلاح درّبتهم برامجنا وموّلتهم، بكلماتهم وبالأرقام.',
      sw: 'Wajasiriamali wa mageuzi waliofunzwa na kufadhiliwa kupitia programu zetu, kwa maneno na takwimu zao wenyewe.',
      ha: "'Yan kasuwar gyara da aka horar kuma aka ɗauki nauyinsu ta shirye-shiryenmu, da bakinsu da kuma alƙaluman su.",
      yo: 'Àwọn oníṣòwò àtúnṣe tí a kọ́, tí a sì ṣe onígbọ̀wọ́ wọn nípasẹ̀ àwọn ètò wa, ní ọ̀rọ̀ ẹnu wọn àti òǹkà tiwọn.',
      ig: "Ndị ọchụnta ego mgbanwe a zụrụ ma kwado n'ego site na mmemme anyị, n'okwu nke ha na ọnụọgụgụ nke ha.",
      pt: 'Empreendedores da reforma formados e financiados através dos nossos programas, pelas suas próprias palavras e números.',
      am: 'በፕሮግራሞቻችን የሠለጠኑ እና የገንዘብ ድጋፍ ያገኙ የለውጥ ሥራ ፈጣሪዎች፣ በራሳቸው አንደበት እና በቁጥሮቻቸው።',
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
      ha: 'Tasirinmu',
      yo: 'Ipa Wa',
      ig: 'Mmetụta Anyị',
      pt: 'O Nosso Impacto',
      am: 'ተጽዕኖአችን',
    },
    intro: {
      en: 'Stories of reform entrepreneurs changing education, health and governance in their communities.',
      fr: 'Les histoires d’entrepreneurs de la réforme qui transforment l’éducation, la santé et la gouvernance dans leurs communautés.',
      ar: 'قصص روّاد إصلاح يغيّرون التعليم والصحة والحوكمة في مجتمعاتهم.',
      sw: 'Hadithi za wajasiriamali wa mageuzi wanaobadilisha elimu, afya na utawala katika jamii zao.',
      ha: "Labaran 'yan kasuwar gyara da ke canza ilimi, lafiya da mulki a cikin al'ummominsu.",
      yo: 'Àwọn ìtàn àwọn oníṣòwò àtúnṣe tí wọ́n ń yí ẹ̀kọ́, ìlera àti ìṣèjọba padà nínú àwùjọ wọn.',
      ig: "Akụkọ ndị ọchụnta ego mgbanwe na-agbanwe agụmakwụkwọ, ahụike na ọchịchị n'obodo ha.",
      pt: 'Histórias de empreendedores da reforma que transformam a educação, a saúde e a governação nas suas comunidades.',
      am: 'በማኅበረሰቦቻቸው ውስጥ ትምህርትን፣ ጤናን እና አስተዳደርን የሚለውጡ የለውጥ ሥራ ፈጣሪዎች ታሪኮች።',
    },
  },
};

/** The title and introduction of Insights & News, above the articles. */
export const INSIGHTS_PAGE: SeedUnit = {
  def: insightsPage,
  data: {
    title: {
      en: 'Insights & News',
      fr: 'Analyses et actualités',
      ar: 'رؤى وأخبار',
      sw: 'Maarifa na Habari',
      pt: 'Ideias e Notícias',
      ha: 'Nazari da Labarai',
      yo: 'Òye àti Ìròyìn',
      ig: 'Nghọta na Akụkọ',
      am: 'ትንታኔዎችና ዜናዎች',
    },
    intro: {
      en: 'Stories, research and updates from our work with reform entrepreneurs in Education, Health and Governance across Africa.',
      fr: "Récits, recherches et nouvelles de notre travail avec les entrepreneurs de la réforme dans l'éducation, la santé et la gouvernance en Afrique.",
      ar: 'قصص وأبحاث ومستجدات من عملنا مع روّاد الإصلاح في التعليم والصحة والحوكمة في أنحاء أفريقيا.',
      sw: 'Hadithi, utafiti na habari kutoka kazi yetu na wajasiriamali wa mageuzi katika Elimu, Afya na Utawala barani Afrika.',
      ha: "Labarai, bincike da sabbin bayanai daga aikinmu tare da 'yan kasuwar gyara a fannin Ilimi, Lafiya da Mulki a faɗin Afirka.",
      yo: 'Àwọn ìtàn, ìwádìí àti ìròyìn tuntun láti inú iṣẹ́ wa pẹ̀lú àwọn oníṣòwò àtúnṣe nínú Ẹ̀kọ́, Ìlera àti Ìṣèjọba káàkiri Áfíríkà.',
      ig: "Akụkọ, nchọcha na ozi ọhụrụ sitere n'ọrụ anyị na ndị ọchụnta ego mgbanwe n'Agụmakwụkwọ, Ahụike na Ọchịchị n'ofe Africa.",
      pt: 'Histórias, estudos e novidades do nosso trabalho com empreendedores da reforma na Educação, na Saúde e na Governação em toda a África.',
      am: 'በመላው አፍሪካ በትምህርት፣ በጤና እና በአስተዳደር ከለውጥ ሥራ ፈጣሪዎች ጋር ከምንሠራው ሥራ የተገኙ ታሪኮች፣ ጥናቶች እና ወቅታዊ መረጃዎች።',
    },
  },
};
