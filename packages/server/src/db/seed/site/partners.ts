import { caseStudies, partnerCategories, partners, partnersPage } from '@ia/shared';
import type { SeedUnit, SeedUpgrade } from '../types.js';

/** The kinds of partner, as the launch page counts them. */
export const PARTNER_CATEGORY_SEED: SeedUnit = {
  def: partnerCategories,
  items: [
    {
      name: {
        en: 'Educational Institutions',
        fr: 'Établissements d’enseignement',
        ar: 'المؤسسات التعليمية',
        sw: 'Taasisi za Elimu',
      },
      singular: {
        en: 'Educational Institution',
        fr: 'Établissement d’enseignement',
        ar: 'مؤسسة تعليمية',
        sw: 'Taasisi ya Elimu',
      },
      count: '25+',
      description: {
        en: 'Universities, colleges and schools that co-host training, supervise research and open their classrooms to reform projects.',
        fr: 'Des universités, des instituts et des écoles qui coorganisent des formations, encadrent des recherches et ouvrent leurs salles de classe aux projets de réforme.',
        ar: 'جامعات وكليات ومدارس تشاركنا استضافة التدريب، وتشرف على الأبحاث، وتفتح فصولها لمشاريع الإصلاح.',
        sw: 'Vyuo vikuu, vyuo na shule zinazoshirikiana nasi kuandaa mafunzo, kusimamia tafiti na kufungua madarasa yao kwa miradi ya mageuzi.',
      },
      icon: 'book',
    },
    {
      name: {
        en: 'International Organisations',
        fr: 'Organisations internationales',
        ar: 'المنظمات الدولية',
        sw: 'Mashirika ya Kimataifa',
      },
      singular: {
        en: 'International Organisation',
        fr: 'Organisation internationale',
        ar: 'منظمة دولية',
        sw: 'Shirika la Kimataifa',
      },
      count: '15+',
      description: {
        en: 'Development agencies and foundations that fund reform projects, share expertise and connect our alumni to programmes across the continent.',
        fr: 'Des agences de développement et des fondations qui financent des projets de réforme, partagent leur expertise et mettent nos anciens participants en relation avec des programmes à travers le continent.',
        ar: 'وكالات تنمية ومؤسسات مانحة تموّل مشاريع الإصلاح، وتتبادل الخبرات، وتربط خرّيجينا ببرامج في أنحاء القارة.',
        sw: 'Mashirika ya maendeleo na wakfu zinazofadhili miradi ya mageuzi, kubadilishana utaalamu na kuwaunganisha wahitimu wetu na programu kote barani.',
      },
      icon: 'globe',
    },
    {
      name: {
        en: 'Community Networks',
        fr: 'Réseaux communautaires',
        ar: 'الشبكات المجتمعية',
        sw: 'Mitandao ya Kijamii',
      },
      singular: {
        en: 'Community Network',
        fr: 'Réseau communautaire',
        ar: 'شبكة مجتمعية',
        sw: 'Mtandao wa Kijamii',
      },
      count: '40+',
      description: {
        en: 'Associations, faith groups and youth networks that bring local knowledge and make sure projects answer to the communities they serve.',
        fr: 'Des associations, des groupes confessionnels et des réseaux de jeunes qui apportent leur connaissance du terrain et veillent à ce que les projets rendent des comptes aux communautés qu’ils servent.',
        ar: 'جمعيات ومجموعات دينية وشبكات شبابية تقدّم المعرفة المحلية وتحرص على أن تكون المشاريع مسؤولة أمام المجتمعات التي تخدمها.',
        sw: 'Vyama, vikundi vya kidini na mitandao ya vijana vinavyoleta ujuzi wa mahali husika na kuhakikisha miradi inawajibika kwa jamii inazozihudumia.',
      },
      icon: 'people',
    },
  ],
};

/** The three partnership case studies, each naming its partner's category. */
export const CASE_STUDY_SEED: SeedUnit = {
  def: caseStudies,
  items: [
    {
      title: {
        en: 'Teacher coaching across 40 public schools',
        fr: 'Accompagnement des enseignants dans 40 écoles publiques',
        ar: 'تدريب المعلمين في 40 مدرسة حكومية',
        sw: 'Mafunzo ya walimu katika shule 40 za umma',
      },
      category: {
        ref: 'Educational Institutions',
      },
      year: 2019,
      narrative: {
        en: 'With a teacher-training college in Lagos State, programme alumni designed a weekend coaching cycle for public-school teachers and ran it in two local government areas.',
        fr: 'Avec un institut de formation des enseignants de l’État de Lagos, d’anciens participants du programme ont conçu un cycle d’accompagnement le week-end pour les enseignants des écoles publiques et l’ont mis en œuvre dans deux collectivités locales.',
        ar: 'بالتعاون مع كلية لإعداد المعلمين في ولاية لاغوس، صمّم خرّيجو البرنامج دورة تدريبية في عطلات نهاية الأسبوع لمعلمي المدارس الحكومية ونفّذوها في منطقتين من مناطق الحكم المحلي.',
        sw: 'Wakishirikiana na chuo cha ualimu katika Jimbo la Lagos, wahitimu wa programu walibuni mzunguko wa mafunzo ya wikendi kwa walimu wa shule za umma na kuuendesha katika maeneo mawili ya serikali za mitaa.',
      },
      outcome: {
        en: '1,200 teachers coached; reading scores up in 9 of 10 schools',
        fr: '1 200 enseignants accompagnés ; résultats en lecture en hausse dans 9 écoles sur 10',
        ar: 'تدريب 1,200 معلم؛ وتحسّن نتائج القراءة في 9 مدارس من كل 10',
        sw: 'Walimu 1,200 wamefunzwa; alama za usomaji zimepanda katika shule 9 kati ya 10',
      },
      picture: {
        picture: 'case-education',
        alt: {
          en: 'Teachers at a weekend coaching session',
          fr: 'Des enseignants lors d’une séance d’accompagnement le week-end',
          ar: 'معلمون في جلسة تدريبية في عطلة نهاية الأسبوع',
          sw: 'Walimu katika kipindi cha mafunzo cha wikendi',
        },
      },
    },
    {
      title: {
        en: 'Community health records that travel with the patient',
        fr: 'Des dossiers de santé communautaires qui suivent le patient',
        ar: 'سجلات صحية مجتمعية تنتقل مع المريض',
        sw: 'Kumbukumbu za afya za jamii zinazosafiri na mgonjwa',
      },
      category: {
        ref: 'International Organisations',
      },
      year: 2021,
      narrative: {
        en: 'A regional health foundation funded three alumni ventures to pilot shared patient cards between village health posts and the nearest general hospital.',
        fr: 'Une fondation régionale pour la santé a financé trois entreprises d’anciens participants afin de tester des cartes patient partagées entre les postes de santé des villages et l’hôpital général le plus proche.',
        ar: 'موّلت مؤسسة صحية إقليمية ثلاثة مشاريع ريادية لخرّيجينا لتجربة بطاقات مرضى مشتركة بين النقاط الصحية في القرى وأقرب مستشفى عام.',
        sw: 'Wakfu wa afya wa kikanda ulifadhili biashara tatu za wahitimu ili kujaribu kadi za wagonjwa zinazotumiwa kwa pamoja na vituo vya afya vya vijijini na hospitali kuu iliyo karibu zaidi.',
      },
      outcome: {
        en: '18 health posts connected; referral delays halved',
        fr: '18 postes de santé reliés ; délais d’orientation réduits de moitié',
        ar: 'ربط 18 نقطة صحية؛ وتقليص تأخير الإحالات إلى النصف',
        sw: 'Vituo 18 vya afya vimeunganishwa; ucheleweshaji wa rufaa umepungua kwa nusu',
      },
      picture: {
        picture: 'case-health',
        alt: {
          en: 'Health workers and patients at a village health post',
          fr: 'Des soignants et des patients dans un poste de santé de village',
          ar: 'عاملون صحيون ومرضى في نقطة صحية قروية',
          sw: 'Wahudumu wa afya na wagonjwa katika kituo cha afya cha kijijini',
        },
      },
    },
    {
      title: {
        en: 'Ward budget forums in three states',
        fr: 'Des forums budgétaires de quartier dans trois États',
        ar: 'منتديات ميزانية الأحياء في ثلاث ولايات',
        sw: 'Mabaraza ya bajeti ya kata katika majimbo matatu',
      },
      category: {
        ref: 'Community Networks',
      },
      year: 2023,
      narrative: {
        en: 'Youth and market associations hosted quarterly forums where residents reviewed local budgets with council officials and agreed on priority repairs.',
        fr: 'Des associations de jeunes et de commerçants ont organisé des forums trimestriels où les habitants ont examiné les budgets locaux avec les responsables municipaux et se sont accordés sur les réparations prioritaires.',
        ar: 'نظّمت جمعيات الشباب والتجّار منتديات فصلية راجع فيها السكان الميزانيات المحلية مع مسؤولي المجالس، واتفقوا على أعمال الصيانة ذات الأولوية.',
        sw: 'Vyama vya vijana na vya wafanyabiashara wa soko viliandaa mabaraza ya kila robo mwaka ambapo wakazi walipitia bajeti za mitaa pamoja na maafisa wa halmashauri na kukubaliana kuhusu matengenezo ya kipaumbele.',
      },
      outcome: {
        en: '60 forums held; 35 community projects completed',
        fr: '60 forums organisés ; 35 projets communautaires achevés',
        ar: 'عقد 60 منتدى؛ وإنجاز 35 مشروعًا مجتمعيًا',
        sw: 'Mabaraza 60 yamefanyika; miradi 35 ya jamii imekamilika',
      },
      picture: {
        picture: 'case-governance',
        alt: {
          en: 'A town at dusk, where residents met to review the ward budget',
          fr: 'Une ville au crépuscule, où les habitants se sont réunis pour examiner le budget du quartier',
          ar: 'مدينة عند الغسق اجتمع فيها السكان لمراجعة ميزانية الحي',
          sw: 'Mji wakati wa machweo, ambapo wakazi walikutana kupitia bajeti ya kata',
        },
      },
    },
  ],
};

/** The collaborative partners How We Work names (no logos yet: their initials show). */
export const PARTNER_SEED: SeedUnit = {
  def: partners,
  items: [
    {
      name: 'Sahel Learning Trust',
      description: {
        en: 'Co-designs our education modules and hosts reform fellows in its partner schools.',
        fr: 'Conçoit avec nous nos modules d’éducation et accueille des boursiers de la réforme dans ses écoles partenaires.',
        ar: 'يشاركنا تصميم وحداتنا التعليمية ويستضيف زملاء الإصلاح في مدارسه الشريكة.',
        sw: 'Hushirikiana nasi kubuni moduli zetu za elimu na huwakaribisha wanamageuzi wetu katika shule zake washirika.',
      },
      logo: null,
    },
    {
      name: 'Gulf of Guinea Health Alliance',
      description: {
        en: 'Opens clinics and health data to our health-sector teams and mentors their founders.',
        fr: 'Ouvre ses cliniques et ses données de santé à nos équipes du secteur de la santé et accompagne leurs fondateurs.',
        ar: 'يفتح عياداته وبياناته الصحية أمام فرقنا العاملة في القطاع الصحي ويرشد مؤسسيها.',
        sw: 'Hufungua zahanati na takwimu za afya kwa timu zetu za sekta ya afya na huwapa ushauri waanzilishi wake.',
      },
      logo: null,
    },
    {
      name: 'Civic Futures Foundation',
      description: {
        en: 'Funds governance projects that come out of the Reform Entrepreneurs Programme pitch panel.',
        fr: 'Finance les projets de gouvernance issus du jury de présentation du Programme des entrepreneurs de la réforme.',
        ar: 'تموّل مشاريع الحوكمة التي تنبثق عن لجنة العروض في برنامج روّاد الإصلاح.',
        sw: 'Hufadhili miradi ya utawala inayotokana na jopo la uwasilishaji la Programu ya Wajasiriamali wa Mageuzi.',
      },
      logo: null,
    },
  ],
};

const PARTNERS_TITLE = {
  en: 'Our partners',
  fr: 'Nos partenaires',
  ar: 'شركاؤنا',
  sw: 'Washirika wetu',
};
const PARTNERS_LEAD = {
  en: 'The institutions and organisations we work with today.',
  fr: 'Les institutions et organisations avec lesquelles nous travaillons aujourd’hui.',
  ar: 'المؤسسات والمنظمات التي نعمل معها اليوم.',
  sw: 'Taasisi na mashirika tunayofanya nayo kazi leo.',
};

/** The Collaborative Partners page as written for the launch; its counters are figures. */
export const PARTNERS_PAGE: SeedUnit = {
  def: partnersPage,
  data: {
    title: {
      en: 'Collaborative Partners',
      fr: 'Partenaires collaboratifs',
      ar: 'الشركاء المتعاونون',
      sw: 'Washirika wa Ushirikiano',
    },
    eyebrow: {
      en: 'Reform is a team sport',
      fr: 'La réforme est un sport d’équipe',
      ar: 'الإصلاح عمل جماعي',
      sw: 'Mageuzi ni kazi ya timu',
    },
    intro: {
      en: 'Schools, universities, foundations, development agencies and community networks work with us to train reform entrepreneurs and carry their projects into the places that need them.',
      fr: 'Écoles, universités, fondations, agences de développement et réseaux communautaires travaillent avec nous pour former des entrepreneurs de la réforme et porter leurs projets là où l’on en a besoin.',
      ar: 'تعمل معنا المدارس والجامعات والمؤسسات المانحة ووكالات التنمية والشبكات المجتمعية لتدريب روّاد الإصلاح وإيصال مشاريعهم إلى الأماكن التي تحتاج إليها.',
      sw: 'Shule, vyuo vikuu, wakfu, mashirika ya maendeleo na mitandao ya kijamii hushirikiana nasi kuwafunza wajasiriamali wa mageuzi na kupeleka miradi yao mahali inapohitajika.',
    },
    categoriesTitle: {
      en: 'Who we partner with',
      fr: 'Avec qui nous travaillons',
      ar: 'مع من نتشارك',
      sw: 'Tunaoshirikiana nao',
    },
    categoriesLead: {
      en: 'Three kinds of partner, each bringing something the others cannot.',
      fr: 'Trois types de partenaires, chacun apportant ce que les autres ne peuvent offrir.',
      ar: 'ثلاثة أنواع من الشركاء، يقدّم كلٌّ منها ما لا يستطيعه الآخرون.',
      sw: 'Aina tatu za washirika, kila moja ikileta kile ambacho wengine hawawezi.',
    },
    categoriesUnit: {
      en: 'partners',
      fr: 'partenaires',
      ar: 'شريكًا',
      sw: 'washirika',
    },
    partnersTitle: PARTNERS_TITLE,
    partnersLead: PARTNERS_LEAD,
    storiesTitle: {
      en: 'Partnership success stories',
      fr: 'Réussites de nos partenariats',
      ar: 'قصص نجاح الشراكات',
      sw: 'Hadithi za mafanikio ya ushirikiano',
    },
    storiesLead: {
      en: 'What partners and our reform entrepreneurs have achieved together.',
      fr: 'Ce que nos partenaires et nos entrepreneurs de la réforme ont accompli ensemble.',
      ar: 'ما حقّقه الشركاء وروّاد الإصلاح لدينا معًا.',
      sw: 'Yale ambayo washirika na wajasiriamali wetu wa mageuzi wamefanikisha pamoja.',
    },
    outcomeLabel: {
      en: 'Outcome:',
      fr: 'Résultat :',
      ar: 'النتيجة:',
      sw: 'Matokeo:',
    },
    impactTitle: {
      en: 'Our shared impact',
      fr: 'Notre impact commun',
      ar: 'أثرنا المشترك',
      sw: 'Matokeo yetu ya pamoja',
    },
    impactLead: {
      en: 'Across all our partnerships so far.',
      fr: 'L’ensemble de nos partenariats à ce jour.',
      ar: 'حصيلة جميع شراكاتنا حتى الآن.',
      sw: 'Kwa ushirikiano wetu wote hadi sasa.',
    },
    figures: [
      {
        ref: 'Lives impacted',
      },
      {
        ref: 'Countries (partner page)',
      },
      {
        ref: 'Partners',
      },
      {
        ref: 'Reform entrepreneurs',
      },
      {
        ref: 'Community projects',
      },
    ],
    ctaTitle: {
      en: 'Become a partner',
      fr: 'Devenez partenaire',
      ar: 'كن شريكًا',
      sw: 'Kuwa mshirika',
    },
    ctaText: {
      en: 'Tell us what your organisation would like to achieve. We will suggest a way to work together and send you our partnership toolkit.',
      fr: 'Dites-nous ce que votre organisation souhaite accomplir. Nous vous proposerons une façon de travailler ensemble et vous enverrons notre boîte à outils du partenariat.',
      ar: 'أخبرنا بما تطمح مؤسستك إلى تحقيقه، وسنقترح طريقة للعمل معًا ونرسل إليك دليل الشراكة.',
      sw: 'Tueleze shirika lako lingependa kufanikisha nini. Tutapendekeza njia ya kufanya kazi pamoja na kukutumia zana zetu za ushirikiano.',
    },
    ctaPrimary: {
      en: 'Explore Partnership Opportunities',
      fr: 'Découvrir les possibilités de partenariat',
      ar: 'استكشف فرص الشراكة',
      sw: 'Gundua Fursa za Ushirikiano',
    },
    ctaPrimaryLink: '/contact',
    ctaSecondary: {
      en: 'View Partnership Toolkit',
      fr: 'Voir la boîte à outils du partenariat',
      ar: 'اطّلع على دليل الشراكة',
      sw: 'Tazama Zana za Ushirikiano',
    },
    ctaSecondaryLink: '/contact',
  },
};

/**
 * The launch gave Shared impact a "Leaders trained" figure of its own, the same count as the
 * reform entrepreneurs, which kept 500+ when that figure changed: installations seeded before
 * show the one figure record instead.
 */
export const PARTNERS_PAGE_FIGURES: SeedUpgrade = {
  name: 'partners-page-figures',
  def: partnersPage,
  references: { figures: { from: 'Leaders trained', to: 'Reform entrepreneurs' } },
};

/** The partners were named only on How We Work: installations seeded before get the heading. */
export const PARTNERS_PAGE_PARTNERS: SeedUpgrade = {
  name: 'partners-page-partners',
  def: partnersPage,
  texts: {
    partnersTitle: { from: '', to: PARTNERS_TITLE },
    partnersLead: { from: '', to: PARTNERS_LEAD },
  },
};
