import { defineCopy } from './defineCopy';

/** The How We Work page (council, advisors, sectors and partners are in content/). */
export const HOW_WE_WORK_COPY = defineCopy(
  {
    'howWeWork.title': 'How We Work',
    'howWeWork.intro':
      'Good reform needs good governance. Here is who steers the organisation, who advises it and who we work with.',
    'howWeWork.tabs.label': 'How we work',
    'howWeWork.tabs.governance': 'Governance',
    'howWeWork.tabs.advisory': 'Advisory Board & Reform Teams',
    'howWeWork.tabs.partners': 'Collaborative Partners',
    'howWeWork.back': 'Back to Summary',
    'howWeWork.governance.title': 'Governance',
    'howWeWork.governance.lead':
      'A governing council sets our direction, approves the budget and holds the team to account. It meets every quarter and publishes a yearly report to partners.',
    'howWeWork.governance.strategy.title': 'Strategy',
    'howWeWork.governance.strategy.text':
      'The council agrees our priorities and the sectors we work in.',
    'howWeWork.governance.stewardship.title': 'Stewardship',
    'howWeWork.governance.stewardship.text':
      'It approves budgets and grant rules and reviews the audit.',
    'howWeWork.governance.accountability.title': 'Accountability',
    'howWeWork.governance.accountability.text':
      'It appoints and reviews the chief executive and advisors.',
    'howWeWork.governance.open': 'Meet the Governing Council',
    'howWeWork.council.title': 'Governing Council',
    'howWeWork.council.lead': 'The three members who lead the council.',
    'howWeWork.advisory.title': 'Advisory Board & Reform Teams',
    'howWeWork.advisory.lead':
      'Advisors from across society guide our programmes and mentor participants. Reform Teams bring alumni and experts together around one problem in one sector until it is solved.',
    'howWeWork.advisory.invitation': 'Membership is by invitation only.',
    'howWeWork.advisory.open': 'View the Advisory Board',
    'howWeWork.board.title': 'Advisory Board',
    'howWeWork.board.lead':
      'Our advisors and reform teams are drawn from every level of society, from media and the arts to education and government. Membership is by invitation only.',
    'howWeWork.board.pyramid.title': 'The sectors we draw on',
    'howWeWork.board.pyramid.label': 'Sectors, from the top of the pyramid to its base',
    'howWeWork.board.pyramid.and': 'and',
    'howWeWork.board.members.title': 'Our advisors',
    'howWeWork.partners.title': 'Collaborative Partners',
    'howWeWork.partners.lead':
      'Institutions that co-design our training, open their doors to our reform teams and fund the projects that come out of them.',
    'howWeWork.partners.meet': 'Meet Our Partners',
  },
  {
    fr: {
      'howWeWork.title': 'Notre méthode',
      'howWeWork.intro':
        'Une bonne réforme exige une bonne gouvernance. Voici qui dirige l’organisation, qui la conseille et avec qui nous travaillons.',
      'howWeWork.tabs.label': 'Notre méthode',
      'howWeWork.tabs.governance': 'Gouvernance',
      'howWeWork.tabs.advisory': 'Conseil consultatif et équipes de réforme',
      'howWeWork.tabs.partners': 'Partenaires collaboratifs',
      'howWeWork.back': 'Retour au résumé',
      'howWeWork.governance.title': 'Gouvernance',
      'howWeWork.governance.lead':
        'Un conseil d’administration fixe notre orientation, approuve le budget et demande des comptes à l’équipe. Il se réunit chaque trimestre et publie un rapport annuel à l’intention des partenaires.',
      'howWeWork.governance.strategy.title': 'Stratégie',
      'howWeWork.governance.strategy.text':
        'Le conseil arrête nos priorités et les secteurs dans lesquels nous intervenons.',
      'howWeWork.governance.stewardship.title': 'Bonne gestion',
      'howWeWork.governance.stewardship.text':
        'Il approuve les budgets et les règles d’attribution des subventions, et examine l’audit.',
      'howWeWork.governance.accountability.title': 'Redevabilité',
      'howWeWork.governance.accountability.text':
        'Il nomme et évalue la direction générale et les conseillers.',
      'howWeWork.governance.open': 'Découvrir le conseil d’administration',
      'howWeWork.council.title': 'Conseil d’administration',
      'howWeWork.council.lead': 'Les trois membres qui dirigent le conseil.',
      'howWeWork.advisory.title': 'Conseil consultatif et équipes de réforme',
      'howWeWork.advisory.lead':
        'Des conseillers issus de toute la société orientent nos programmes et accompagnent les participants. Les équipes de réforme réunissent anciens participants et experts autour d’un problème, dans un secteur, jusqu’à ce qu’il soit résolu.',
      'howWeWork.advisory.invitation': 'L’adhésion se fait uniquement sur invitation.',
      'howWeWork.advisory.open': 'Voir le conseil consultatif',
      'howWeWork.board.title': 'Conseil consultatif',
      'howWeWork.board.lead':
        'Nos conseillers et nos équipes de réforme viennent de tous les horizons de la société, des médias et des arts à l’éducation et au gouvernement. L’adhésion se fait uniquement sur invitation.',
      'howWeWork.board.pyramid.title': 'Les secteurs sur lesquels nous nous appuyons',
      'howWeWork.board.pyramid.label': 'Secteurs, du sommet de la pyramide à sa base',
      'howWeWork.board.pyramid.and': 'et',
      'howWeWork.board.members.title': 'Nos conseillers',
      'howWeWork.partners.title': 'Partenaires collaboratifs',
      'howWeWork.partners.lead':
        'Des institutions qui conçoivent nos formations avec nous, ouvrent leurs portes à nos équipes de réforme et financent les projets qui en sont issus.',
      'howWeWork.partners.meet': 'Découvrir nos partenaires',
    },
    ar: {
      'howWeWork.title': 'كيف نعمل',
      'howWeWork.intro':
        'الإصلاح الجيد يحتاج إلى حوكمة جيدة. إليك من يوجّه المؤسسة، ومن يقدّم لها المشورة، ومن نعمل معه.',
      'howWeWork.tabs.label': 'كيف نعمل',
      'howWeWork.tabs.governance': 'الحوكمة',
      'howWeWork.tabs.advisory': 'المجلس الاستشاري وفرق الإصلاح',
      'howWeWork.tabs.partners': 'الشركاء المتعاونون',
      'howWeWork.back': 'العودة إلى الملخّص',
      'howWeWork.governance.title': 'الحوكمة',
      'howWeWork.governance.lead':
        'يحدّد مجلس الإدارة توجّهنا، ويعتمد الميزانية، ويُخضع الفريق للمساءلة. ويجتمع كل ثلاثة أشهر وينشر تقريرًا سنويًا للشركاء.',
      'howWeWork.governance.strategy.title': 'الاستراتيجية',
      'howWeWork.governance.strategy.text': 'يتفق المجلس على أولوياتنا والقطاعات التي نعمل فيها.',
      'howWeWork.governance.stewardship.title': 'الإشراف على الموارد',
      'howWeWork.governance.stewardship.text':
        'يعتمد الميزانيات وقواعد المنح ويراجع تقرير التدقيق.',
      'howWeWork.governance.accountability.title': 'المساءلة',
      'howWeWork.governance.accountability.text': 'يعيّن الرئيس التنفيذي والمستشارين ويقيّم أداءهم.',
      'howWeWork.governance.open': 'تعرّف على مجلس الإدارة',
      'howWeWork.council.title': 'مجلس الإدارة',
      'howWeWork.council.lead': 'الأعضاء الثلاثة الذين يقودون المجلس.',
      'howWeWork.advisory.title': 'المجلس الاستشاري وفرق الإصلاح',
      'howWeWork.advisory.lead':
        'يوجّه مستشارون من مختلف فئات المجتمع برامجنا ويرشدون المشاركين. وتجمع فرق الإصلاح الخرّيجين والخبراء حول مشكلة واحدة في قطاع واحد حتى تُحلّ.',
      'howWeWork.advisory.invitation': 'العضوية بدعوة فقط.',
      'howWeWork.advisory.open': 'اطّلع على المجلس الاستشاري',
      'howWeWork.board.title': 'المجلس الاستشاري',
      'howWeWork.board.lead':
        'يأتي مستشارونا وفرق الإصلاح لدينا من جميع مستويات المجتمع، من الإعلام والفنون إلى التعليم والحكومة. والعضوية بدعوة فقط.',
      'howWeWork.board.pyramid.title': 'القطاعات التي نستعين بها',
      'howWeWork.board.pyramid.label': 'القطاعات، من قمة الهرم إلى قاعدته',
      'howWeWork.board.pyramid.and': 'و',
      'howWeWork.board.members.title': 'مستشارونا',
      'howWeWork.partners.title': 'الشركاء المتعاونون',
      'howWeWork.partners.lead':
        'مؤسسات تشاركنا تصميم برامجنا التدريبية، وتفتح أبوابها لفرق الإصلاح لدينا، وتموّل المشاريع المنبثقة عنها.',
      'howWeWork.partners.meet': 'تعرّف على شركائنا',
    },
    sw: {
      'howWeWork.title': 'Jinsi Tunavyofanya Kazi',
      'howWeWork.intro':
        'Mageuzi mazuri yanahitaji utawala bora. Hawa ndio wanaoongoza shirika, wanaolishauri na tunaofanya kazi nao.',
      'howWeWork.tabs.label': 'Jinsi tunavyofanya kazi',
      'howWeWork.tabs.governance': 'Utawala',
      'howWeWork.tabs.advisory': 'Bodi ya Ushauri na Timu za Mageuzi',
      'howWeWork.tabs.partners': 'Washirika wa Ushirikiano',
      'howWeWork.back': 'Rudi kwenye Muhtasari',
      'howWeWork.governance.title': 'Utawala',
      'howWeWork.governance.lead':
        'Baraza la uongozi huweka mwelekeo wetu, huidhinisha bajeti na huiwajibisha timu. Hukutana kila robo mwaka na huchapisha ripoti ya mwaka kwa washirika.',
      'howWeWork.governance.strategy.title': 'Mkakati',
      'howWeWork.governance.strategy.text':
        'Baraza hukubaliana kuhusu vipaumbele vyetu na sekta tunazofanyia kazi.',
      'howWeWork.governance.stewardship.title': 'Usimamizi',
      'howWeWork.governance.stewardship.text':
        'Huidhinisha bajeti na kanuni za ruzuku na hupitia ripoti ya ukaguzi.',
      'howWeWork.governance.accountability.title': 'Uwajibikaji',
      'howWeWork.governance.accountability.text':
        'Huteua na kutathmini mkurugenzi mtendaji na washauri.',
      'howWeWork.governance.open': 'Kutana na Baraza la Uongozi',
      'howWeWork.council.title': 'Baraza la Uongozi',
      'howWeWork.council.lead': 'Wajumbe watatu wanaoongoza baraza.',
      'howWeWork.advisory.title': 'Bodi ya Ushauri na Timu za Mageuzi',
      'howWeWork.advisory.lead':
        'Washauri kutoka sehemu zote za jamii huongoza programu zetu na kuwashauri washiriki. Timu za Mageuzi huwaleta pamoja wahitimu na wataalamu kushughulikia tatizo moja katika sekta moja hadi litatuliwe.',
      'howWeWork.advisory.invitation': 'Uanachama ni kwa mwaliko pekee.',
      'howWeWork.advisory.open': 'Tazama Bodi ya Ushauri',
      'howWeWork.board.title': 'Bodi ya Ushauri',
      'howWeWork.board.lead':
        'Washauri wetu na timu za mageuzi hutoka katika ngazi zote za jamii, kuanzia habari na sanaa hadi elimu na serikali. Uanachama ni kwa mwaliko pekee.',
      'howWeWork.board.pyramid.title': 'Sekta tunazotegemea',
      'howWeWork.board.pyramid.label': 'Sekta, kutoka kilele cha piramidi hadi msingi wake',
      'howWeWork.board.pyramid.and': 'na',
      'howWeWork.board.members.title': 'Washauri wetu',
      'howWeWork.partners.title': 'Washirika wa Ushirikiano',
      'howWeWork.partners.lead':
        'Taasisi zinazoshirikiana nasi kubuni mafunzo yetu, kufungua milango yao kwa timu zetu za mageuzi na kufadhili miradi inayotokana nazo.',
      'howWeWork.partners.meet': 'Kutana na Washirika Wetu',
    },
  },
);
