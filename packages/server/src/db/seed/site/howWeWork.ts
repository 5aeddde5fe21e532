import { howWeWorkPage } from '@ia/shared';
import type { SeedUnit } from '../types.js';

/** How We Work as written for the launch (its council and advisors are People, its partners Partners). */
export const HOW_WE_WORK_PAGE: SeedUnit = {
  def: howWeWorkPage,
  data: {
    title: {
      en: 'How We Work',
      fr: 'Notre méthode',
      ar: 'كيف نعمل',
      sw: 'Jinsi Tunavyofanya Kazi',
    },
    intro: {
      en: 'Good reform needs good governance. Here is who steers the organisation, who advises it and who we work with.',
      fr: 'Une bonne réforme exige une bonne gouvernance. Voici qui dirige l’organisation, qui la conseille et avec qui nous travaillons.',
      ar: 'الإصلاح الجيد يحتاج إلى حوكمة جيدة. إليك من يوجّه المؤسسة، ومن يقدّم لها المشورة، ومن نعمل معه.',
      sw: 'Mageuzi mazuri yanahitaji utawala bora. Hawa ndio wanaoongoza shirika, wanaolishauri na tunaofanya kazi nao.',
    },
    governanceTab: {
      en: 'Governance',
      fr: 'Gouvernance',
      ar: 'الحوكمة',
      sw: 'Utawala',
    },
    governanceTitle: {
      en: 'Governance',
      fr: 'Gouvernance',
      ar: 'الحوكمة',
      sw: 'Utawala',
    },
    governanceLead: {
      en: 'A governing council sets our direction, approves the budget and holds the team to account. It meets every quarter and publishes a yearly report to partners.',
      fr: 'Un conseil d’administration fixe notre orientation, approuve le budget et demande des comptes à l’équipe. Il se réunit chaque trimestre et publie un rapport annuel à l’intention des partenaires.',
      ar: 'يحدّد مجلس الإدارة توجّهنا، ويعتمد الميزانية، ويُخضع الفريق للمساءلة. ويجتمع كل ثلاثة أشهر وينشر تقريرًا سنويًا للشركاء.',
      sw: 'Baraza la uongozi huweka mwelekeo wetu, huidhinisha bajeti na huiwajibisha timu. Hukutana kila robo mwaka na huchapisha ripoti ya mwaka kwa washirika.',
    },
    governanceRoles: [
      {
        title: {
          en: 'Strategy',
          fr: 'Stratégie',
          ar: 'الاستراتيجية',
          sw: 'Mkakati',
        },
        text: {
          en: 'The council agrees our priorities and the sectors we work in.',
          fr: 'Le conseil arrête nos priorités et les secteurs dans lesquels nous intervenons.',
          ar: 'يتفق المجلس على أولوياتنا والقطاعات التي نعمل فيها.',
          sw: 'Baraza hukubaliana kuhusu vipaumbele vyetu na sekta tunazofanyia kazi.',
        },
      },
      {
        title: {
          en: 'Stewardship',
          fr: 'Bonne gestion',
          ar: 'الإشراف على الموارد',
          sw: 'Usimamizi',
        },
        text: {
          en: 'It approves budgets and grant rules and reviews the audit.',
          fr: 'Il approuve les budgets et les règles d’attribution des subventions, et examine l’audit.',
          ar: 'يعتمد الميزانيات وقواعد المنح ويراجع تقرير التدقيق.',
          sw: 'Huidhinisha bajeti na kanuni za ruzuku na hupitia ripoti ya ukaguzi.',
        },
      },
      {
        title: {
          en: 'Accountability',
          fr: 'Redevabilité',
          ar: 'المساءلة',
          sw: 'Uwajibikaji',
        },
        text: {
          en: 'It appoints and reviews the chief executive and advisors.',
          fr: 'Il nomme et évalue la direction générale et les conseillers.',
          ar: 'يعيّن الرئيس التنفيذي والمستشارين ويقيّم أداءهم.',
          sw: 'Huteua na kutathmini mkurugenzi mtendaji na washauri.',
        },
      },
    ],
    councilButton: {
      en: 'Meet the Governing Council',
      fr: 'Découvrir le conseil d’administration',
      ar: 'تعرّف على مجلس الإدارة',
      sw: 'Kutana na Baraza la Uongozi',
    },
    councilTitle: {
      en: 'Governing Council',
      fr: 'Conseil d’administration',
      ar: 'مجلس الإدارة',
      sw: 'Baraza la Uongozi',
    },
    councilLead: {
      en: 'The three members who lead the council.',
      fr: 'Les trois membres qui dirigent le conseil.',
      ar: 'الأعضاء الثلاثة الذين يقودون المجلس.',
      sw: 'Wajumbe watatu wanaoongoza baraza.',
    },
    advisoryTab: {
      en: 'Advisory Board & Reform Teams',
      fr: 'Conseil consultatif et équipes de réforme',
      ar: 'المجلس الاستشاري وفرق الإصلاح',
      sw: 'Bodi ya Ushauri na Timu za Mageuzi',
    },
    advisoryTitle: {
      en: 'Advisory Board & Reform Teams',
      fr: 'Conseil consultatif et équipes de réforme',
      ar: 'المجلس الاستشاري وفرق الإصلاح',
      sw: 'Bodi ya Ushauri na Timu za Mageuzi',
    },
    advisoryLead: {
      en: 'Advisors from across society guide our programmes and mentor participants. Reform Teams bring alumni and experts together around one problem in one sector until it is solved.',
      fr: 'Des conseillers issus de toute la société orientent nos programmes et accompagnent les participants. Les équipes de réforme réunissent anciens participants et experts autour d’un problème, dans un secteur, jusqu’à ce qu’il soit résolu.',
      ar: 'يوجّه مستشارون من مختلف فئات المجتمع برامجنا ويرشدون المشاركين. وتجمع فرق الإصلاح الخرّيجين والخبراء حول مشكلة واحدة في قطاع واحد حتى تُحلّ.',
      sw: 'Washauri kutoka sehemu zote za jamii huongoza programu zetu na kuwashauri washiriki. Timu za Mageuzi huwaleta pamoja wahitimu na wataalamu kushughulikia tatizo moja katika sekta moja hadi litatuliwe.',
    },
    advisoryNote: {
      en: 'Membership is by invitation only.',
      fr: 'L’adhésion se fait uniquement sur invitation.',
      ar: 'العضوية بدعوة فقط.',
      sw: 'Uanachama ni kwa mwaliko pekee.',
    },
    advisoryButton: {
      en: 'View the Advisory Board',
      fr: 'Voir le conseil consultatif',
      ar: 'اطّلع على المجلس الاستشاري',
      sw: 'Tazama Bodi ya Ushauri',
    },
    boardTitle: {
      en: 'Advisory Board',
      fr: 'Conseil consultatif',
      ar: 'المجلس الاستشاري',
      sw: 'Bodi ya Ushauri',
    },
    boardLead: {
      en: 'Our advisors and reform teams are drawn from every level of society, from media and the arts to education and government. Membership is by invitation only.',
      fr: 'Nos conseillers et nos équipes de réforme viennent de tous les horizons de la société, des médias et des arts à l’éducation et au gouvernement. L’adhésion se fait uniquement sur invitation.',
      ar: 'يأتي مستشارونا وفرق الإصلاح لدينا من جميع مستويات المجتمع، من الإعلام والفنون إلى التعليم والحكومة. والعضوية بدعوة فقط.',
      sw: 'Washauri wetu na timu za mageuzi hutoka katika ngazi zote za jamii, kuanzia habari na sanaa hadi elimu na serikali. Uanachama ni kwa mwaliko pekee.',
    },
    pyramidTitle: {
      en: 'The sectors we draw on',
      fr: 'Les secteurs sur lesquels nous nous appuyons',
      ar: 'القطاعات التي نستعين بها',
      sw: 'Sekta tunazotegemea',
    },
    pyramid: [
      {
        sector: {
          en: 'Media & Communication',
          fr: 'Médias et communication',
          ar: 'الإعلام والاتصال',
          sw: 'Habari na Mawasiliano',
        },
      },
      {
        sector: {
          en: 'Arts & Entertainment',
          fr: 'Arts et divertissement',
          ar: 'الفنون والترفيه',
          sw: 'Sanaa na Burudani',
        },
      },
      {
        sector: {
          en: 'Business & Economy',
          fr: 'Entreprises et économie',
          ar: 'الأعمال والاقتصاد',
          sw: 'Biashara na Uchumi',
        },
      },
      {
        sector: {
          en: 'Health & Wellness',
          fr: 'Santé et bien-être',
          ar: 'الصحة والعافية',
          sw: 'Afya na Ustawi',
        },
        alongside: {
          en: 'Agriculture',
          fr: 'Agriculture',
          ar: 'الزراعة',
          sw: 'Kilimo',
        },
      },
      {
        sector: {
          en: 'Education & Training',
          fr: 'Éducation et formation',
          ar: 'التعليم والتدريب',
          sw: 'Elimu na Mafunzo',
        },
        alongside: {
          en: 'Government & Politics',
          fr: 'Gouvernement et politique',
          ar: 'الحكومة والسياسة',
          sw: 'Serikali na Siasa',
        },
      },
    ],
    advisorsTitle: {
      en: 'Our advisors',
      fr: 'Nos conseillers',
      ar: 'مستشارونا',
      sw: 'Washauri wetu',
    },
    partnersTab: {
      en: 'Collaborative Partners',
      fr: 'Partenaires collaboratifs',
      ar: 'الشركاء المتعاونون',
      sw: 'Washirika wa Ushirikiano',
    },
    partnersTitle: {
      en: 'Collaborative Partners',
      fr: 'Partenaires collaboratifs',
      ar: 'الشركاء المتعاونون',
      sw: 'Washirika wa Ushirikiano',
    },
    partnersLead: {
      en: 'Institutions that co-design our training, open their doors to our reform teams and fund the projects that come out of them.',
      fr: 'Des institutions qui conçoivent nos formations avec nous, ouvrent leurs portes à nos équipes de réforme et financent les projets qui en sont issus.',
      ar: 'مؤسسات تشاركنا تصميم برامجنا التدريبية، وتفتح أبوابها لفرق الإصلاح لدينا، وتموّل المشاريع المنبثقة عنها.',
      sw: 'Taasisi zinazoshirikiana nasi kubuni mafunzo yetu, kufungua milango yao kwa timu zetu za mageuzi na kufadhili miradi inayotokana nazo.',
    },
    partnersButton: {
      en: 'Meet Our Partners',
      fr: 'Découvrir nos partenaires',
      ar: 'تعرّف على شركائنا',
      sw: 'Kutana na Washirika Wetu',
    },
    partnersLink: '/collaborative-partners',
  },
};
