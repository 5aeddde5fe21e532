import { defineCopy } from './defineCopy';

/** The About page. */
export const ABOUT_COPY = defineCopy(
  {
    'about.title': 'About Us',
    'about.intro': "Building Africa's next generation of reform leaders since 2011.",
    'about.purpose.title': 'Our purpose',
    'about.purpose.lead':
      'We mobilise and equip Africans for strategic reform work in Education, Health and Governance for sustainable development.',
    'about.where.title': 'Where we work',
    'about.where.text':
      'We began in Abuja in {founded} and have been based in Lagos since {moved}. From there our alumni have taken their reform projects across the continent.',
    'about.map.label':
      'Map of Africa marking Lagos, our home since 2012, and Abuja, where we began in 2011',
    'about.map.abuja': 'Abuja',
    'about.map.lagos': 'Lagos',
    'about.focus.title': 'Focus Areas',
    'about.focus.lead': 'Three sectors where better institutions change the most lives.',
    'about.who.title': 'Who We Are',
    'about.who.intro':
      '{siteName} is a development agency that trains and supports reform entrepreneurs: people who see a failing school, clinic or public service and set out to fix it. We give them the skills, the values and the network to turn that resolve into a project that lasts.',
    'about.who.organisations': 'Our work is carried by two organisations:',
    'about.who.company.name': 'A limited company',
    'about.who.company.text':
      '{name} that runs our programmes, the virtual hub and our training for partner organisations.',
    'about.who.team.name': 'A development team',
    'about.who.team.text':
      '{name} that works with funders, researchers and communities on the reform projects themselves.',
    'about.who.programme':
      'Our flagship Reform Entrepreneurs Programme runs for about 12 weeks in Lagos. Advisory Board and Reform Team members join by invitation.',
    'about.cta.programmes': 'Explore Our Programmes',
  },
  {
    fr: {
      'about.title': 'À propos de nous',
      'about.intro':
        'Depuis 2011, nous formons la prochaine génération de leaders de la réforme en Afrique.',
      'about.purpose.title': 'Notre raison d’être',
      'about.purpose.lead':
        'Nous mobilisons et outillons les Africains pour un travail de réforme stratégique dans l’éducation, la santé et la gouvernance, au service du développement durable.',
      'about.where.title': 'Où nous travaillons',
      'about.where.text':
        'Nous avons commencé à Abuja en {founded} et sommes installés à Lagos depuis {moved}. De là, nos anciens participants ont porté leurs projets de réforme à travers le continent.',
      'about.map.label':
        'Carte de l’Afrique indiquant Lagos, notre base depuis 2012, et Abuja, où nous avons commencé en 2011',
      'about.map.abuja': 'Abuja',
      'about.map.lagos': 'Lagos',
      'about.focus.title': 'Domaines d’action',
      'about.focus.lead': 'Trois secteurs où de meilleures institutions changent le plus de vies.',
      'about.who.title': 'Qui sommes-nous ?',
      'about.who.intro':
        '{siteName} est une agence de développement qui forme et accompagne des entrepreneurs de la réforme : des personnes qui, face à une école, une clinique ou un service public défaillants, décident d’y remédier. Nous leur donnons les compétences, les valeurs et le réseau nécessaires pour transformer cette détermination en un projet durable.',
      'about.who.organisations': 'Notre action repose sur deux organisations :',
      'about.who.company.name': 'Une société à responsabilité limitée',
      'about.who.company.text':
        '{name}, qui gère nos programmes, le pôle virtuel et nos formations destinées aux organisations partenaires.',
      'about.who.team.name': 'Une équipe de développement',
      'about.who.team.text':
        '{name}, qui travaille avec les bailleurs de fonds, les chercheurs et les communautés sur les projets de réforme eux-mêmes.',
      'about.who.programme':
        'Notre programme phare, le Programme des entrepreneurs de la réforme, dure environ 12 semaines à Lagos. Les membres du Conseil consultatif et des équipes de réforme y entrent sur invitation.',
      'about.cta.programmes': 'Découvrir nos programmes',
    },
    ar: {
      'about.title': 'من نحن',
      'about.intro': 'نبني الجيل القادم من قادة الإصلاح في أفريقيا منذ عام 2011.',
      'about.purpose.title': 'غايتنا',
      'about.purpose.lead':
        'نحشد طاقات الأفارقة ونؤهّلهم للعمل الإصلاحي الاستراتيجي في التعليم والصحة والحوكمة من أجل التنمية المستدامة.',
      'about.where.title': 'أين نعمل',
      'about.where.text':
        'انطلقنا في أبوجا في {founded}، ومقرّنا في لاغوس منذ {moved}. ومن هناك حمل خرّيجونا مشاريعهم الإصلاحية إلى أنحاء القارة.',
      'about.map.label':
        'خريطة أفريقيا تُبيّن موقع لاغوس، مقرّنا منذ عام 2012، وأبوجا حيث بدأنا عام 2011',
      'about.map.abuja': 'أبوجا',
      'about.map.lagos': 'لاغوس',
      'about.focus.title': 'مجالات التركيز',
      'about.focus.lead': 'ثلاثة قطاعات تُحدث فيها المؤسسات الأفضل أكبر فرق في حياة الناس.',
      'about.who.title': 'من نكون',
      'about.who.intro':
        '{siteName} وكالة تنموية تدرّب روّاد الإصلاح وتدعمهم: أشخاص يرون مدرسة أو عيادة أو خدمة عامة متعثّرة فيعزمون على إصلاحها. نمنحهم المهارات والقيم وشبكة العلاقات التي تحوّل هذا العزم إلى مشروع يدوم.',
      'about.who.organisations': 'يقوم عملنا على مؤسستين:',
      'about.who.company.name': 'شركة ذات مسؤولية محدودة',
      'about.who.company.text': '{name} تدير برامجنا والمركز الافتراضي وتدريبنا للمؤسسات الشريكة.',
      'about.who.team.name': 'فريق تنموي',
      'about.who.team.text':
        '{name} يعمل مع المموّلين والباحثين والمجتمعات على مشاريع الإصلاح نفسها.',
      'about.who.programme':
        'يمتد برنامجنا الرائد، برنامج روّاد الإصلاح، نحو 12 أسبوعًا في لاغوس. وتكون العضوية في المجلس الاستشاري وفرق الإصلاح بدعوة.',
      'about.cta.programmes': 'استكشف برامجنا',
    },
    sw: {
      'about.title': 'Kuhusu Sisi',
      'about.intro': 'Tunajenga kizazi kijacho cha viongozi wa mageuzi barani Afrika tangu 2011.',
      'about.purpose.title': 'Lengo letu',
      'about.purpose.lead':
        'Tunawahamasisha na kuwawezesha Waafrika kufanya kazi ya kimkakati ya mageuzi katika Elimu, Afya na Utawala kwa maendeleo endelevu.',
      'about.where.title': 'Tunapofanya kazi',
      'about.where.text':
        'Tulianzia Abuja mwezi {founded} na makao yetu yamekuwa Lagos tangu {moved}. Kutoka huko wahitimu wetu wamepeleka miradi yao ya mageuzi kote barani.',
      'about.map.label':
        'Ramani ya Afrika inayoonyesha Lagos, makao yetu tangu 2012, na Abuja, tulipoanzia mwaka 2011',
      'about.map.abuja': 'Abuja',
      'about.map.lagos': 'Lagos',
      'about.focus.title': 'Maeneo ya Kipaumbele',
      'about.focus.lead': 'Sekta tatu ambamo taasisi bora hubadilisha maisha ya watu wengi zaidi.',
      'about.who.title': 'Sisi ni Nani',
      'about.who.intro':
        '{siteName} ni shirika la maendeleo linalowafunza na kuwasaidia wajasiriamali wa mageuzi: watu wanaoona shule, zahanati au huduma ya umma inayoshindwa na kuamua kuirekebisha. Tunawapa ujuzi, maadili na mtandao wa kugeuza azma hiyo kuwa mradi wa kudumu.',
      'about.who.organisations': 'Kazi yetu inaendeshwa na taasisi mbili:',
      'about.who.company.name': 'Kampuni yenye dhima ya kikomo',
      'about.who.company.text':
        '{name} inayoendesha programu zetu, kituo cha mtandaoni na mafunzo yetu kwa mashirika washirika.',
      'about.who.team.name': 'Timu ya maendeleo',
      'about.who.team.text':
        '{name} inayofanya kazi na wafadhili, watafiti na jamii kwenye miradi ya mageuzi yenyewe.',
      'about.who.programme':
        'Programu yetu kuu, Programu ya Wajasiriamali wa Mageuzi, huendeshwa kwa takriban wiki 12 mjini Lagos. Wajumbe wa Bodi ya Ushauri na Timu za Mageuzi hujiunga kwa mwaliko.',
      'about.cta.programmes': 'Gundua Programu Zetu',
    },
    ha: {
      'about.title': 'Game da Mu',
      'about.intro': 'Muna gina sabon zuriyar shugabannin gyara na Afirka tun 2011.',
      'about.purpose.title': 'Manufarmu',
      'about.purpose.lead':
        "Muna tara da ƙarfafa 'yan Afirka don aikin gyara mai dabara a fannin Ilimi, Lafiya da Mulki domin ci gaba mai ɗorewa.",
      'about.where.title': 'Inda muke aiki',
      'about.where.text':
        'Mun fara a Abuja a {founded}, kuma muna Legas tun {moved}. Daga nan tsofaffin ɗalibanmu sun kai ayyukan gyaransu sassan nahiyar.',
      'about.map.label':
        'Taswirar Afirka da ke nuna Legas, gidanmu tun 2012, da Abuja, inda muka fara a 2011',
      'about.map.abuja': 'Abuja',
      'about.map.lagos': 'Legas',
      'about.focus.title': 'Fannonin Da Muka Mayar da Hankali',
      'about.focus.lead': 'Fannoni uku inda ingantattun cibiyoyi ke canza rayuka fiye da kowane.',
      'about.who.title': 'Su Wane Ne Mu',
      'about.who.intro':
        "{siteName} hukumar ci gaba ce da ke horarwa da tallafa wa 'yan kasuwar gyara: mutanen da suka ga makaranta, asibiti ko hidimar gwamnati da ke lalacewa suka tashi tsaye don gyara ta. Muna ba su ƙwarewa, ɗabi'u da hanyoyin sadarwa don mayar da wannan ƙuduri aikin da zai ɗore.",
      'about.who.organisations': 'Ƙungiyoyi biyu ne ke gudanar da aikinmu:',
      'about.who.company.name': 'Kamfani mai iyakantaccen nauyi',
      'about.who.company.text':
        '{name} da ke gudanar da shirye-shiryenmu, cibiyar yanar gizo da horon da muke bai wa ƙungiyoyin abokan hulɗa.',
      'about.who.team.name': 'Ƙungiyar ci gaba',
      'about.who.team.text':
        "{name} da ke aiki tare da masu ba da kuɗi, masu bincike da al'ummomi a kan ayyukan gyaran kansu.",
      'about.who.programme':
        'Babban shirinmu, Reform Entrepreneurs Programme, yana ɗaukar kusan makonni 12 a Legas. Membobin Kwamitin Shawara da na Ƙungiyar Gyara suna shiga ne ta gayyata.',
      'about.cta.programmes': 'Duba Shirye-shiryenmu',
    },
    yo: {
      'about.title': 'Nípa Wa',
      'about.intro': 'À ń kọ́ ìran tuntun àwọn aṣáájú àtúnṣe ní Áfíríkà láti ọdún 2011.',
      'about.purpose.title': 'Èrò wa',
      'about.purpose.lead':
        'À ń kó àwọn ọmọ Áfíríkà jọ, a sì ń fún wọn lágbára fún iṣẹ́ àtúnṣe tí a gbèrò dáadáa nínú Ẹ̀kọ́, Ìlera àti Ìṣèjọba fún ìdàgbàsókè tí ó tọ́jọ́.',
      'about.where.title': 'Ibi tí a ti ń ṣiṣẹ́',
      'about.where.text':
        'A bẹ̀rẹ̀ ní Àbújá ní ọdún {founded}, a sì ti wà ní Èkó láti ọdún {moved}. Láti ibẹ̀ ni àwọn tí wọ́n ti kẹ́kọ̀ọ́ lọ́dọ̀ wa ti gbé iṣẹ́ àtúnṣe wọn káàkiri ilẹ̀ Áfíríkà.',
      'about.map.label':
        'Máàpù Áfíríkà tí ó fi Èkó hàn, ilé wa láti ọdún 2012, àti Àbújá, ibi tí a ti bẹ̀rẹ̀ ní ọdún 2011',
      'about.map.abuja': 'Àbújá',
      'about.map.lagos': 'Èkó',
      'about.focus.title': 'Àwọn Ẹ̀ka Tí A Gbájúmọ́',
      'about.focus.lead': 'Ẹ̀ka mẹ́ta níbi tí ilé-iṣẹ́ tó dára jù ti ń yí ìgbésí ayé padà jù lọ.',
      'about.who.title': 'Ta Ni Àwa',
      'about.who.intro':
        '{siteName} jẹ́ àjọ ìdàgbàsókè tí ó ń kọ́ àwọn oníṣòwò àtúnṣe, tí ó sì ń ràn wọ́n lọ́wọ́: àwọn ènìyàn tí wọ́n rí ilé-ẹ̀kọ́, ilé-ìwòsàn tàbí iṣẹ́ ìjọba tí ń kùnà, tí wọ́n sì pinnu láti tún un ṣe. A ń fún wọn ní ọgbọ́n, ìwà rere àti àjọṣepọ̀ láti sọ ìpinnu yẹn di iṣẹ́ tí yóò pẹ́.',
      'about.who.organisations': 'Àjọ méjì ni ó ń ṣe iṣẹ́ wa:',
      'about.who.company.name': 'Ilé-iṣẹ́ aládàáni kan',
      'about.who.company.text':
        '{name} tí ó ń ṣe àwọn ètò wa, ibùdó orí ayélujára àti ìdánilẹ́kọ̀ọ́ wa fún àwọn àjọ alábàáṣiṣẹ́pọ̀.',
      'about.who.team.name': 'Ẹgbẹ́ ìdàgbàsókè kan',
      'about.who.team.text':
        '{name} tí ó ń bá àwọn olùpèsè owó, àwọn olùwádìí àti àwùjọ ṣiṣẹ́ lórí àwọn iṣẹ́ àtúnṣe fúnra wọn.',
      'about.who.programme':
        'Ètò àkọ́kọ́ wa, Reform Entrepreneurs Programme, máa ń gba nǹkan bí ọ̀sẹ̀ 12 ní Èkó. Àwọn ọmọ ẹgbẹ́ Ìgbìmọ̀ Olùgbaninímọ̀ràn àti Ẹgbẹ́ Àtúnṣe ń darapọ̀ nípasẹ̀ ìpè.',
      'about.cta.programmes': 'Ṣàwárí Àwọn Ètò Wa',
    },
    ig: {
      'about.title': 'Banyere Anyị',
      'about.intro': "Anyị na-ewulite ọgbọ ọzọ nke ndị ndú mgbanwe n'Africa kemgbe 2011.",
      'about.purpose.title': 'Ebumnobi anyị',
      'about.purpose.lead':
        "Anyị na-achịkọta ma na-akwado ndị Africa maka ọrụ mgbanwe nwere atụmatụ n'Agụmakwụkwọ, Ahụike na Ọchịchị maka mmepe na-adịgide adịgide.",
      'about.where.title': 'Ebe anyị na-arụ ọrụ',
      'about.where.text':
        "Anyị malitere n'Abuja na {founded}, anyị anọwokwa na Lagos kemgbe {moved}. Site n'ebe ahụ, ndị gụsịrị akwụkwọ n'aka anyị ebugawo ọrụ mgbanwe ha gafee kọntinent ahụ.",
      'about.map.label':
        'Maapụ Africa na-egosi Lagos, ụlọ anyị kemgbe 2012, na Abuja, ebe anyị malitere na 2011',
      'about.map.abuja': 'Abuja',
      'about.map.lagos': 'Lagos',
      'about.focus.title': 'Ngalaba Anyị Lekwasịrị Anya',
      'about.focus.lead': 'Ngalaba atọ ebe ụlọ ọrụ ka mma na-agbanwe ndụ kacha.',
      'about.who.title': 'Onye Anyị Bụ',
      'about.who.intro':
        '{siteName} bụ ụlọ ọrụ mmepe na-azụ ma na-akwado ndị ọchụnta ego mgbanwe: ndị hụrụ ụlọ akwụkwọ, ụlọ ọgwụ ma ọ bụ ọrụ ọha na-ada ada wee kpebie idozi ya. Anyị na-enye ha nkà, ụkpụrụ na mmekọrịta iji mee mkpebi ahụ ọrụ na-adịgide.',
      'about.who.organisations': 'Ụlọ ọrụ abụọ na-arụ ọrụ anyị:',
      'about.who.company.name': 'Ụlọ ọrụ nwere oke ibu ọrụ',
      'about.who.company.text':
        "{name} nke na-elekọta mmemme anyị, ebe nzukọ anyị n'ịntanetị na ọzụzụ anyị maka ndị mmekọ.",
      'about.who.team.name': 'Otu mmepe',
      'about.who.team.text':
        "{name} nke na-arụkọ ọrụ na ndị na-enye ego, ndị nchọcha na obodo n'onwe ọrụ mgbanwe ndị ahụ.",
      'about.who.programme':
        "Mmemme anyị kacha mkpa, Reform Entrepreneurs Programme, na-ewe ihe dị ka izu 12 na Lagos. Ndị otu Kọmitii Ndụmọdụ na Otu Mgbanwe na-abata site n'òkù.",
      'about.cta.programmes': 'Nyochaa Mmemme Anyị',
    },
    pt: {
      'about.title': 'Sobre Nós',
      'about.intro': 'A formar a próxima geração de líderes reformadores de África desde 2011.',
      'about.purpose.title': 'O nosso propósito',
      'about.purpose.lead':
        'Mobilizamos e capacitamos africanos para um trabalho estratégico de reforma na Educação, na Saúde e na Governação, ao serviço do desenvolvimento sustentável.',
      'about.where.title': 'Onde trabalhamos',
      'about.where.text':
        'Começámos em Abuja em {founded} e estamos sediados em Lagos desde {moved}. A partir daí, os nossos antigos participantes levaram os seus projetos de reforma a todo o continente.',
      'about.map.label':
        'Mapa de África com Lagos, a nossa casa desde 2012, e Abuja, onde começámos em 2011',
      'about.map.abuja': 'Abuja',
      'about.map.lagos': 'Lagos',
      'about.focus.title': 'Áreas de Intervenção',
      'about.focus.lead': 'Três setores em que instituições melhores mudam mais vidas.',
      'about.who.title': 'Quem Somos',
      'about.who.intro':
        'A {siteName} é uma agência de desenvolvimento que forma e apoia empreendedores da reforma: pessoas que veem uma escola, um centro de saúde ou um serviço público a falhar e decidem corrigi-lo. Damos-lhes as competências, os valores e a rede para transformar essa determinação num projeto duradouro.',
      'about.who.organisations': 'O nosso trabalho é levado a cabo por duas organizações:',
      'about.who.company.name': 'Uma sociedade de responsabilidade limitada',
      'about.who.company.text':
        '{name}, que gere os nossos programas, o centro virtual e a nossa formação para organizações parceiras.',
      'about.who.team.name': 'Uma equipa de desenvolvimento',
      'about.who.team.text':
        '{name}, que trabalha com financiadores, investigadores e comunidades nos próprios projetos de reforma.',
      'about.who.programme':
        'O nosso programa de referência, o Reform Entrepreneurs Programme, decorre durante cerca de 12 semanas em Lagos. Os membros do Conselho Consultivo e da Equipa de Reforma entram por convite.',
      'about.cta.programmes': 'Conheça os Nossos Programas',
    },
    am: {
      'about.title': 'ስለ እኛ',
      'about.intro': 'ከ2011 ጀምሮ የአፍሪካን ቀጣይ ትውልድ የለውጥ መሪዎች እየገነባን ነው።',
      'about.purpose.title': 'ዓላማችን',
      'about.purpose.lead':
        'ለዘላቂ ልማት በትምህርት፣ በጤና እና በአስተዳደር ስልታዊ የለውጥ ሥራ እንዲሠሩ አፍሪካውያንን እናሰባስባለን፣ እናበቃለንም።',
      'about.where.title': 'የምንሠራበት ቦታ',
      'about.where.text':
        'በ{founded} በአቡጃ ጀመርን፤ ከ{moved} ጀምሮም መቀመጫችን ሌጎስ ነው። ከዚያ ተነስተው የቀድሞ ተሳታፊዎቻችን የለውጥ ፕሮጀክቶቻቸውን ወደ መላው አህጉር ወስደዋል።',
      'about.map.label': 'ከ2012 ጀምሮ መኖሪያችን የሆነችውን ሌጎስን እና በ2011 የጀመርንባትን አቡጃን የሚያሳይ የአፍሪካ ካርታ',
      'about.map.abuja': 'አቡጃ',
      'about.map.lagos': 'ሌጎስ',
      'about.focus.title': 'ትኩረት የምንሰጣቸው ዘርፎች',
      'about.focus.lead': 'የተሻሉ ተቋማት ብዙ ሕይወትን የሚቀይሩባቸው ሦስት ዘርፎች።',
      'about.who.title': 'እኛ ማን ነን',
      'about.who.intro':
        '{siteName} የለውጥ ሥራ ፈጣሪዎችን የሚያሠለጥንና የሚደግፍ የልማት ድርጅት ነው፤ እነርሱም የወደቀ ትምህርት ቤት፣ ጤና ጣቢያ ወይም የሕዝብ አገልግሎት አይተው ለማስተካከል የሚነሱ ሰዎች ናቸው። ያንን ቁርጠኝነት ዘላቂ ወደሆነ ፕሮጀክት እንዲቀይሩ ክህሎትን፣ እሴቶችን እና ትስስርን እንሰጣቸዋለን።',
      'about.who.organisations': 'ሥራችንን የሚያከናውኑት ሁለት ድርጅቶች ናቸው፦',
      'about.who.company.name': 'ኃላፊነቱ የተወሰነ ኩባንያ',
      'about.who.company.text':
        '{name}፣ ፕሮግራሞቻችንን፣ የበይነ መረብ ማዕከላችንን እና ለአጋር ድርጅቶች የምንሰጠውን ሥልጠና የሚያካሂድ።',
      'about.who.team.name': 'የልማት ቡድን',
      'about.who.team.text':
        '{name}፣ ከገንዘብ ለጋሾች፣ ከተመራማሪዎች እና ከማኅበረሰቦች ጋር በራሳቸው የለውጥ ፕሮጀክቶች ላይ የሚሠራ።',
      'about.who.programme':
        'ዋናው ፕሮግራማችን Reform Entrepreneurs Programme በሌጎስ ለ12 ሳምንታት ያህል ይካሄዳል። የአማካሪ ቦርድ እና የለውጥ ቡድን አባላት የሚቀላቀሉት በግብዣ ነው።',
      'about.cta.programmes': 'ፕሮግራሞቻችንን ይመልከቱ',
    },
  },
);
