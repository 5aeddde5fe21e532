import type { RichTextDocument, RichTextNode } from '@ia/shared';
import { bold, heading, link, list, paragraph, STORY_VIDEO, text } from '../articles.js';
import type { DemoArticleTranslation, DemoTranslationLanguage, DemoTranslations } from './types.js';

/** The title of the organisation's story video, which the articles show. */
const VIDEO_TITLE: Record<DemoTranslationLanguage, string> = {
  fr: 'Notre histoire : des entrepreneurs de la réforme à travers l’Afrique',
  ar: 'قصتنا: رواد الإصلاح في أنحاء أفريقيا',
  sw: 'Hadithi yetu: wajasiriamali wa mageuzi kote Afrika',
  ha: 'Labarinmu: masu kawo sauyi a faɗin Afirka',
  yo: 'Ìtàn wa: àwọn aṣáájú àtúnṣe káàkiri Áfíríkà',
  ig: 'Akụkọ anyị: ndị ndu mgbanwe n’Afrịka niile',
  am: 'ታሪካችን፦ በመላው አፍሪካ የሚገኙ የለውጥ ሥራ ፈጣሪዎች',
  pt: 'A nossa história: empreendedores da reforma em toda a África',
};

/** A line's pieces that hold words (a language may need none before or after a bold or linked part). */
const present = (nodes: RichTextNode[]) => nodes.filter((node) => node.text);

/**
 * The words of “Health Reform Beyond Hospitals” in one language, in the order they are read; the
 * body below puts them in the English document's structure (its picture, video and links kept).
 */
interface HealthWords {
  intro: string;
  lastMile: string;
  workers: string;
  figure: string;
  figureLabel: string;
  figureSource: string;
  visitAlt: string;
  visitCaption: string;
  whenItWorks: string;
  conditions: string;
  conditionList: [string, string, string];
  quote: string;
  quoteBy: string;
  seeIt: string;
  /** The closing paragraph: before the bold words, bold, before the first link, the link… */
  closing: [string, string, string, string, string, string, string];
  contact: string;
}

function healthBody(lang: DemoTranslationLanguage, w: HealthWords): RichTextDocument {
  const [beforeBold, mapIt, beforeHow, howWeWork, beforeWho, who, end] = w.closing;
  return {
    type: 'doc',
    content: [
      paragraph(text(w.intro)),
      heading(w.lastMile),
      paragraph(text(w.workers)),
      {
        type: 'keyFigure',
        attrs: { value: w.figure, label: w.figureLabel, source: w.figureSource },
      },
      {
        type: 'image',
        attrs: {
          src: '/media/articles/health-reform-beyond-hospitals-visit.webp',
          alt: w.visitAlt,
          caption: w.visitCaption,
        },
      },
      heading(w.whenItWorks),
      paragraph(text(w.conditions)),
      list('orderedList', w.conditionList),
      {
        type: 'blockquote',
        attrs: { attribution: w.quoteBy },
        content: [paragraph(text(w.quote))],
      },
      heading(w.seeIt),
      {
        type: 'video',
        attrs: {
          youtubeId: STORY_VIDEO,
          title: VIDEO_TITLE[lang],
          poster: '/media/articles/health-reform-beyond-hospitals-clinic.webp',
        },
      },
      paragraph(
        ...present([
          text(beforeBold),
          text(mapIt, bold),
          text(beforeHow),
          text(howWeWork, link('/how-we-work')),
          text(beforeWho),
          text(who, link('https://www.who.int/publications/i/item/9789241550369')),
          text(end),
        ]),
      ),
      { type: 'callToAction', attrs: { label: w.contact, href: '/contact' } },
    ],
  };
}

/** The words of “Data for Classrooms” in one language, in the order they are read (see above). */
interface ClassroomWords {
  intro: string;
  whatClubsDo: string;
  /** Before the bold words, the bold words, after them. */
  summary: [string, string, string];
  clubAlt: string;
  clubCaption: string;
  whyItFits: string;
  reasons: [string, string, string];
  quote: string;
  quoteBy: string;
  /** Before the link, the link, before the question, the question (in italics). */
  closing: [string, string, string, string];
}

function classroomsBody(lang: DemoTranslationLanguage, w: ClassroomWords): RichTextDocument {
  const [beforeBold, summary, afterBold] = w.summary;
  const [beforeLink, track, beforeQuestion, question] = w.closing;
  return {
    type: 'doc',
    content: [
      paragraph(text(w.intro)),
      heading(w.whatClubsDo),
      paragraph(...present([text(beforeBold), text(summary, bold), text(afterBold)])),
      {
        type: 'image',
        attrs: {
          src: '/media/articles/data-for-classrooms-club.webp',
          alt: w.clubAlt,
          caption: w.clubCaption,
        },
      },
      heading(w.whyItFits, 3),
      list('bulletList', w.reasons),
      {
        type: 'blockquote',
        attrs: { attribution: w.quoteBy },
        content: [paragraph(text(w.quote))],
      },
      { type: 'horizontalRule' },
      { type: 'video', attrs: { youtubeId: STORY_VIDEO, title: VIDEO_TITLE[lang] } },
      paragraph(
        ...present([
          text(beforeLink),
          text(track, link('/programs')),
          text(beforeQuestion),
          text(question, [{ type: 'italic' }]),
        ]),
      ),
    ],
  };
}

/** Translations of demo articles, by slug, then language. */
const TRANSLATIONS: DemoTranslations<DemoArticleTranslation> = {
  'health-reform-beyond-hospitals': {
    fr: {
      headline:
        'La réforme de la santé au-delà des hôpitaux : pourquoi nous soutenons les agents de santé communautaires',
      excerpt:
        'La plupart des décès liés à l’accouchement surviennent loin d’un hôpital. Notre parcours santé se concentre sur le dernier kilomètre entre les familles et le centre de santé.',
      body: healthBody('fr', {
        intro:
          'Quand on pense à la réforme de la santé, on pense souvent à de nouveaux hôpitaux et à de nouveaux équipements. L’expérience de nos anciens participants montre une autre direction : la distance, le coût et les obstacles sociaux qui séparent les familles des soins qui existent déjà.',
        lastMile: 'Le dernier kilomètre',
        workers:
          'Des agents de santé communautaires recrutés dans leur propre quartier peuvent rendre visite aux femmes enceintes, repérer les signes de danger et les accompagner au centre de santé. À Kano, un réseau d’anciens participants a ainsi accompagné plus de 12 000 mères.',
        figure: '12 000+',
        figureLabel: 'mères accompagnées par des agents de santé communautaires à Kano',
        figureSource: 'Registres du réseau d’anciens participants, 2024',
        visitAlt:
          'Une agente de santé communautaire, un carnet à la main, parle avec une mère devant sa maison',
        visitCaption:
          'Les visites à domicile repèrent tôt les signes de danger, avant qu’un long trajet ne devienne nécessaire.',
        whenItWorks: 'Quand le modèle fonctionne',
        conditions: 'Le modèle fonctionne lorsque trois conditions sont réunies :',
        conditionList: [
          'les agents sont rémunérés, même modestement ;',
          'ils disposent d’un outil simple pour consigner et signaler les risques ;',
          'le centre de santé le plus proche est prêt à accueillir les personnes qu’ils lui adressent.',
        ],
        quote:
          'Les femmes nous font confiance parce que nous sommes leurs voisines. Le centre de santé nous fait confiance parce que nous les amenons tôt.',
        quoteBy: 'Une agente de santé communautaire à Kano',
        seeIt: 'Voyez par vous-même',
        closing: [
          'Notre parcours santé demande désormais à chaque participant de ',
          'cartographier ce dernier kilomètre',
          ' avant de concevoir une solution. Découvrez ',
          'notre façon de travailler',
          ' ou la ',
          'ligne directrice de l’Organisation mondiale de la Santé sur les agents de santé communautaires',
          '.',
        ],
        contact: 'Parlez à notre équipe santé',
      }),
    },
    ar: {
      headline: 'إصلاح الصحة أبعد من المستشفيات: لماذا ندعم العاملين في الصحة المجتمعية',
      excerpt:
        'تقع معظم وفيات الولادة بعيدًا عن المستشفيات. ويركّز مسار الصحة لدينا على الميل الأخير بين الأسر والعيادة.',
      body: healthBody('ar', {
        intro:
          'حين يفكر الناس في إصلاح الصحة يفكرون غالبًا في مستشفيات ومعدات جديدة. لكن تجربة خريجينا تشير إلى مكان آخر: إلى المسافة والكلفة والحواجز الاجتماعية التي تفصل الأسر عن الرعاية الموجودة أصلًا.',
        lastMile: 'الميل الأخير',
        workers:
          'يستطيع العاملون في الصحة المجتمعية الذين يُختارون من أحيائهم أن يزوروا الحوامل، ويرصدوا علامات الخطر، ويرافقوهن إلى العيادة. وفي كانو دعمت شبكة واحدة من الخريجين أكثر من 12,000 أم بهذه الطريقة.',
        figure: '12,000+',
        figureLabel: 'أم تلقّين الدعم من العاملين في الصحة المجتمعية في كانو',
        figureSource: 'سجلات شبكة الخريجين، 2024',
        visitAlt: 'عاملة صحة مجتمعية تحمل دفترًا وتتحدث مع أم أمام بيتها',
        visitCaption:
          'تكشف الزيارات المنزلية علامات الخطر مبكرًا، قبل أن تصبح الرحلة الطويلة ضرورية.',
        whenItWorks: 'متى ينجح النموذج',
        conditions: 'ينجح النموذج حين تتوافر ثلاثة شروط:',
        conditionList: [
          'أن يتقاضى العاملون أجرًا، ولو متواضعًا؛',
          'أن تكون لديهم أداة بسيطة لتسجيل المخاطر والتنبيه إليها؛',
          'أن تكون أقرب عيادة مستعدة لاستقبال من يحيلونهم إليها.',
        ],
        quote: 'تثق بنا النساء لأننا جاراتهن. وتثق بنا العيادة لأننا نأتيها بهن مبكرًا.',
        quoteBy: 'عاملة صحة مجتمعية في كانو',
        seeIt: 'شاهد بنفسك',
        closing: [
          'يطلب مسار الصحة لدينا الآن من كل مشارك أن ',
          'يرسم خريطة ذلك الميل الأخير',
          ' قبل أن يصمم حلًا. اقرأ ',
          'كيف نعمل',
          ' أو ',
          'المبادئ التوجيهية لمنظمة الصحة العالمية بشأن العاملين في الصحة المجتمعية',
          '.',
        ],
        contact: 'تحدّث إلى فريق الصحة لدينا',
      }),
    },
    sw: {
      headline:
        'Mageuzi ya Afya Zaidi ya Hospitali: Kwa Nini Tunawaunga Mkono Wahudumu wa Afya ya Jamii',
      excerpt:
        'Vifo vingi vinavyotokea wakati wa kujifungua hutokea mbali na hospitali. Masomo yetu ya afya yanalenga hatua ya mwisho kati ya familia na zahanati.',
      body: healthBody('sw', {
        intro:
          'Watu wanapofikiria mageuzi ya afya mara nyingi hufikiria hospitali na vifaa vipya. Uzoefu wa wahitimu wetu unaelekeza kwingine: kwenye umbali, gharama na vikwazo vya kijamii vilivyo kati ya familia na huduma ambazo tayari zipo.',
        lastMile: 'Hatua ya mwisho',
        workers:
          'Wahudumu wa afya ya jamii wanaoajiriwa kutoka mitaa yao wenyewe wanaweza kuwatembelea wajawazito, kutambua dalili za hatari na kuwasindikiza zahanati. Huko Kano, mtandao mmoja wa wahitimu umewasaidia akina mama zaidi ya 12,000 kwa njia hii.',
        figure: '12,000+',
        figureLabel: 'akina mama waliosaidiwa na wahudumu wa afya ya jamii huko Kano',
        figureSource: 'Kumbukumbu za mtandao wa wahitimu, 2024',
        visitAlt: 'Mhudumu wa afya ya jamii mwenye daftari akizungumza na mama nje ya nyumba yake',
        visitCaption:
          'Ziara za nyumbani hugundua dalili za hatari mapema, kabla safari ndefu haijahitajika.',
        whenItWorks: 'Mfumo unapofanya kazi',
        conditions: 'Mfumo hufanya kazi masharti matatu yanapotimizwa:',
        conditionList: [
          'wahudumu wanalipwa, hata kwa kiasi kidogo;',
          'wana chombo rahisi cha kurekodi na kuashiria hatari;',
          'zahanati iliyo karibu iko tayari kuwapokea watu wanaowapeleka.',
        ],
        quote:
          'Wanawake wanatuamini kwa sababu sisi ni majirani zao. Zahanati inatuamini kwa sababu tunawaleta mapema.',
        quoteBy: 'Mhudumu wa afya ya jamii huko Kano',
        seeIt: 'Jionee mwenyewe',
        closing: [
          'Masomo yetu ya afya sasa yanamtaka kila mshiriki ',
          'kuchora ramani ya hatua hiyo ya mwisho',
          ' kabla ya kubuni suluhisho. Soma ',
          'jinsi tunavyofanya kazi',
          ' au ',
          'mwongozo wa Shirika la Afya Duniani kuhusu wahudumu wa afya ya jamii',
          '.',
        ],
        contact: 'Zungumza na timu yetu ya afya',
      }),
    },
    ha: {
      headline:
        "Gyaran Kiwon Lafiya Bayan Asibitoci: Dalilin da Ya Sa Muke Goyon Bayan Ma'aikatan Lafiya na Al'umma",
      excerpt:
        'Yawancin mace-macen haihuwa suna faruwa ne nesa da asibiti. Sashen lafiya na shirinmu yana mai da hankali kan tazarar ƙarshe da ke tsakanin iyalai da cibiyar lafiya.',
      body: healthBody('ha', {
        intro:
          'Idan mutane suka yi tunanin gyaran kiwon lafiya, sukan yi tunanin sababbin asibitoci da kayan aiki. Amma ƙwarewar tsofaffin mahalartanmu tana nuna wani wuri daban: nisa, tsada da shingayen zamantakewa da ke tsakanin iyalai da kulawar da ke akwai tun tuni.',
        lastMile: 'Tazarar ƙarshe',
        workers:
          "Ma'aikatan lafiya na al'umma da aka ɗauka daga unguwanninsu na iya ziyartar mata masu juna biyu, su gano alamun haɗari, su kuma raka su zuwa cibiyar lafiya. A Kano, wata ƙungiyar tsofaffin mahalarta ta tallafa wa iyaye mata fiye da 12,000 ta wannan hanya.",
        figure: '12,000+',
        figureLabel: "iyaye mata da ma'aikatan lafiya na al'umma suka tallafa wa a Kano",
        figureSource: 'Bayanan ƙungiyar tsofaffin mahalarta, 2024',
        visitAlt:
          "Wata ma'aikaciyar lafiya ta al'umma riƙe da littafin rubutu tana magana da wata uwa a wajen gidanta",
        visitCaption:
          'Ziyarar gida-gida tana gano alamun haɗari da wuri, kafin a buƙaci doguwar tafiya.',
        whenItWorks: 'Lokacin da tsarin ke aiki',
        conditions: 'Tsarin yana aiki idan sharuɗɗa uku sun cika:',
        conditionList: [
          "ana biyan ma'aikatan, ko da kaɗan ne;",
          'suna da kayan aiki mai sauƙi don rubuta haɗari da kuma sanar da shi;',
          'cibiyar lafiya mafi kusa a shirye take ta karɓi mutanen da suka tura mata.',
        ],
        quote:
          'Mata sun amince da mu saboda mu maƙwabtansu ne. Cibiyar lafiya ta amince da mu saboda muna kawo su da wuri.',
        quoteBy: "Wata ma'aikaciyar lafiya ta al'umma a Kano",
        seeIt: 'Ku gani da idonku',
        closing: [
          'Sashen lafiya na shirinmu yanzu yana buƙatar kowane mahalarci ya ',
          'zana taswirar wannan tazarar ƙarshe',
          ' kafin ya tsara mafita. Karanta ',
          'yadda muke aiki',
          ' ko ',
          "jagorar Hukumar Lafiya ta Duniya kan ma'aikatan lafiya na al'umma",
          '.',
        ],
        contact: 'Yi magana da ƙungiyarmu ta lafiya',
      }),
    },
    yo: {
      headline:
        'Àtúnṣe Ètò Ìlera Tó Kọjá Ilé Ìwòsàn: Ìdí Tí A Fi Ń Ṣàtìlẹ́yìn fún Àwọn Òṣìṣẹ́ Ìlera Àwùjọ',
      excerpt:
        'Ọ̀pọ̀ jù lọ ikú tó ń ṣẹlẹ̀ nígbà ìbímọ ló ń wáyé jìnnà sí ilé ìwòsàn. Ẹ̀ka ìlera ètò wa dojú kọ ìrìn àjò ìkẹyìn láàárín àwọn ẹbí àti ibùdó ìlera.',
      body: healthBody('yo', {
        intro:
          'Tí àwọn ènìyàn bá ronú nípa àtúnṣe ètò ìlera, ilé ìwòsàn tuntun àti ohun èlò tuntun ni wọ́n sábà máa ń rò. Ìrírí àwọn olùkópa àtijọ́ wa tọ́ka sí ibòmíràn: sí ìjìnnà, owó àti àwọn ìdènà àwùjọ tó wà láàárín àwọn ẹbí àti ìtọ́jú tó ti wà tẹ́lẹ̀.',
        lastMile: 'Ìrìn àjò ìkẹyìn',
        workers:
          'Àwọn òṣìṣẹ́ ìlera àwùjọ tí a gbà láti àdúgbò wọn fúnra wọn lè bẹ àwọn aboyún wò, kí wọ́n dá àwọn àmì ewu mọ̀, kí wọ́n sì bá wọn lọ sí ibùdó ìlera. Ní Kano, ẹgbẹ́ kan tí àwọn olùkópa àtijọ́ dá sílẹ̀ ti ṣàtìlẹ́yìn fún àwọn ìyá tó ju 12,000 lọ lọ́nà yìí.',
        figure: '12,000+',
        figureLabel: 'àwọn ìyá tí àwọn òṣìṣẹ́ ìlera àwùjọ ṣàtìlẹ́yìn fún ní Kano',
        figureSource: 'Àkọsílẹ̀ ẹgbẹ́ àwọn olùkópa àtijọ́, 2024',
        visitAlt: 'Òṣìṣẹ́ ìlera àwùjọ kan tó mú ìwé àkọsílẹ̀ lọ́wọ́ ń bá ìyá kan sọ̀rọ̀ níta ilé rẹ̀',
        visitCaption: 'Àbẹ̀wò sí ilé máa ń tètè rí àwọn àmì ewu, kí ìrìn àjò gígùn tó di dandan.',
        whenItWorks: 'Ìgbà tí ọ̀nà yìí ń ṣiṣẹ́',
        conditions: 'Ọ̀nà yìí máa ń ṣiṣẹ́ tí ipò mẹ́ta bá pé:',
        conditionList: [
          'wọ́n ń sanwó fún àwọn òṣìṣẹ́ náà, bó tilẹ̀ jẹ́ díẹ̀;',
          'wọ́n ní irinṣẹ́ tó rọrùn láti kọ ewu sílẹ̀ àti láti fi tó àwọn míì létí;',
          'ibùdó ìlera tó sún mọ́ wọn jù lọ ti ṣetán láti gba àwọn tí wọ́n bá rán síbẹ̀.',
        ],
        quote:
          'Àwọn obìnrin gbẹ́kẹ̀lé wa nítorí pé aládùúgbò wọn ni wá. Ibùdó ìlera gbẹ́kẹ̀lé wa nítorí pé a máa ń tètè mú wọn wá.',
        quoteBy: 'Òṣìṣẹ́ ìlera àwùjọ kan ní Kano',
        seeIt: 'Wò ó fúnra rẹ',
        closing: [
          'Ẹ̀ka ìlera ètò wa ń béèrè báyìí pé kí olùkópa kọ̀ọ̀kan ',
          'ya àwòrán ìrìn àjò ìkẹyìn náà',
          ' kí ó tó gbé ojútùú kalẹ̀. Ka ',
          'bí a ṣe ń ṣiṣẹ́',
          ' tàbí ',
          'ìtọ́sọ́nà Àjọ Ìlera Àgbáyé lórí àwọn òṣìṣẹ́ ìlera àwùjọ',
          '.',
        ],
        contact: 'Bá ẹgbẹ́ ìlera wa sọ̀rọ̀',
      }),
    },
    ig: {
      headline: 'Mgbanwe Ahụike Karịa Ụlọ Ọgwụ: Ihe Mere Anyị Ji Akwado Ndị Ọrụ Ahụike Obodo',
      excerpt:
        'Ọtụtụ ọnwụ n’oge ọmụmụ nwa na-eme n’ebe dị anya site n’ụlọ ọgwụ. Ngalaba ahụike nke mmemme anyị lekwasịrị anya n’ụzọ ikpeazụ dị n’etiti ezinụlọ na ụlọ ọgwụ nta.',
      body: healthBody('ig', {
        intro:
          'Mgbe ndị mmadụ chere maka mgbanwe ahụike, ha na-echekarị maka ụlọ ọgwụ ọhụrụ na akụrụngwa ọhụrụ. Ahụmahụ ndị gụsịrị mmemme anyị na-egosi ebe ọzọ: ebe dị anya, ọnụ ahịa na ihe mgbochi ọha na eze dị n’etiti ezinụlọ na nlekọta dịbu adị.',
        lastMile: 'Ụzọ ikpeazụ',
        workers:
          'Ndị ọrụ ahụike obodo a họpụtara n’agbata obi ha nwere ike ileta ndị inyom dị ime, chọpụta ihe ịrịba ama nke ihe ize ndụ, ma duru ha gaa ụlọ ọgwụ nta. Na Kano, otu òtù nke ndị gụsịrị mmemme anyị akwadola ihe karịrị ndị nne 12,000 n’ụzọ a.',
        figure: '12,000+',
        figureLabel: 'ndị nne ndị ọrụ ahụike obodo kwadoro na Kano',
        figureSource: 'Ndekọ òtù ndị gụsịrị mmemme anyị, 2024',
        visitAlt: 'Onye ọrụ ahụike obodo ji akwụkwọ ndetu na-akparịta ụka na otu nne n’èzí ụlọ ya',
        visitCaption:
          'Nleta n’ụlọ na-achọpụta ihe ịrịba ama nke ihe ize ndụ n’oge, tupu njem dị anya adị mkpa.',
        whenItWorks: 'Mgbe usoro a na-arụ ọrụ',
        conditions: 'Usoro a na-arụ ọrụ mgbe ihe atọ zuru ezu:',
        conditionList: [
          'a na-akwụ ndị ọrụ ụgwọ, ọ bụrụgodị ntakịrị;',
          'ha nwere ngwá ọrụ dị mfe iji dee ihe ize ndụ ma kọọ ya;',
          'ụlọ ọgwụ nta kacha nso adịla njikere ịnabata ndị ha zitere ya.',
        ],
        quote:
          'Ụmụ nwanyị tụkwasịrị anyị obi n’ihi na anyị bụ ndị agbata obi ha. Ụlọ ọgwụ tụkwasịrị anyị obi n’ihi na anyị na-akpọta ha n’oge.',
        quoteBy: 'Otu onye ọrụ ahụike obodo na Kano',
        seeIt: 'Hụ ya n’onwe gị',
        closing: [
          'Ngalaba ahụike nke mmemme anyị na-arịọ ugbu a ka onye ọ bụla sonyere ',
          'sere maapụ ụzọ ikpeazụ ahụ',
          ' tupu o chepụta ngwọta. Gụọ ',
          'otú anyị si arụ ọrụ',
          ' ma ọ bụ ',
          'ntụziaka Òtù Ahụike Ụwa banyere ndị ọrụ ahụike obodo',
          '.',
        ],
        contact: 'Kparịta ụka na ndị otu ahụike anyị',
      }),
    },
    am: {
      headline: 'ከሆስፒታሎች ባሻገር የጤና ማሻሻያ፦ የማኅበረሰብ ጤና ሠራተኞችን ለምን እንደግፋለን',
      excerpt:
        'በወሊድ ጊዜ የሚከሰቱት አብዛኞቹ ሞቶች የሚደርሱት ከሆስፒታል ርቀው ነው። የጤና ዘርፍ ሥልጠናችን በቤተሰቦችና በክሊኒኩ መካከል ባለው የመጨረሻው ርቀት ላይ ያተኩራል።',
      body: healthBody('am', {
        intro:
          'ሰዎች ስለ ጤና ማሻሻያ ሲያስቡ ብዙ ጊዜ አዳዲስ ሆስፒታሎችንና መሣሪያዎችን ያስባሉ። የምሩቃኖቻችን ተሞክሮ ግን ሌላ ቦታ ያመለክታል፦ ቤተሰቦችን አስቀድሞ ካለው እንክብካቤ ወደሚለያቸው ርቀት፣ ወጪና ማኅበራዊ እንቅፋቶች።',
        lastMile: 'የመጨረሻው ርቀት',
        workers:
          'ከራሳቸው ሰፈር የተመለመሉ የማኅበረሰብ ጤና ሠራተኞች ነፍሰ ጡር እናቶችን መጎብኘት፣ የአደጋ ምልክቶችን መለየትና ወደ ክሊኒክ አብረዋቸው መሄድ ይችላሉ። በካኖ አንድ የምሩቃን መረብ በዚህ መንገድ ከ12,000 በላይ እናቶችን ደግፏል።',
        figure: '12,000+',
        figureLabel: 'በካኖ በማኅበረሰብ ጤና ሠራተኞች የተደገፉ እናቶች',
        figureSource: 'የምሩቃን መረብ መዛግብት፣ 2024',
        visitAlt: 'ማስታወሻ ደብተር የያዘች የማኅበረሰብ ጤና ሠራተኛ ከቤቷ ውጭ ከአንዲት እናት ጋር ስትነጋገር',
        visitCaption: 'የቤት ለቤት ጉብኝት ረጅም ጉዞ ከማስፈለጉ በፊት የአደጋ ምልክቶችን ቀድሞ ይለያል።',
        whenItWorks: 'ሞዴሉ የሚሠራው መቼ ነው',
        conditions: 'ሞዴሉ የሚሠራው ሦስት ሁኔታዎች ሲሟሉ ነው፦',
        conditionList: [
          'ሠራተኞቹ ትንሽም ቢሆን ይከፈላቸዋል፤',
          'አደጋዎችን ለመመዝገብና ለማሳወቅ ቀላል መሣሪያ አላቸው፤',
          'በአቅራቢያ ያለው ክሊኒክ የሚልኩለትን ሰዎች ለመቀበል ዝግጁ ነው።',
        ],
        quote: 'ሴቶቹ የሚያምኑን ጎረቤቶቻቸው ስለሆንን ነው። ክሊኒኩ የሚያምነን ደግሞ ቶሎ ስለምናመጣቸው ነው።',
        quoteBy: 'በካኖ የምትሠራ የማኅበረሰብ ጤና ሠራተኛ',
        seeIt: 'ራስዎ ይመልከቱ',
        closing: [
          'የጤና ዘርፍ ሥልጠናችን አሁን እያንዳንዱ ተሳታፊ መፍትሔ ከመንደፉ በፊት ',
          'ያንን የመጨረሻ ርቀት በካርታ እንዲያሳይ',
          ' ይጠይቃል። ',
          'እንዴት እንደምንሠራ',
          ' ወይም ',
          'የዓለም ጤና ድርጅት ስለ ማኅበረሰብ ጤና ሠራተኞች ያወጣውን መመሪያ',
          ' ያንብቡ።',
        ],
        contact: 'የጤና ቡድናችንን ያነጋግሩ',
      }),
    },
    pt: {
      headline:
        'Reforma da saúde para lá dos hospitais: porque apoiamos os agentes comunitários de saúde',
      excerpt:
        'A maioria das mortes no parto acontece longe de um hospital. A nossa vertente de saúde concentra-se no último quilómetro entre as famílias e o centro de saúde.',
      body: healthBody('pt', {
        intro:
          'Quando se pensa em reforma da saúde, pensa-se muitas vezes em novos hospitais e equipamentos. A experiência dos nossos antigos participantes aponta noutra direção: para a distância, o custo e as barreiras sociais entre as famílias e os cuidados que já existem.',
        lastMile: 'O último quilómetro',
        workers:
          'Agentes comunitários de saúde recrutados nos seus próprios bairros podem visitar grávidas, detetar sinais de perigo e acompanhá-las a um centro de saúde. Em Kano, uma rede de antigos participantes já apoiou desta forma mais de 12 000 mães.',
        figure: '12 000+',
        figureLabel: 'mães apoiadas por agentes comunitários de saúde em Kano',
        figureSource: 'Registos da rede de antigos participantes, 2024',
        visitAlt:
          'Uma agente comunitária de saúde com um caderno conversa com uma mãe à porta de casa',
        visitCaption:
          'As visitas domiciliárias detetam cedo os sinais de perigo, antes de ser precisa uma longa viagem.',
        whenItWorks: 'Quando o modelo funciona',
        conditions: 'O modelo funciona quando se cumprem três condições:',
        conditionList: [
          'os agentes são pagos, ainda que modestamente;',
          'têm uma ferramenta simples para registar e assinalar riscos;',
          'o centro de saúde mais próximo está preparado para receber as pessoas que encaminham.',
        ],
        quote:
          'As mulheres confiam em nós porque somos vizinhas delas. O centro de saúde confia em nós porque as trazemos cedo.',
        quoteBy: 'Uma agente comunitária de saúde em Kano',
        seeIt: 'Veja com os seus próprios olhos',
        closing: [
          'A nossa vertente de saúde pede agora a cada participante que ',
          'mapeie esse último quilómetro',
          ' antes de conceber uma solução. Leia ',
          'como trabalhamos',
          ' ou a ',
          'diretriz da Organização Mundial da Saúde sobre agentes comunitários de saúde',
          '.',
        ],
        contact: 'Fale com a nossa equipa de saúde',
      }),
    },
  },
  'data-for-classrooms': {
    fr: {
      headline:
        'Des données pour la classe : utiliser des tablettes hors ligne sans perdre l’enseignant',
      excerpt:
        'À l’école, la technologie met souvent les enseignants à l’écart. Les clubs de mathématiques de Kaduna montrent une autre voie : des données qui aident les enseignants à préparer les leçons de la semaine suivante.',
      body: classroomsBody('fr', {
        intro:
          'Beaucoup de projets de technologie éducative placent un appareil devant un enfant en espérant que tout ira bien. Les plus efficaces que nous ayons vus placent l’enseignant au centre.',
        whatClubsDo: 'Ce que font les clubs de mathématiques',
        summary: [
          'Dans les clubs de mathématiques de Kaduna, les élèves s’exercent sur des tablettes hors ligne, avec des exercices qui s’adaptent à leur niveau. L’essentiel n’est pas les exercices mais le ',
          'résumé hebdomadaire que reçoivent les enseignants',
          ', qui montre les notions que la classe trouve difficiles.',
        ],
        clubAlt:
          'Des élèves assis deux par deux autour de tablettes dans une salle de classe, un enseignant penché sur l’un des binômes',
        clubCaption:
          'Une séance du club de mathématiques : l’enseignant prépare la semaine suivante à partir de ce que montrent les tablettes.',
        whyItFits: 'Pourquoi cela convient aux écoles',
        reasons: [
          'Les tablettes fonctionnent hors ligne et se synchronisent par le téléphone d’un enseignant : aucun accès à Internet n’est nécessaire.',
          'Le contenu suit le programme national, si bien que les directeurs d’école voient comment il s’y intègre.',
          'Les enseignants décident toujours de ce qui est enseigné et à quel moment.',
        ],
        quote:
          'À qui cela facilite-t-il le travail ? Si la réponse est « à personne », laissez tomber.',
        quoteBy: 'Yusuf Bello, fondateur des clubs de mathématiques',
        closing: [
          'Nous encourageons les participants de notre ',
          'parcours éducation',
          ' à poser une seule question à propos de toute technologie : ',
          'à qui facilite-t-elle le travail ?',
        ],
      }),
    },
    ar: {
      headline:
        'بيانات من أجل الفصول الدراسية: أجهزة لوحية تعمل دون إنترنت من غير الاستغناء عن المعلم',
      excerpt:
        'كثيرًا ما تُقصي التكنولوجيا في المدارس المعلمين جانبًا. أما نوادي الرياضيات في كادونا فتُظهر طريقًا آخر: بيانات تساعد المعلمين على التخطيط لدروس الأسبوع التالي.',
      body: classroomsBody('ar', {
        intro:
          'تضع مشاريع كثيرة لتكنولوجيا التعليم جهازًا أمام الطفل وتأمل أن يسير كل شيء على ما يرام. أما أنجح المشاريع التي رأيناها فتضع المعلم في المركز.',
        whatClubsDo: 'ما الذي تفعله نوادي الرياضيات',
        summary: [
          'في نوادي الرياضيات في كادونا يتدرب التلاميذ على أجهزة لوحية تعمل دون اتصال بالإنترنت، بتمارين تتكيف مع مستواهم. لكن الميزة الأساسية ليست التمارين بل ',
          'الملخص الأسبوعي الذي يتلقاه المعلمون',
          '، وهو يبيّن الموضوعات التي يجدها الفصل صعبة.',
        ],
        clubAlt: 'تلاميذ يجلسون أزواجًا حول أجهزة لوحية في فصل دراسي، ومعلم ينحني على أحد الأزواج',
        clubCaption:
          'حصة في نادي الرياضيات: يخطط المعلم للأسبوع التالي بناءً على ما تُظهره الأجهزة اللوحية.',
        whyItFits: 'لماذا يناسب المدارس',
        reasons: [
          'تعمل الأجهزة اللوحية دون اتصال وتتزامن عبر هاتف المعلم: لا حاجة إلى الإنترنت.',
          'يتبع المحتوى المنهج الوطني، فيرى مديرو المدارس كيف ينسجم معه.',
          'يبقى المعلمون أصحاب القرار في ما يُدرَّس ومتى.',
        ],
        quote: 'عمل مَن تسهّله؟ إن كان الجواب: لا أحد، فاستغنِ عنها.',
        quoteBy: 'يوسف بيلو، مؤسس نوادي الرياضيات',
        closing: [
          'نشجع المشاركين في ',
          'مسار التعليم',
          ' لدينا على طرح سؤال واحد عن أي تكنولوجيا: ',
          'عمل مَن تسهّله؟',
        ],
      }),
    },
    sw: {
      headline:
        'Takwimu kwa Madarasa: Kutumia Kompyuta Kibao Zisizohitaji Mtandao Bila Kumpoteza Mwalimu',
      excerpt:
        'Teknolojia shuleni mara nyingi huwaweka walimu pembeni. Vilabu vya hisabati vya Kaduna vinaonyesha njia tofauti: takwimu zinazowasaidia walimu kupanga masomo ya wiki ijayo.',
      body: classroomsBody('sw', {
        intro:
          'Miradi mingi ya teknolojia ya elimu huweka kifaa mbele ya mtoto na kutumaini mema. Iliyofanikiwa zaidi kati ya tuliyoiona humweka mwalimu katikati.',
        whatClubsDo: 'Vilabu vya hisabati hufanya nini',
        summary: [
          'Katika vilabu vya hisabati vya Kaduna, wanafunzi hujizoeza kwenye kompyuta kibao zisizohitaji mtandao, kwa mazoezi yanayolingana na kiwango chao. Jambo kuu si mazoezi bali ',
          'muhtasari wa kila wiki ambao walimu hupokea',
          ', unaoonyesha mada ambazo darasa linaziona ngumu.',
        ],
        clubAlt:
          'Wanafunzi wameketi wawiliwawili kuzunguka kompyuta kibao darasani, mwalimu akiinama kuelekea jozi moja',
        clubCaption:
          'Kipindi cha klabu ya hisabati: mwalimu hupanga wiki ijayo kutokana na kile kompyuta kibao zinachoonyesha.',
        whyItFits: 'Kwa nini inafaa shuleni',
        reasons: [
          'Kompyuta kibao hufanya kazi bila mtandao na husawazishwa kupitia simu ya mwalimu: hakuna haja ya intaneti.',
          'Maudhui hufuata mtaala wa taifa, hivyo walimu wakuu wanaweza kuona jinsi yanavyolingana nao.',
          'Walimu wanabaki na mamlaka juu ya kinachofundishwa na lini.',
        ],
        quote: 'Inarahisisha kazi ya nani? Kama jibu ni hakuna, iache.',
        quoteBy: 'Yusuf Bello, mwanzilishi wa vilabu vya hisabati',
        closing: [
          'Tunawahimiza washiriki wa ',
          'masomo yetu ya elimu',
          ' kuuliza swali moja kuhusu teknolojia yoyote: ',
          'inarahisisha kazi ya nani?',
        ],
      }),
    },
    ha: {
      headline:
        'Bayanai don Azuzuwa: Amfani da Kwamfutocin Hannu Marasa Intanet Ba Tare da Rasa Malami Ba',
      excerpt:
        'Fasaha a makarantu takan mayar da malamai gefe. Ƙungiyoyin lissafi na Kaduna suna nuna wata hanya daban: bayanan da ke taimaka wa malamai su tsara darussan mako mai zuwa.',
      body: classroomsBody('ha', {
        intro:
          "Ayyukan fasahar ilimi da yawa suna ajiye na'ura a gaban yaro sannan su yi fatan alheri. Mafiya tasiri da muka gani suna sanya malami a tsakiya.",
        whatClubsDo: 'Abin da ƙungiyoyin lissafi ke yi',
        summary: [
          'A ƙungiyoyin lissafi na Kaduna, ɗalibai suna yin atisaye a kan kwamfutocin hannu marasa intanet, da darussan da ke daidaita da matakinsu. Babban abin ba atisayen ba ne, sai dai ',
          'taƙaitaccen rahoton mako-mako da malamai ke samu',
          ', wanda ke nuna batutuwan da ajin ke ganin suna da wuya.',
        ],
        clubAlt:
          'Ɗalibai zaune biyu-biyu a kewayen kwamfutocin hannu a cikin aji, malami ya sunkuya kan wasu biyu daga cikinsu',
        clubCaption:
          'Zaman ƙungiyar lissafi: malami yana tsara mako mai zuwa bisa abin da kwamfutocin hannu suka nuna.',
        whyItFits: 'Dalilin da ya sa ya dace da makarantu',
        reasons: [
          'Kwamfutocin hannun suna aiki ba tare da intanet ba, kuma suna haɗa bayanansu ta wayar malami: ba a buƙatar intanet.',
          'Abubuwan da ke cikinsu suna bin manhajar ƙasa, don haka shugabannin makarantu za su iya ganin yadda suka dace.',
          'Malamai ne ke da iko a kan abin da ake koyarwa da kuma lokacin koyar da shi.',
        ],
        quote: 'Aikin wa yake sauƙaƙawa? Idan amsar ita ce ba na kowa ba, a bar shi.',
        quoteBy: 'Yusuf Bello, wanda ya kafa ƙungiyoyin lissafi',
        closing: [
          'Muna ƙarfafa mahalarta ',
          'sashen ilimi',
          ' na shirinmu su yi tambaya ɗaya game da kowace fasaha: ',
          'aikin wa take sauƙaƙawa?',
        ],
      }),
    },
    yo: {
      headline: 'Ìsọfúnni fún Kíláàsì: Lílo Tábúlẹ́ẹ̀tì Tí Kò Nílò Íńtánẹ́ẹ̀tì Láìpa Olùkọ́ Tì',
      excerpt:
        'Ìmọ̀ ẹ̀rọ ní ilé ẹ̀kọ́ sábà máa ń ti àwọn olùkọ́ sẹ́gbẹ̀ẹ́. Àwọn ẹgbẹ́ ìṣirò ní Kaduna fi ọ̀nà míì hàn: ìsọfúnni tó ń ran àwọn olùkọ́ lọ́wọ́ láti ṣètò ẹ̀kọ́ ọ̀sẹ̀ tó ń bọ̀.',
      body: classroomsBody('yo', {
        intro:
          'Ọ̀pọ̀ iṣẹ́ àkànṣe ìmọ̀ ẹ̀rọ ẹ̀kọ́ máa ń gbé ẹ̀rọ kalẹ̀ níwájú ọmọdé, wọ́n á sì máa retí pé gbogbo rẹ̀ yóò dára. Àwọn tó ṣe àṣeyọrí jù lọ tí a ti rí máa ń fi olùkọ́ sí àárín gbùngbùn.',
        whatClubsDo: 'Ohun tí àwọn ẹgbẹ́ ìṣirò ń ṣe',
        summary: [
          'Nínú àwọn ẹgbẹ́ ìṣirò Kaduna, àwọn akẹ́kọ̀ọ́ ń ṣe àdánwò lórí tábúlẹ́ẹ̀tì tí kò nílò íńtánẹ́ẹ̀tì, pẹ̀lú iṣẹ́ tó ń bá ìpele wọn mu. Kókó ibẹ̀ kì í ṣe àwọn iṣẹ́ náà bí kò ṣe ',
          'àkópọ̀ ọ̀sọ̀ọ̀sẹ̀ tí àwọn olùkọ́ ń gbà',
          ', tó ń fi àwọn kókó ẹ̀kọ́ tó ṣòro fún kíláàsì hàn.',
        ],
        clubAlt:
          'Àwọn akẹ́kọ̀ọ́ jókòó ní méjìméjì yí tábúlẹ́ẹ̀tì ká nínú kíláàsì, olùkọ́ kan sì tẹ̀ síwájú lórí méjì lára wọn',
        clubCaption:
          'Ìpàdé ẹgbẹ́ ìṣirò: olùkọ́ ń ṣètò ọ̀sẹ̀ tó ń bọ̀ láti inú ohun tí àwọn tábúlẹ́ẹ̀tì fi hàn.',
        whyItFits: 'Ìdí tó fi bá ilé ẹ̀kọ́ mu',
        reasons: [
          'Àwọn tábúlẹ́ẹ̀tì ń ṣiṣẹ́ láìsí íńtánẹ́ẹ̀tì, wọ́n sì ń mú ìsọfúnni wọn dọ́gba nípasẹ̀ fóònù olùkọ́: kò sí ìdí fún íńtánẹ́ẹ̀tì.',
          'Àkóónú rẹ̀ tẹ̀lé ètò ẹ̀kọ́ orílẹ̀-èdè, nítorí náà àwọn olórí ilé ẹ̀kọ́ lè rí bó ṣe bá a mu.',
          'Àwọn olùkọ́ ló ṣì ń pinnu ohun tí a ó kọ́ àti ìgbà tí a ó kọ́ ọ.',
        ],
        quote: 'Iṣẹ́ ta ni ó ń mú rọrùn? Tí ìdáhùn bá jẹ́ pé kò sí ẹnikẹ́ni, ẹ fi sílẹ̀.',
        quoteBy: 'Yusuf Bello, olùdásílẹ̀ àwọn ẹgbẹ́ ìṣirò',
        closing: [
          'A ń gba àwọn olùkópa nínú ',
          'ẹ̀ka ẹ̀kọ́',
          ' ètò wa níyànjú láti béèrè ìbéèrè kan nípa ìmọ̀ ẹ̀rọ èyíkéyìí: ',
          'iṣẹ́ ta ni ó ń mú rọrùn?',
        ],
      }),
    },
    ig: {
      headline:
        'Ozi maka Ọnụ Ụlọ Akwụkwọ: Iji Kọmputa Mbadamba Na-adịghị Achọ Ịntanetị n’Atụfughị Onye Nkuzi',
      excerpt:
        'Teknụzụ n’ụlọ akwụkwọ na-ewepụkarị ndị nkuzi n’akụkụ. Otu mgbakọ na mwepụ nke Kaduna na-egosi ụzọ ọzọ: ozi na-enyere ndị nkuzi aka ịhazi nkuzi izu na-abịa.',
      body: classroomsBody('ig', {
        intro:
          'Ọtụtụ ọrụ teknụzụ agụmakwụkwọ na-etinye ngwaọrụ n’ihu nwata ma na-atụ anya na ihe niile ga-aga nke ọma. Ndị kacha rụọ ọrụ nke ọma n’ime ndị anyị hụrụ na-etinye onye nkuzi n’etiti.',
        whatClubsDo: 'Ihe otu mgbakọ na mwepụ na-eme',
        summary: [
          'N’otu mgbakọ na mwepụ nke Kaduna, ụmụ akwụkwọ na-eme omume na kọmputa mbadamba na-adịghị achọ ịntanetị, site n’omume ndị na-agbanwe ka ha dabara n’ọkwa ha. Isi ihe abụghị omume ndị ahụ kama ',
          'nchịkọta izu ọ bụla ndị nkuzi na-enweta',
          ', nke na-egosi isiokwu ndị siri ụmụ akwụkwọ ahụ ike.',
        ],
        clubAlt:
          'Ụmụ akwụkwọ nọ ọdụ abụọ abụọ gburugburu kọmputa mbadamba n’ọnụ ụlọ akwụkwọ, onye nkuzi hulatara n’ebe abụọ n’ime ha nọ',
        clubCaption:
          'Oge otu mgbakọ na mwepụ: onye nkuzi na-ahazi izu na-abịa site n’ihe kọmputa mbadamba gosiri.',
        whyItFits: 'Ihe mere o ji dabara ụlọ akwụkwọ',
        reasons: [
          'Kọmputa mbadamba ndị a na-arụ ọrụ n’enweghị ịntanetị ma na-emekọrịta ozi ha site na ekwentị onye nkuzi: achọghị ịntanetị.',
          'Ihe dị n’ime ha na-eso usoro ọmụmụ nke mba, ya mere ndị isi ụlọ akwụkwọ nwere ike ịhụ otú o si dabara.',
          'Ndị nkuzi ka na-ekpebi ihe a na-akụzi na mgbe a na-akụzi ya.',
        ],
        quote: 'Ọrụ onye ka ọ na-eme ka ọ dị mfe? Ọ bụrụ na azịza ya bụ na ọ dịghị onye, hapụ ya.',
        quoteBy: 'Yusuf Bello, onye guzobere otu mgbakọ na mwepụ',
        closing: [
          'Anyị na-agba ndị sonyere na ',
          'ngalaba agụmakwụkwọ',
          ' anyị ume ịjụ otu ajụjụ banyere teknụzụ ọ bụla: ',
          'ọrụ onye ka ọ na-eme ka ọ dị mfe?',
        ],
      }),
    },
    am: {
      headline: 'መረጃ ለክፍል፦ መምህሩን ሳያጡ ያለ ኢንተርኔት የሚሠሩ ታብሌቶችን መጠቀም',
      excerpt:
        'በትምህርት ቤቶች ቴክኖሎጂ ብዙ ጊዜ መምህራንን ወደ ጎን ይገፋል። በካዱና ያሉት የሒሳብ ክበባት ግን ሌላ መንገድ ያሳያሉ፦ መምህራን የሚቀጥለውን ሳምንት ትምህርት እንዲያቅዱ የሚረዳ መረጃ።',
      body: classroomsBody('am', {
        intro:
          'ብዙ የትምህርት ቴክኖሎጂ ፕሮጀክቶች መሣሪያን በልጅ ፊት አስቀምጠው መልካሙን ይመኛሉ። ካየናቸው መካከል ይበልጥ ውጤታማ የሆኑት ግን መምህሩን በማዕከል ያስቀምጣሉ።',
        whatClubsDo: 'የሒሳብ ክበባቱ ምን ይሠራሉ',
        summary: [
          'በካዱና የሒሳብ ክበባት ተማሪዎች ያለ ኢንተርኔት በሚሠሩ ታብሌቶች ላይ ከደረጃቸው ጋር በሚስማሙ መልመጃዎች ይለማመዳሉ። ዋናው ነገር መልመጃዎቹ ሳይሆኑ ',
          'መምህራን በየሳምንቱ የሚቀበሉት ማጠቃለያ',
          ' ነው፤ ክፍሉ የትኞቹ ርዕሶች እንደሚከብዱት ያሳያል።',
        ],
        clubAlt: 'በክፍል ውስጥ ተማሪዎች ጥንድ ጥንድ ሆነው በታብሌቶች ዙሪያ ተቀምጠዋል፤ አንድ መምህር ወደ አንደኛው ጥንድ ጎንበስ ብሏል',
        clubCaption: 'የሒሳብ ክበብ ክፍለ ጊዜ፦ መምህሩ ታብሌቶቹ ከሚያሳዩት ተነሥቶ የሚቀጥለውን ሳምንት ያቅዳል።',
        whyItFits: 'ለትምህርት ቤቶች የሚስማማበት ምክንያት',
        reasons: [
          'ታብሌቶቹ ያለ ኢንተርኔት ይሠራሉ፤ መረጃቸውንም በመምህሩ ስልክ በኩል ያመሳስላሉ፦ የኢንተርኔት ግንኙነት አያስፈልግም።',
          'ይዘቱ ብሔራዊ ሥርዓተ ትምህርቱን ይከተላል፤ ስለዚህ ርዕሳነ መምህራን እንዴት እንደሚስማማ ማየት ይችላሉ።',
          'ምን እንደሚማር እና መቼ እንደሚማር የሚወስኑት አሁንም መምህራን ናቸው።',
        ],
        quote: 'የማንን ሥራ ያቀልላል? መልሱ የማንንም ካልሆነ ተዉት።',
        quoteBy: 'ዩሱፍ ቤሎ፣ የሒሳብ ክበባቱ መሥራች',
        closing: [
          '',
          'የትምህርት ዘርፍ ሥልጠናችን',
          ' ተሳታፊዎች ስለማንኛውም ቴክኖሎጂ አንድ ጥያቄ እንዲጠይቁ እናበረታታለን፦ ',
          'የማንን ሥራ ያቀልላል?',
        ],
      }),
    },
    pt: {
      headline: 'Dados para a sala de aula: usar tablets sem internet sem perder o professor',
      excerpt:
        'A tecnologia nas escolas deixa muitas vezes os professores de lado. Os clubes de matemática de Kaduna mostram outro caminho: dados que ajudam os professores a planear as aulas da semana seguinte.',
      body: classroomsBody('pt', {
        intro:
          'Muitos projetos de tecnologia educativa põem um aparelho à frente de uma criança e esperam pelo melhor. Os mais eficazes que vimos põem o professor no centro.',
        whatClubsDo: 'O que fazem os clubes de matemática',
        summary: [
          'Nos clubes de matemática de Kaduna, os alunos praticam em tablets sem ligação à internet, com exercícios que se adaptam ao seu nível. O essencial não são os exercícios, mas sim o ',
          'resumo semanal que os professores recebem',
          ', que mostra os temas em que a turma tem mais dificuldade.',
        ],
        clubAlt:
          'Alunos sentados aos pares em volta de tablets numa sala de aula, com um professor debruçado sobre um dos pares',
        clubCaption:
          'Uma sessão do clube de matemática: o professor planeia a semana seguinte a partir do que os tablets mostram.',
        whyItFits: 'Porque se adapta às escolas',
        reasons: [
          'Os tablets funcionam sem internet e sincronizam através do telemóvel de um professor: não é preciso acesso à internet.',
          'Os conteúdos seguem o currículo nacional, pelo que os diretores das escolas veem como se encaixam.',
          'São os professores que continuam a decidir o que se ensina e quando.',
        ],
        quote: 'A quem facilita o trabalho? Se a resposta for «a ninguém», deixe-a de fora.',
        quoteBy: 'Yusuf Bello, fundador dos clubes de matemática',
        closing: [
          'Incentivamos os participantes da nossa ',
          'vertente de educação',
          ' a fazer uma única pergunta sobre qualquer tecnologia: ',
          'a quem facilita o trabalho?',
        ],
      }),
    },
  },
  'rep-2025-cohort-opens-in-lagos': {
    ha: {
      headline: 'An Buɗe Neman Shiga Shirin Masu Kawo Sauyi na 2025 a Lagos',
      excerpt:
        'Makonni goma sha biyu, zaɓin karatu a ranakun aiki ko a ƙarshen mako, da gabatarwa ta ƙarshe a gaban kwamitin bayar da kuɗi: abin da za a yi tsammani daga rukunin bana da yadda ake neman shiga.',
      body: `An buɗe neman shiga Shirin Masu Kawo Sauyi (REP). Shirin yana ɗaukar kusan makonni 12, da zaɓin karatu a ranakun aiki ko a ƙarshen mako, kuma a buɗe yake ga mazauna Jihar Lagos da ke son jagorantar sauyi a fannin ilimi, kiwon lafiya ko shugabanci.

Mahalarta suna koyon yadda ake nazarin wata matsalar jama'a, gano mutanen da za su iya warware ta, tsara aikin gyara da kuma ƙididdige kuɗinsa. Zaman karatun ya haɗa gajerun laccoci, tattaunawa kan misalai tare da tsofaffin mahalarta, da aikin fage a cikin al'ummomin mahalartan da kansu.

A ƙarshen shirin, kowane mahalarci yana gabatar da aikin gyara a gaban kwamiti. Ayyuka masu ƙarfi za su iya samun kuɗi ta hanyar shirye-shiryen bayar da tallafi, ko a gabatar da su ga ƙungiyoyin masu zuba jari.

Ana duba takardun neman shiga a duk lokacin da suka iso. Ana gayyatar waɗanda aka zaɓa zuwa tattaunawa da mambobi biyu na ƙungiyar shirin.`,
    },
    yo: {
      headline: 'Ìforúkọsílẹ̀ Ti Ṣí fún Ètò Àwọn Aṣáájú Àtúnṣe ti Ọdún 2025 ní Lagos',
      excerpt:
        'Ọ̀sẹ̀ méjìlá, ẹ̀kọ́ ní ọjọ́ iṣẹ́ tàbí ní òpin ọ̀sẹ̀, àti ìgbékalẹ̀ ìkẹyìn níwájú ìgbìmọ̀ olùpèsè owó: ohun tí ẹ lè retí nínú ètò ọdún yìí àti bí ẹ ṣe lè forúkọ sílẹ̀.',
      body: `Ètò Àwọn Aṣáájú Àtúnṣe (REP) ti ṣí sílẹ̀ fún ìforúkọsílẹ̀. Ètò náà máa ń gba nǹkan bí ọ̀sẹ̀ 12, pẹ̀lú ẹ̀kọ́ ọjọ́ iṣẹ́ àti ẹ̀kọ́ òpin ọ̀sẹ̀, ó sì wà fún àwọn olùgbé Ìpínlẹ̀ Lagos tí wọ́n fẹ́ darí àyípadà nínú ẹ̀kọ́, ìlera tàbí ìṣèjọba.

Àwọn olùkópa máa ń kọ́ bí a ṣe ń ṣàyẹ̀wò ìṣòro aráàlú, bí a ṣe ń dá àwọn tó lè yanjú rẹ̀ mọ̀, bí a ṣe ń ṣètò iṣẹ́ àkànṣe àtúnṣe àti bí a ṣe ń ṣírò iye tí yóò ná. Àwọn ìpàdé ẹ̀kọ́ máa ń da ìdánilẹ́kọ̀ọ́ kúkúrú, ìjíròrò lórí àpẹẹrẹ pẹ̀lú àwọn olùkópa àtijọ́ àti iṣẹ́ pápá nínú àwùjọ àwọn olùkópa fúnra wọn pọ̀.

Ní òpin ètò náà, olùkópa kọ̀ọ̀kan máa ń gbé iṣẹ́ àkànṣe àtúnṣe kalẹ̀ níwájú ìgbìmọ̀ kan. Àwọn iṣẹ́ àkànṣe tó lágbára lè rí owó ìrànwọ́ gbà, tàbí kí a fi wọ́n han àwọn ẹgbẹ́ olùdókòwò.

A máa ń ṣàyẹ̀wò ìforúkọsílẹ̀ bí wọ́n ṣe ń dé. A máa ń pe àwọn tí a bá yàn fún ìjíròrò pẹ̀lú ọmọ ẹgbẹ́ méjì nínú ẹgbẹ́ tó ń ṣiṣẹ́ lórí ètò náà.`,
    },
    ig: {
      headline: 'Ndebanye Aha Amalitela maka Mmemme Ndị Ndu Mgbanwe nke 2025 na Lagos',
      excerpt:
        'Izu iri na abụọ, ọmụmụ n’ụbọchị ọrụ ma ọ bụ na ngwụsị izu, na ngosi ikpeazụ n’ihu otu ndị na-enye ego: ihe ị ga-atụ anya n’otu ndị sonyere n’afọ a na otú ị ga-esi debanye aha.',
      body: `Mmemme Ndị Ndu Mgbanwe (REP) amalitela ịnabata ndebanye aha. Mmemme a na-ewe ihe dị ka izu 12, nwere ọmụmụ n’ụbọchị ọrụ na nke ngwụsị izu, ma ọ dịịrị ndị bi na Steeti Lagos chọrọ iduzi mgbanwe na agụmakwụkwọ, ahụike ma ọ bụ ọchịchị.

Ndị sonyere na-amụta otú e si enyocha nsogbu ọha, chọpụta ndị mmadụ nwere ike idozi ya, hazie ọrụ mgbanwe ma gbakọọ ego ọ ga-efu. Nkuzi na-agụnye okwu nkuzi dị mkpirikpi, mkparịta ụka banyere ihe atụ ya na ndị gụsịrị mmemme anyị, na ọrụ ubi n’obodo ndị sonyere n’onwe ha.

Na njedebe mmemme ahụ, onye ọ bụla sonyere na-egosi otu ọrụ mgbanwe n’ihu otu ndị nyocha. Ọrụ ndị siri ike nwere ike inweta ego site n’atụmatụ onyinye, ma ọ bụ ka e webata ha n’otu ndị na-etinye ego.

A na-enyocha ndebanye aha ka ha na-abata. A na-akpọ ndị a họpụtara ka ha na mmadụ abụọ n’ime ndị otu mmemme ahụ kparịta ụka.`,
    },
    am: {
      headline: 'የ2025 የለውጥ ሥራ ፈጣሪዎች ፕሮግራም በሌጎስ ማመልከቻ መቀበል ጀመረ',
      excerpt:
        'አሥራ ሁለት ሳምንታት፣ በሥራ ቀናት ወይም በሳምንት መጨረሻ የሚሰጥ ሥልጠና፣ እና በገንዘብ ሰጪ ኮሚቴ ፊት የሚቀርብ የመጨረሻ ገለጻ፦ ከዘንድሮው ዙር ምን እንደሚጠበቅና እንዴት ማመልከት እንደሚቻል።',
      body: `የለውጥ ሥራ ፈጣሪዎች ፕሮግራም (REP) ማመልከቻ መቀበል ጀምሯል። ፕሮግራሙ ወደ 12 ሳምንታት ገደማ ይቆያል፤ በሥራ ቀናትና በሳምንት መጨረሻ የሚሰጡ ሁለት አማራጮች አሉት፤ በትምህርት፣ በጤና ወይም በአስተዳደር ለውጥ መምራት ለሚፈልጉ የሌጎስ ግዛት ነዋሪዎች ክፍት ነው።

ተሳታፊዎች አንድን ሕዝባዊ ችግር መተንተን፣ ችግሩን ሊፈቱ የሚችሉ ሰዎችን መለየት፣ የማሻሻያ ፕሮጀክት መንደፍና ወጪውን ማስላት ይማራሉ። ክፍለ ጊዜዎቹ አጫጭር ትምህርቶችን፣ ከምሩቃን ጋር በተጨባጭ ጉዳዮች ላይ የሚደረጉ ውይይቶችንና በተሳታፊዎቹ የራሳቸው ማኅበረሰብ ውስጥ የሚከናወን የመስክ ሥራን ያጣምራሉ።

በፕሮግራሙ መጨረሻ እያንዳንዱ ተሳታፊ የማሻሻያ ፕሮጀክቱን ለኮሚቴ ያቀርባል። ጠንካራ ፕሮጀክቶች በድጋፍ ፈንድ ፕሮግራሞች ገንዘብ ሊያገኙ ወይም ከባለሀብቶች መረቦች ጋር ሊተዋወቁ ይችላሉ።

ማመልከቻዎች በደረሱበት ቅደም ተከተል ይገመገማሉ። በመጀመሪያው ማጣሪያ የተመረጡ አመልካቾች ከፕሮግራሙ ቡድን ሁለት አባላት ጋር ለውይይት ይጋበዛሉ።`,
    },
    pt: {
      headline: 'Candidaturas abertas para o Programa de Empreendedores da Reforma 2025 em Lagos',
      excerpt:
        'Doze semanas, percurso em dias úteis ou ao fim de semana e uma apresentação final perante um painel de financiamento: o que esperar da turma deste ano e como se candidatar.',
      body: `O Programa de Empreendedores da Reforma (REP) está aberto a candidaturas. O programa dura cerca de 12 semanas, com um percurso em dias úteis e outro ao fim de semana, e destina-se a residentes do Estado de Lagos que queiram liderar a mudança na educação, na saúde ou na governação.

Os participantes aprendem a analisar um problema público, a identificar as pessoas que o podem desbloquear, a conceber um projeto de reforma e a orçamentá-lo. As sessões combinam breves exposições, discussões de casos com antigos participantes e trabalho de campo nas comunidades dos próprios participantes.

No final do programa, cada participante apresenta um projeto de reforma a um painel. Os projetos mais sólidos podem ser financiados através de programas de subvenções ou apresentados a redes de investidores.

As candidaturas são analisadas à medida que chegam. Os candidatos pré-selecionados são convidados para uma conversa com dois membros da equipa do programa.`,
    },
  },
  'what-makes-a-reform-stick': {
    ha: {
      headline: 'Me Ke Sa Gyara Ya Ɗore? Darussa Daga Shekaru Goma na Ayyukan Tsofaffin Mahalarta',
      excerpt:
        "Mun waiwayi ayyukan tsofaffin mahalarta da har yanzu suke gudana bayan shekaru da dama. Wasu ɗabi'u uku ne suka bambanta su da waɗanda suka dushe.",
      body: `A cikin shekaru goma da suka gabata, tsofaffin mahalartanmu sun fara ɗaruruwan ayyukan gyara. Wasu yanzu sun zama ɓangare na yadda ma'aikatar gwamnati ko ƙaramar hukuma ke aiki; wasu kuma sun dushe lokacin da wanda ya kafa su ya tafi. Mun yi nazarin samfurin duka biyun don fahimtar bambancin.

Na farko, ayyukan da suka ɗore sun sami mai riƙe da su a cikin gwamnati tun da wuri. Kusurwoyin karatu a makarantun Lagos sun tsira ne saboda hukumar ilimi ta yankin ta saka su a cikin tsarinta, ba don wadda ta kafa su ta ci gaba da neman kuɗi ba.

Na biyu, sun auna abu ɗaya mai muhimmanci kuma suka riƙa ba da rahotonsa a kai a kai. Allunan bayanan kasafin kuɗi na fili a Abuja suna wallafa alƙaluma huɗu iri ɗaya a kowane wata uku, abin da ya sa suka zama ɓangare na al'ada.

Na uku, sun sauƙaƙa aikin wani. Horar da sababbin malamai ya zama abin da ake la'akari da shi wajen ƙarin girma; firji masu amfani da hasken rana sun rage wa sashen lafiya kashe kuɗi. Gyare-gyaren da ke ƙara aiki kawai ba safai suke ɗorewa ba.`,
    },
    yo: {
      headline:
        'Kí Ló Ń Mú Kí Àtúnṣe Pẹ́ Títí? Ẹ̀kọ́ Láti Inú Ọdún Mẹ́wàá Iṣẹ́ Àkànṣe Àwọn Olùkópa Àtijọ́',
      excerpt:
        'A bojú wẹ̀yìn wo àwọn iṣẹ́ àkànṣe àwọn olùkópa àtijọ́ tí wọ́n ṣì ń lọ lẹ́yìn ọ̀pọ̀ ọdún. Ìwà mẹ́ta ló yà wọ́n sọ́tọ̀ sí àwọn tó ti kú lọ.',
      body: `Láàárín ọdún mẹ́wàá sẹ́yìn, àwọn olùkópa àtijọ́ wa ti bẹ̀rẹ̀ ọgọ́rọ̀ọ̀rún iṣẹ́ àkànṣe àtúnṣe. Àwọn kan ti di ara bí iléeṣẹ́ ìjọba tàbí ìjọba ìbílẹ̀ ṣe ń ṣiṣẹ́; àwọn míì kú lọ nígbà tí olùdásílẹ̀ wọn kúrò. A ṣàyẹ̀wò díẹ̀ nínú méjèèjì láti lóye ìyàtọ̀ wọn.

Èkíní, àwọn iṣẹ́ àkànṣe tó pẹ́ rí ẹni tí yóò mú wọn ní ọ̀kúnkúndùn nínú ìjọba ní kùtùkùtù. Àwọn igun ìwé kíkà ní àwọn ilé ẹ̀kọ́ Lagos wà títí nítorí pé àjọ ẹ̀kọ́ àdúgbò kọ wọ́n sínú ètò rẹ̀, kì í ṣe nítorí pé olùdásílẹ̀ wọn ń bá a lọ láti wá owó.

Èkejì, wọ́n díwọ̀n ohun kan ṣoṣo tó ṣe pàtàkì, wọ́n sì ń jábọ̀ rẹ̀ déédéé. Àwọn pátákó ìsọfúnni ìṣúná gbangba ní Abuja máa ń tẹ àwọn iye mẹ́rin kan náà jáde ní oṣù mẹ́ta mẹ́ta, èyí sì sọ wọ́n di ara iṣẹ́ ojoojúmọ́.

Ẹ̀kẹta, wọ́n mú iṣẹ́ ẹlòmíì rọrùn. Títọ́ àwọn olùkọ́ tuntun sọ́nà ka sí ìgbéga wọn; fìríìjì oníná oòrùn dín ìnáwó ẹ̀ka ìlera kù. Àtúnṣe tó kàn ń fi iṣẹ́ kún iṣẹ́ kì í sábà pẹ́.`,
    },
    ig: {
      headline:
        'Gịnị Na-eme Ka Mgbanwe Dịgide? Ihe Mmụta Sitere n’Afọ Iri nke Ọrụ Ndị Gụsịrị Mmemme Anyị',
      excerpt:
        'Anyị lere anya azụ n’ọrụ ndị gụsịrị mmemme anyị ka na-aga n’ihu ọtụtụ afọ ka e mesịrị. Omume atọ mere ka ha dị iche n’ọrụ ndị kwụsịrị.',
      body: `N’ime afọ iri gara aga, ndị gụsịrị mmemme anyị amalitela ọtụtụ narị ọrụ mgbanwe. Ụfọdụ abụrụla akụkụ nke otú otu ministrị ma ọ bụ kansụl ime obodo si arụ ọrụ; ndị ọzọ kwụsịrị mgbe onye guzobere ha pụrụ. Anyị nyochara ụfọdụ n’ime ụdị abụọ ahụ iji ghọta ihe dị iche.

Nke mbụ, ọrụ ndị dịgidere chọtara onye nwe ha n’ime gọọmentị n’oge. Akụkụ ọgụgụ akwụkwọ dị n’ụlọ akwụkwọ Lagos dịgidere n’ihi na ndị isi agụmakwụkwọ mpaghara tinyere ha n’atụmatụ ha, ọ bụghị n’ihi na onye guzobere ha nọgidere na-achọ ego.

Nke abụọ, ha tụrụ otu ihe dị mkpa ma na-akọ ya mgbe niile. Mbadamba ngosi mmefu ego ghe oghe dị na Abuja na-ebipụta otu ọnụọgụ anọ ahụ kwa ọnwa atọ, nke mere ka ha bụrụ akụkụ nke ihe a na-eme mgbe niile.

Nke atọ, ha mere ka ọrụ onye ọzọ dị mfe. Inye ndị nkuzi ọhụrụ ndụmọdụ gụrụ maka nkwalite ọkwa ha; igwe nju oyi na-eji ike anyanwụ chekwaara ngalaba ahụike ego. Mgbanwe na-agbakwunye naanị ọrụ anaghị adịgidekarị.`,
    },
    am: {
      headline: 'ማሻሻያን ዘላቂ የሚያደርገው ምንድን ነው? ከአሥር ዓመታት የምሩቃን ፕሮጀክቶች የተገኙ ትምህርቶች',
      excerpt: 'ከዓመታት በኋላም እየሠሩ ያሉ የምሩቃን ፕሮጀክቶችን መለስ ብለን ተመለከትን። ከከሰሙት የሚለያቸው ሦስት ልማዶች ናቸው።',
      body: `ባለፉት አሥር ዓመታት ምሩቃኖቻችን በመቶዎች የሚቆጠሩ የማሻሻያ ፕሮጀክቶችን ጀምረዋል። አንዳንዶቹ አሁን የአንድ ሚኒስቴር ወይም የአካባቢ ምክር ቤት የአሠራር አካል ሆነዋል፤ ሌሎቹ መሥራቹ ሲለቅ ከስመዋል። ልዩነቱን ለመረዳት ከሁለቱም ናሙና ወስደን መርምረናል።

አንደኛ፣ ዘላቂ የሆኑት ፕሮጀክቶች ገና በጊዜ በመንግሥት ውስጥ ባለቤት አግኝተዋል። በሌጎስ ትምህርት ቤቶች ያሉት የንባብ ማዕዘኖች የቆዩት መሥራቿ ገንዘብ ማሰባሰቧን ስለቀጠለች ሳይሆን የአካባቢው የትምህርት ባለሥልጣን በዕቅዱ ውስጥ ስላካተታቸው ነው።

ሁለተኛ፣ አንድ አስፈላጊ ነገር ለክተው በየጊዜው ሪፖርት አድርገዋል። በአቡጃ ያሉት ግልጽ የበጀት መረጃ ሰሌዳዎች በየሩብ ዓመቱ እነዚያኑ አራት ቁጥሮች ያትማሉ፤ ይህም የዘወትር ሥራ አካል አደረጋቸው።

ሦስተኛ፣ የሌላን ሰው ሥራ አቅልለዋል። አዳዲስ መምህራንን ማሠልጠን ለዕድገት ታሳቢ ተደረገ፤ በፀሐይ ኃይል የሚሠሩ ማቀዝቀዣዎች ለጤና መምሪያው ገንዘብ አዳኑ። ሥራ ብቻ የሚጨምሩ ማሻሻያዎች እምብዛም አይዘልቁም።`,
    },
    pt: {
      headline:
        'O que faz uma reforma durar? Lições de dez anos de projetos de antigos participantes',
      excerpt:
        'Revisitámos projetos de antigos participantes que continuam ativos anos depois. Três hábitos distinguem-nos dos que se apagaram.',
      body: `Ao longo da última década, os nossos antigos participantes lançaram centenas de projetos de reforma. Alguns fazem hoje parte do funcionamento de um ministério ou de uma câmara municipal; outros apagaram-se quando o fundador seguiu outro caminho. Analisámos uma amostra de ambos para perceber a diferença.

Primeiro, os projetos duradouros encontraram cedo um responsável dentro da administração pública. Os cantos de leitura das escolas de Lagos sobreviveram porque a autoridade educativa local os incluiu no seu plano, e não porque a fundadora continuou a angariar fundos.

Segundo, mediram uma única coisa que importava e divulgaram-na com regularidade. Os painéis de orçamento aberto de Abuja publicam os mesmos quatro números todos os trimestres, o que os tornou parte da rotina.

Terceiro, facilitaram o trabalho de outra pessoa. Orientar professores novos passou a contar para a progressão na carreira; os frigoríficos solares pouparam dinheiro aos serviços de saúde. As reformas que só acrescentam trabalho raramente duram.`,
    },
  },
  'open-budgets-start-local': {
    fr: {
      headline: 'Les budgets ouverts commencent au niveau local',
      excerpt:
        'Les portails nationaux de transparence font les gros titres, mais c’est dans leur quartier que les citoyens ressentent la dépense publique. Plaidoyer pour commencer par les conseils de zone.',
      body: `On parle souvent de transparence budgétaire à l’échelle nationale, où les chiffres sont trop grands pour signifier grand-chose pour la plupart des citoyens. Un forage, un bâtiment de salles de classe ou un poste de santé, en revanche, une communauté peut le vérifier de ses propres yeux.

Publier les budgets locaux dans un format simple et régulier — prévu, débloqué, dépensé, achevé — permet aux habitants de comparer les promesses et les résultats. Cela protège aussi les fonctionnaires honnêtes en rendant leur travail visible.

Le plus difficile est rarement technique : il s’agit de gagner la confiance des responsables qui doivent accepter de publier, puis de faire vivre la routine après le lancement.

Notre parcours gouvernance aide les participants à concevoir ces accords et à préparer la deuxième année, pas seulement la première.`,
    },
    ar: {
      headline: 'الميزانيات المفتوحة تبدأ محليًا',
      excerpt:
        'تتصدر بوابات الشفافية الوطنية العناوين، لكن المواطنين يلمسون الإنفاق العام في أحيائهم. دعوة إلى البدء بالمجالس المحلية.',
      body: `كثيرًا ما تُناقَش شفافية الميزانية على المستوى الوطني، حيث الأرقام أكبر من أن تعني شيئًا لمعظم المواطنين. أما البئر أو مبنى الفصول الدراسية أو النقطة الصحية فشيء يستطيع المجتمع أن يتحقق منه بعينيه.

إن نشر الميزانيات المحلية بصيغة بسيطة ومنتظمة — المخطط، والمصروف له، والمنفق، والمنجز — يتيح للسكان مقارنة الوعود بالنتائج. كما يحمي الموظفين النزهاء بجعل عملهم مرئيًا.

ونادرًا ما يكون الجزء الأصعب تقنيًا، بل هو بناء الثقة مع المسؤولين الذين يجب أن يوافقوا على النشر، والحفاظ على استمرار هذا العمل الدوري بعد الانطلاق.

يساعد مسار الحوكمة لدينا المشاركين على تصميم هذه الاتفاقات والتخطيط للسنة الثانية، لا للأولى فقط.`,
    },
    sw: {
      headline: 'Bajeti Wazi Huanzia Ngazi ya Eneo',
      excerpt:
        'Tovuti za kitaifa za uwazi hupata vichwa vya habari, lakini wananchi huhisi matumizi ya umma katika kata zao. Hoja ya kuanza na halmashauri za maeneo.',
      body: `Uwazi wa bajeti mara nyingi hujadiliwa katika ngazi ya taifa, ambapo takwimu ni kubwa mno kuwa na maana kwa wananchi wengi. Kisima, jengo la madarasa au kituo cha afya ni kitu ambacho jamii inaweza kukikagua kwa macho yake yenyewe.

Kuchapisha bajeti za maeneo kwa muundo rahisi na wa kudumu — kilichopangwa, kilichotolewa, kilichotumika, kilichokamilika — huwawezesha wakazi kulinganisha ahadi na matokeo. Pia huwalinda watumishi waaminifu kwa kufanya kazi yao ionekane.

Sehemu ngumu zaidi mara chache huwa ya kiufundi. Ni kujenga uaminifu na maafisa ambao lazima wakubali kuchapisha, na kudumisha utaratibu huo baada ya uzinduzi.

Masomo yetu ya utawala huwasaidia washiriki kubuni makubaliano haya na kupanga kwa ajili ya mwaka wa pili, si wa kwanza tu.`,
    },
    ha: {
      headline: 'Bayyana Kasafin Kuɗi Yana Farawa daga Yanki',
      excerpt:
        "Shafukan bayyana gaskiya na ƙasa ne ke samun kanun labarai, amma a unguwarsu ne 'yan ƙasa ke jin kashe kuɗin gwamnati. Hujjar farawa daga majalisun yankuna.",
      body: `Ana yawan tattauna bayyana kasafin kuɗi a matakin ƙasa, inda alƙaluman suka yi yawa ta yadda ba su da wata ma'ana ga yawancin 'yan ƙasa. Amma rijiyar burtsatse, ginin azuzuwa ko ƙaramar cibiyar lafiya abu ne da al'umma za ta iya dubawa da idonta.

Wallafa kasafin kuɗin yanki a tsari mai sauƙi kuma na kai a kai — abin da aka tsara, abin da aka saki, abin da aka kashe, abin da aka kammala — yana ba mazauna damar kwatanta alkawura da sakamako. Haka kuma yana kare jami'ai masu gaskiya ta hanyar bayyana aikinsu.

Sashe mafi wuya ba safai yake na fasaha ba. Shi ne gina amana da jami'an da dole su amince a wallafa, da kuma ci gaba da wannan al'ada bayan ƙaddamarwa.

Sashen shugabanci na shirinmu yana taimaka wa mahalarta su tsara waɗannan yarjejeniyoyi, su kuma shirya wa shekara ta biyu, ba ta farko kaɗai ba.`,
    },
    yo: {
      headline: 'Ìṣípayá Ìṣúná Ń Bẹ̀rẹ̀ Láti Àdúgbò',
      excerpt:
        'Àwọn ojú òpó ìṣípayá ti orílẹ̀-èdè ló ń gba àkọlé ìròyìn, ṣùgbọ́n ní wọ́ọ̀dù wọn ni àwọn aráàlú ti ń rí ìnáwó ìjọba. Ìdí tí ó fi yẹ ká bẹ̀rẹ̀ láti ọ̀dọ̀ àwọn ìgbìmọ̀ agbègbè.',
      body: `Ọ̀pọ̀ ìgbà ni a máa ń jíròrò ìṣípayá ìnáwó ìjọba ní ìpele orílẹ̀-èdè, níbi tí iye owó ti pọ̀ jù láti ní ìtumọ̀ kankan fún ọ̀pọ̀ aráàlú. Kànga ẹ̀rọ, ilé kíláàsì tàbí ibùdó ìlera kékeré jẹ́ ohun tí àwùjọ lè fi ojú ara rẹ̀ yẹ̀ wò.

Títẹ ìṣúná agbègbè jáde ní ọ̀nà tó rọrùn tí ó sì ń wáyé déédéé — ohun tí a pète, ohun tí a tú sílẹ̀, ohun tí a ná, ohun tí a parí — ń jẹ́ kí àwọn olùgbé fi ìlérí wé àbájáde. Ó tún ń dáàbò bo àwọn òṣìṣẹ́ olóòótọ́ nípa mímú kí iṣẹ́ wọn hàn síta.

Apá tó le jù kì í sábà jẹ́ ti ìmọ̀ ẹ̀rọ. Ó jẹ́ kíkọ́ ìgbẹ́kẹ̀lé pẹ̀lú àwọn òṣìṣẹ́ tí wọ́n gbọ́dọ̀ gbà láti tẹ̀ ẹ́ jáde, àti mímú kí àṣà náà máa bá a lọ lẹ́yìn ìbẹ̀rẹ̀.

Ẹ̀ka ìṣèjọba ètò wa ń ran àwọn olùkópa lọ́wọ́ láti ṣètò àwọn àdéhùn wọ̀nyí àti láti gbèrò fún ọdún kejì, kì í ṣe fún ọdún kìíní nìkan.`,
    },
    ig: {
      headline: 'Atụmatụ Mmefu Ego Ghe Oghe Na-amalite n’Ime Obodo',
      excerpt:
        'Webụsaịtị mba na-egosi ihe n’ihu ọha na-ewere isi akụkọ, mana ọ bụ na wọọdụ ha ka ụmụ amaala na-ahụ otú e si emefu ego ọha. Ihe mere o ji kwesị ịmalite na kansụl mpaghara.',
      body: `A na-ekwukarị maka imeghe mmefu ego n’ọkwa mba, ebe ọnụọgụ ego buru ibu nke ukwuu nke na ọ naghị apụta ihe ọ bụla nye ọtụtụ ụmụ amaala. Olulu mmiri, ụlọ ọmụmụ ihe ma ọ bụ obere ụlọ ahụike bụ ihe obodo nwere ike iji anya ya nyochaa.

Ibipụta atụmatụ mmefu ego mpaghara n’usoro dị mfe ma na-aga n’ihu mgbe niile — nke e zubere, nke e wepụtara, nke e mefuru, nke e mechara — na-enye ndị bi ebe ahụ ohere iji nkwa tụnyere ihe e mezuru. Ọ na-echekwakwa ndị ọrụ gọọmentị kwesịrị ntụkwasị obi site n’ime ka a hụ ọrụ ha.

Akụkụ kacha sie ike anaghị abụkarị nke teknụzụ. Ọ bụ iwulite ntụkwasị obi n’etiti ndị ọrụ gọọmentị ga-ekwenye ka e bipụta ya, na ime ka usoro ahụ na-aga n’ihu mgbe mmalite gachara.

Ngalaba ọchịchị nke mmemme anyị na-enyere ndị sonyere aka ịhazi nkwekọrịta ndị a ma kwadebe maka afọ nke abụọ, ọ bụghị naanị nke mbụ.`,
    },
    am: {
      headline: 'ግልጽ በጀት የሚጀምረው ከአካባቢ ነው',
      excerpt:
        'ብሔራዊ የግልጽነት ድረ ገጾች የዜና ርዕስ ይሆናሉ፤ ዜጎች ግን የሕዝብ ወጪን የሚያዩት በቀበሌያቸው ነው። ከአካባቢ ምክር ቤቶች መጀመር ለምን እንደሚገባ።',
      body: `የበጀት ግልጽነት ብዙ ጊዜ የሚነሣው በብሔራዊ ደረጃ ነው፤ እዚያ ደግሞ ቁጥሮቹ ለአብዛኞቹ ዜጎች ትርጉም እንዳይሰጡ እጅግ ትልቅ ናቸው። የጉድጓድ ውኃ፣ የመማሪያ ክፍሎች ሕንፃ ወይም ጤና ኬላ ግን አንድ ማኅበረሰብ በዓይኑ ሊያረጋግጠው የሚችል ነገር ነው።

የአካባቢ በጀትን ቀላልና መደበኛ በሆነ ቅርጽ — የታቀደ፣ የተለቀቀ፣ ወጪ የሆነ፣ የተጠናቀቀ — ማሳተም ነዋሪዎች ቃል የተገባውን ከውጤቱ ጋር እንዲያነጻጽሩ ያስችላል። ሥራቸውን በግልጽ በማሳየትም ታማኝ ሹማምንትን ይጠብቃል።

በጣም አስቸጋሪው ክፍል እምብዛም ቴክኒካዊ አይደለም። ለማሳተም መስማማት ካለባቸው ሹማምንት ጋር መተማመን መገንባትና ከጅማሮው በኋላ ልማዱ እንዲቀጥል ማድረግ ነው።

የአስተዳደር ዘርፍ ሥልጠናችን ተሳታፊዎች እነዚህን ስምምነቶች እንዲነድፉና ለመጀመሪያው ዓመት ብቻ ሳይሆን ለሁለተኛውም እንዲያቅዱ ይረዳቸዋል።`,
    },
    pt: {
      headline: 'Os orçamentos abertos começam no plano local',
      excerpt:
        'Os portais nacionais de transparência fazem as manchetes, mas é no seu bairro que os cidadãos sentem a despesa pública. Em defesa de começar pelos conselhos de área.',
      body: `A transparência orçamental é muitas vezes discutida a nível nacional, onde os números são demasiado grandes para dizerem muito à maioria dos cidadãos. Um furo de água, um bloco de salas de aula ou um posto de saúde são coisas que uma comunidade pode verificar com os próprios olhos.

Publicar os orçamentos locais num formato simples e regular — previsto, libertado, gasto, concluído — permite aos moradores comparar promessas com resultados. Também protege os funcionários honestos, ao tornar visível o seu trabalho.

A parte mais difícil raramente é técnica. É criar confiança com os responsáveis que têm de aceitar publicar e manter a rotina depois do lançamento.

A nossa vertente de governação ajuda os participantes a conceber estes acordos e a planear o segundo ano, e não apenas o primeiro.`,
    },
  },
  'virtual-hub-one-year-on': {
    fr: {
      headline: 'Notre espace virtuel, un an après',
      excerpt:
        'En passant en ligne, notre centre catalyseur s’est ouvert aux anciens participants de tout le continent. Voici ce qui a changé, et ce qui nous manque encore de l’espace physique.',
      body: `Il y a un an, nous avons transféré notre centre catalyseur d’un local à Lagos vers un espace virtuel. La décision tenait en partie au coût et en partie à la portée : la plupart de nos anciens participants ne vivent plus près de l’ancien bâtiment.

L’espace fonctionne désormais sur trois réseaux sociaux sous un même identifiant, avec des échanges hebdomadaires, des annonces d’emplois et de subventions, et un lieu où les anciens participants peuvent s’entraider.

La participation a augmenté, surtout parmi les anciens participants qui vivent hors de Lagos. Ce qui nous manque, ce sont les conversations imprévues autour d’un thé ; nous organisons donc chaque trimestre de petites rencontres en personne dans plusieurs villes.

L’espace est ouvert jour et nuit, et chaque ancien participant y est le bienvenu.`,
    },
    ar: {
      headline: 'مركزنا الافتراضي بعد عام',
      excerpt:
        'فتح نقلُ مركز التحفيز إلى الإنترنت أبوابه أمام الخريجين في أنحاء القارة. إليكم ما تغيّر، وما زلنا نفتقده في المكان الفعلي.',
      body: `قبل عام نقلنا مركز التحفيز من مقر فعلي في لاغوس إلى مركز افتراضي. كان القرار يتعلق جزئيًا بالكلفة وجزئيًا بالوصول إلى الناس: فمعظم خريجينا لم يعودوا يعيشون قرب المبنى القديم.

يعمل المركز الآن على ثلاث منصات اجتماعية تحت اسم حساب واحد مشترك، مع حوارات أسبوعية وإعلانات عن الوظائف والمنح، ومساحة يطلب فيها الخريجون المساعدة بعضهم من بعض.

ازدادت المشاركة، ولا سيما من الخريجين خارج لاغوس. أما ما نفتقده فهو الأحاديث العفوية حول كوب من الشاي، لذلك ننظم الآن كل فصل لقاءات حضورية صغيرة في عدة مدن.

المركز مفتوح على مدار الساعة، وكل خريج مرحَّب به.`,
    },
    sw: {
      headline: 'Kituo Chetu cha Mtandaoni, Mwaka Mmoja Baadaye',
      excerpt:
        'Kuhamishia kituo cha uchocheo mtandaoni kulikifungua kwa wahitimu kote barani. Haya ndiyo yaliyobadilika, na tunachokikosa bado kuhusu mahali halisi.',
      body: `Mwaka mmoja uliopita tulihamisha kituo chetu cha uchocheo kutoka jengo halisi huko Lagos hadi kituo cha mtandaoni. Uamuzi ulihusu kwa kiasi gharama na kwa kiasi kuwafikia watu wengi zaidi: wahitimu wetu wengi hawaishi tena karibu na jengo la zamani.

Kituo sasa kinaendeshwa kwenye mitandao mitatu ya kijamii chini ya jina moja la pamoja, kikiwa na mazungumzo ya kila wiki, matangazo ya kazi na ruzuku, na mahali ambapo wahitimu wanaweza kuombana msaada.

Ushiriki umeongezeka, hasa kutoka kwa wahitimu walio nje ya Lagos. Tunachokikosa ni mazungumzo yasiyopangwa tukinywa chai, kwa hiyo sasa tunaandaa mikutano midogo ya ana kwa ana katika miji kadhaa kila robo mwaka.

Kituo kiko wazi saa zote, na kila mhitimu anakaribishwa.`,
    },
    ha: {
      headline: 'Cibiyarmu ta Intanet, Bayan Shekara Ɗaya',
      excerpt:
        'Mayar da cibiyar ƙarfafawa kan intanet ya buɗe ta ga tsofaffin mahalarta a faɗin nahiyar. Ga abin da ya canza, da abin da har yanzu muke kewa game da wurin na zahiri.',
      body: `Shekara ɗaya da ta wuce, mun mayar da cibiyar ƙarfafawarmu daga wani gini a Lagos zuwa cibiyar intanet. Shawarar ta shafi kuɗi a wani ɓangare, a wani ɓangaren kuma isa ga mutane da yawa: yawancin tsofaffin mahalartanmu ba sa zama kusa da tsohon ginin yanzu.

Yanzu cibiyar tana aiki a kan kafafen sada zumunta guda uku da suna ɗaya na bai ɗaya, da tattaunawar mako-mako, sanarwar ayyukan yi da tallafi, da kuma wurin da tsofaffin mahalarta za su nemi taimakon juna.

Yawan masu shiga ya ƙaru, musamman daga tsofaffin mahalarta da ke wajen Lagos. Abin da muke kewa shi ne hirarrakin da ba a shirya ba a kan shayi, don haka yanzu muna shirya ƙananan taruka na ido da ido a birane da dama a kowane wata uku.

Cibiyar a buɗe take dare da rana, kuma kowane tsohon mahalarci yana da marhabin.`,
    },
    yo: {
      headline: 'Ibùdó Orí Ayélujára Wa, Lẹ́yìn Ọdún Kan',
      excerpt:
        'Gbígbé ibùdó ìṣírí wa sórí ayélujára ṣí i sílẹ̀ fún àwọn olùkópa àtijọ́ káàkiri ilẹ̀ Áfíríkà. Èyí ni ohun tó yí padà, àti ohun tí a ṣì ń ṣàárò nípa ibi tí a lè fojú rí.',
      body: `Ní ọdún kan sẹ́yìn, a gbé ibùdó ìṣírí wa kúrò ní ilé kan ní Lagos sí ibùdó orí ayélujára. Apá kan ìpinnu náà jẹ mọ́ owó, apá kan sì jẹ mọ́ bí a ṣe lè dé ọ̀dọ̀ ènìyàn púpọ̀: ọ̀pọ̀ àwọn olùkópa àtijọ́ wa kò gbé nítòsí ilé àtijọ́ náà mọ́.

Ibùdó náà ń ṣiṣẹ́ báyìí lórí ìkànnì ìbánidọ́rẹ̀ẹ́ mẹ́ta lábẹ́ orúkọ kan náà, pẹ̀lú ìjíròrò ọ̀sọ̀ọ̀sẹ̀, ìkéde iṣẹ́ àti owó ìrànwọ́, àti ibi tí àwọn olùkópa àtijọ́ ti lè béèrè ìrànlọ́wọ́ lọ́wọ́ ara wọn.

Ìkópa ti pọ̀ sí i, pàápàá láti ọ̀dọ̀ àwọn olùkópa àtijọ́ tí wọ́n ń gbé lẹ́yìn òde Lagos. Ohun tí a ń ṣàárò ni ìjíròrò àìròtẹ́lẹ̀ lórí ife tíì, nítorí náà a ti ń ṣètò ìpàdé ojúkojú kéékèèké ní ọ̀pọ̀ ìlú ní oṣù mẹ́ta mẹ́ta.

Ibùdó náà ṣí sílẹ̀ lọ́sàn-án lóru, gbogbo olùkópa àtijọ́ ló sì káàbọ̀.`,
    },
    ig: {
      headline: 'Ebe Nzukọ Anyị n’Ịntanetị, Otu Afọ Ka E Mesịrị',
      excerpt:
        'Ibuga ebe nkwado anyị n’ịntanetị mere ka ọ ghere ndị gụsịrị mmemme anyị n’Afrịka niile. Nke a bụ ihe gbanwere, na ihe ka na-agụ anyị agụụ gbasara ebe anyị na-ezukọ n’anụ ahụ.',
      body: `Otu afọ gara aga, anyị bugara ebe nkwado anyị site n’ụlọ dị na Lagos gaa n’ebe nzukọ n’ịntanetị. Akụkụ nke mkpebi ahụ metụtara ego, akụkụ ọzọ metụtara iru ọtụtụ mmadụ: ọtụtụ n’ime ndị gụsịrị mmemme anyị anọghịzi nso n’ụlọ ochie ahụ.

Ebe nzukọ ahụ na-arụ ọrụ ugbu a na nyiwe mgbasa ozi ọha atọ n’okpuru otu aha, nwere mkparịta ụka kwa izu, ọkwa gbasara ọrụ na onyinye, na ebe ndị gụsịrị mmemme anyị nwere ike ịrịọ ibe ha enyemaka.

Ọnụọgụ ndị na-esonye amụbaala, karịsịa ndị gụsịrị mmemme anyị bi na mpụga Lagos. Ihe na-agụ anyị agụụ bụ mkparịta ụka na-atụghị anya mgbe a na-aṅụ tii, ya mere anyị na-ahazi ugbu a obere nzukọ ihu na ihu n’ọtụtụ obodo mepere emepe kwa ọnwa atọ.

Ebe nzukọ ahụ na-emeghe ehihie na abalị, a na-anabatakwa onye ọ bụla gụsịrị mmemme anyị.`,
    },
    am: {
      headline: 'የበይነ መረብ ማዕከላችን ከአንድ ዓመት በኋላ',
      excerpt:
        'የአነቃቂ ማዕከሉን ወደ በይነ መረብ ማዛወር በመላው አህጉሩ ለሚገኙ ምሩቃን ክፍት አደረገው። የተለወጠው ምን እንደሆነና ከአካላዊው ቦታ አሁንም የሚናፍቀንን እነሆ።',
      body: `ከአንድ ዓመት በፊት የአነቃቂ ማዕከላችንን በሌጎስ ከነበረው አካላዊ ቦታ ወደ በይነ መረብ ማዕከል አዛወርን። ውሳኔው በከፊል ወጪን፣ በከፊል ደግሞ ብዙ ሰው መድረስን የሚመለከት ነበር፤ አብዛኞቹ ምሩቃኖቻችን ከእንግዲህ በአሮጌው ሕንፃ አቅራቢያ አይኖሩም።

ማዕከሉ አሁን በአንድ የጋራ መለያ ስም በሦስት የማኅበራዊ ሚዲያ መድረኮች ላይ ይሠራል፤ ሳምንታዊ ውይይቶች፣ የሥራና የድጋፍ ገንዘብ ማስታወቂያዎች፣ እንዲሁም ምሩቃን እርስ በርሳቸው እርዳታ የሚጠያየቁበት ቦታ አለው።

ተሳትፎው አድጓል፤ በተለይ ከሌጎስ ውጭ ከሚኖሩ ምሩቃን። የሚናፍቀን ሻይ እየጠጣን ሳናስበው የምናደርገው ጨዋታ ነው፤ ስለዚህ አሁን በየሩብ ዓመቱ በተለያዩ ከተሞች አነስተኛ የአካል ለአካል ስብሰባዎችን እናዘጋጃለን።

ማዕከሉ ቀንና ሌሊት ክፍት ነው፤ እያንዳንዱ ምሩቅም በደስታ ይስተናገዳል።`,
    },
    pt: {
      headline: 'O nosso centro virtual, um ano depois',
      excerpt:
        'Levar o centro catalisador para a internet abriu-o a antigos participantes de todo o continente. Eis o que mudou e o que ainda nos faz falta do espaço físico.',
      body: `Há um ano, mudámos o nosso centro catalisador de um espaço físico em Lagos para um centro virtual. A decisão teve a ver em parte com o custo e em parte com o alcance: a maioria dos nossos antigos participantes já não vive perto do antigo edifício.

O centro funciona agora em três redes sociais sob um mesmo nome de utilizador, com conversas semanais, anúncios de emprego e de subvenções, e um espaço onde os antigos participantes pedem ajuda uns aos outros.

A participação cresceu, sobretudo entre antigos participantes fora de Lagos. O que nos faz falta são as conversas improvisadas à volta de um chá, por isso organizamos agora, todos os trimestres, pequenos encontros presenciais em várias cidades.

O centro está aberto a qualquer hora e todos os antigos participantes são bem-vindos.`,
    },
  },
  'young-people-in-local-government': {
    fr: {
      headline: 'Les jeunes ont leur place dans les réunions des collectivités locales',
      excerpt:
        'Les jeunes Africains sont majoritaires, mais rarement présents quand se prennent les décisions locales. À Accra, d’anciens participants changent la donne, une proposition après l’autre.',
      body: `Sur tout le continent, les moins de 30 ans sont majoritaires, et pourtant ils sont rarement présents quand se décident les budgets, les arrêtés et les projets locaux.

Le programme de bourses Jeunes leaders civiques, à Accra, prépare les jeunes à y prendre part : comment fonctionne une assemblée, comment réunir des preuves, comment rédiger une courte proposition et à qui la présenter.

Les résultats sont concrets. Les boursiers ont proposé des audits de l’éclairage public et des calendriers d’assainissement des marchés, et environ une proposition sur cinq a été adoptée.

Nous travaillons désormais avec d’anciens participants d’autres villes pour adapter ce programme au fonctionnement de leurs collectivités locales.`,
    },
    ar: {
      headline: 'للشباب مكان في اجتماعات الحكم المحلي',
      excerpt:
        'الشباب الأفارقة هم الأغلبية، لكنهم نادرًا ما يحضرون حين تُتخذ القرارات المحلية. وفي أكرا يغيّر خريجونا ذلك، مقترحًا بعد مقترح.',
      body: `في أنحاء القارة يشكّل من هم دون الثلاثين الأغلبية، لكنهم نادرًا ما يحضرون حين تُقرَّر الميزانيات واللوائح والمشاريع المحلية.

تُعِدّ زمالة «القادة المدنيون الشباب» في أكرا الشبابَ للمشاركة: كيف تعمل الجمعية المحلية، وكيف تُجمع الأدلة، وكيف يُكتب مقترح قصير ولمن يُقدَّم.

النتائج عملية. فقد اقترح الزملاء تدقيقًا لإنارة الشوارع وجداول لنظافة الأسواق، واعتُمد نحو مقترح واحد من كل خمسة.

ونعمل الآن مع خريجين في مدن أخرى لتكييف الزمالة مع أنظمة الحكم المحلي لديهم.`,
    },
    sw: {
      headline: 'Vijana Wanastahili Kuwa katika Mikutano ya Serikali za Mitaa',
      excerpt:
        'Vijana wa Afrika ndio wengi, lakini mara chache huwa ndani ya chumba maamuzi ya eneo yanapofanywa. Wahitimu huko Accra wanabadilisha hali hiyo pendekezo moja baada ya jingine.',
      body: `Kote barani, watu walio chini ya miaka 30 ndio wengi, lakini mara chache huwepo bajeti, sheria ndogo na miradi ya maeneo yanapoamuliwa.

Ushirika wa Viongozi Vijana wa Kiraia huko Accra huwaandaa vijana kushiriki: jinsi baraza linavyofanya kazi, jinsi ya kukusanya ushahidi, jinsi ya kuandika pendekezo fupi na nani wa kumpelekea.

Matokeo ni ya vitendo. Washiriki wa ushirika wamependekeza ukaguzi wa taa za barabarani na ratiba za usafi wa masoko, na takriban pendekezo moja kati ya matano limekubaliwa.

Sasa tunafanya kazi na wahitimu katika miji mingine ili kurekebisha ushirika huu ulingane na mifumo ya serikali zao za mitaa.`,
    },
    ha: {
      headline: 'Matasa Suna da Gurbi a Tarukan Ƙananan Hukumomi',
      excerpt:
        'Matasan Afirka su ne mafiya yawa, amma ba safai suke cikin ɗakin ba lokacin da ake yanke shawarwarin yanki. Tsofaffin mahalarta a Accra suna sauya hakan, shawara ɗaya bayan ɗaya.',
      body: `A faɗin nahiyar, mutanen da shekarunsu ba su kai 30 ba su ne mafiya yawa, amma ba safai suke halarta ba lokacin da ake yanke shawara kan kasafin kuɗin yanki, dokokin ƙaramar hukuma da ayyuka.

Shirin Zumuncin Matasan Shugabannin Al'umma a Accra yana shirya matasa don a dama da su: yadda majalisa ke aiki, yadda ake tattara shaidu, yadda ake rubuta gajeriyar shawara da kuma wanda za a kai wa ita.

Sakamakon a zahiri yake. Mahalartan sun gabatar da shawarwarin binciken fitilun titi da jadawalin tsaftar kasuwanni, kuma an amince da kusan shawara ɗaya cikin kowace biyar.

Yanzu muna aiki tare da tsofaffin mahalarta a wasu birane don daidaita shirin da tsarin ƙananan hukumominsu.`,
    },
    yo: {
      headline: 'Àwọn Ọ̀dọ́ Yẹ Kí Wọ́n Wà Nínú Ìpàdé Ìjọba Ìbílẹ̀',
      excerpt:
        'Àwọn ọ̀dọ́ ilẹ̀ Áfíríkà ló pọ̀ jù, síbẹ̀ wọn kì í sábà sí nínú yàrá nígbà tí a bá ń ṣe ìpinnu àdúgbò. Àwọn olùkópa àtijọ́ ní Accra ń yí èyí padà, àbá kan lẹ́yìn òmíràn.',
      body: `Káàkiri ilẹ̀ Áfíríkà, àwọn tí ọjọ́ orí wọn kò tíì tó 30 ló pọ̀ jù, síbẹ̀ wọn kì í sábà sí níbẹ̀ nígbà tí a bá ń pinnu ìnáwó àdúgbò, òfin ìjọba ìbílẹ̀ àti iṣẹ́ àkànṣe.

Ètò ìdánilẹ́kọ̀ọ́ Àwọn Aṣáájú Ọ̀dọ́ Aráàlú ní Accra ń múra àwọn ọ̀dọ́ sílẹ̀ láti kópa: bí ìgbìmọ̀ ìjọba ìbílẹ̀ ṣe ń ṣiṣẹ́, bí a ṣe ń kó ẹ̀rí jọ, bí a ṣe ń kọ àbá kúkúrú àti ẹni tí a ó gbé e lọ bá.

Àbájáde rẹ̀ ṣe é fojú rí. Àwọn olùkópa ti dábàá àyẹ̀wò iná ojú pópó àti ètò ìmọ́tótó ọjà, a sì ti gba nǹkan bí àbá kan nínú márùn-ún wọlé.

A ń bá àwọn olùkópa àtijọ́ ní àwọn ìlú míì ṣiṣẹ́ báyìí láti mú ètò náà bá ètò ìjọba ìbílẹ̀ wọn mu.`,
    },
    ig: {
      headline: 'Ndị Ntorobịa Kwesịrị Ịnọ na Nzukọ Ọchịchị Ime Obodo',
      excerpt:
        'Ndị ntorobịa Afrịka bụ ọnụọgụ ka ukwuu, mana ha anaghị anọkarị n’ime ụlọ mgbe a na-eme mkpebi obodo. Ndị gụsịrị mmemme anyị na Accra na-agbanwe nke a, otu atụmatụ n’otu oge.',
      body: `N’Afrịka niile, ndị na-erubeghị afọ 30 bụ ọnụọgụ ka ukwuu, mana ha anaghị anọkarị ebe a na-ekpebi mmefu ego, iwu na ọrụ obodo.

Mmemme Ndị Ndu Ntorobịa Obodo dị na Accra na-akwadebe ndị ntorobịa isonye: otú mgbakọ ọchịchị si arụ ọrụ, otú e si achịkọta ihe akaebe, otú e si ede obere atụmatụ na onye a ga-ewetara ya.

Nsonaazụ ya bara uru n’ezie. Ndị sonyere atụpụtala nyocha ọkụ okporo ụzọ na usoro idebe ahịa ọcha, a nabatakwala ihe dị ka otu atụmatụ n’ime ise ọ bụla.

Anyị na ndị gụsịrị mmemme anyị n’obodo ndị ọzọ na-arụkọ ọrụ ugbu a iji mee ka mmemme a dabara n’usoro ọchịchị ime obodo ha.`,
    },
    am: {
      headline: 'ወጣቶች በአካባቢ አስተዳደር ስብሰባዎች ቦታ አላቸው',
      excerpt:
        'አፍሪካውያን ወጣቶች አብላጫውን ቁጥር ይይዛሉ፤ ሆኖም የአካባቢ ውሳኔዎች ሲወሰኑ በቦታው እምብዛም አይገኙም። በአክራ ያሉ ምሩቃን ይህን በአንድ በአንድ የውሳኔ ሐሳብ እየለወጡ ነው።',
      body: `በመላው አህጉሩ ዕድሜያቸው ከ30 በታች የሆኑ ሰዎች አብላጫውን ቁጥር ይይዛሉ፤ ሆኖም የአካባቢ በጀቶች፣ ደንቦችና ፕሮጀክቶች ሲወሰኑ እምብዛም አይገኙም።

በአክራ የሚገኘው የወጣት ማኅበረሰብ መሪዎች ኅብረት ወጣቶችን ለተሳትፎ ያዘጋጃል፦ ምክር ቤት እንዴት እንደሚሠራ፣ ማስረጃ እንዴት እንደሚሰበሰብ፣ አጭር የውሳኔ ሐሳብ እንዴት እንደሚጻፍና ለማን መቅረብ እንዳለበት።

ውጤቶቹ ተጨባጭ ናቸው። የኅብረቱ አባላት የመንገድ መብራት ቁጥጥርና የገበያ ጽዳት መርሐ ግብሮችን አቅርበዋል፤ ከአምስት የውሳኔ ሐሳቦች አንዱ ገደማ ተቀባይነት አግኝቷል።

አሁን ኅብረቱን ከየአካባቢ አስተዳደር ሥርዓታቸው ጋር ለማጣጣም በሌሎች ከተሞች ካሉ ምሩቃን ጋር እየሠራን ነው።`,
    },
    pt: {
      headline: 'Os jovens têm lugar nas reuniões do poder local',
      excerpt:
        'Os jovens africanos são a maioria, mas raramente estão presentes quando se tomam decisões locais. Em Accra, antigos participantes estão a mudar isso, uma proposta de cada vez.',
      body: `Em todo o continente, as pessoas com menos de 30 anos são a maioria, mas raramente estão presentes quando se decidem orçamentos, regulamentos e projetos locais.

O programa de bolsas Jovens Líderes Cívicos, em Accra, prepara os jovens para participar: como funciona uma assembleia, como reunir provas, como redigir uma proposta curta e a quem a apresentar.

Os resultados são práticos. Os bolseiros propuseram auditorias à iluminação pública e calendários de limpeza dos mercados, e cerca de uma proposta em cada cinco foi adotada.

Estamos agora a trabalhar com antigos participantes de outras cidades para adaptar o programa aos respetivos sistemas de poder local.`,
    },
  },
  'justice-delayed-pre-trial-detention': {
    fr: {
      headline:
        'Justice différée : la détention provisoire et ce que peuvent faire les jeunes avocats',
      excerpt:
        'La plupart des personnes détenues n’ont été condamnées pour rien. À Enugu, des permanences juridiques du week-end montrent comment une petite équipe peut faire avancer des dossiers bloqués.',
      body: `Dans de nombreux centres de détention, la plupart des personnes incarcérées attendent leur procès. Certaines attendent des années parce qu’un dossier a été perdu, qu’un témoin a déménagé ou que personne n’a demandé de libération sous caution.

Les permanences juridiques du week-end animées par de jeunes avocats à Enugu examinent chaque dossier, retrouvent les pièces manquantes et signalent aux tribunaux les affaires bloquées. Des avocats chevronnés supervisent bénévolement ce travail.

Ces permanences profitent aussi aux avocats : ils acquièrent une expérience des audiences et un réseau dès le début de leur carrière.

Nous y voyons un modèle de réforme qui part de personnes ayant des compétences et du temps, et qui tisse les liens institutionnels nécessaires pour que leurs efforts portent leurs fruits.`,
    },
    ar: {
      headline: 'عدالة مؤجَّلة: الحبس الاحتياطي وما يستطيع المحامون الشباب فعله',
      excerpt:
        'معظم المحتجزين لم تصدر بحقهم أي إدانة. وتُظهر عيادات قانونية تعمل في عطلات نهاية الأسبوع في إينوغو كيف يستطيع فريق صغير تحريك القضايا المتعثرة.',
      body: `في كثير من مراكز الاحتجاز ينتظر معظم المحتجزين محاكمتهم. وينتظر بعضهم سنوات لأن ملفًا ضاع، أو لأن شاهدًا انتقل، أو لأن أحدًا لم يطلب الإفراج عنهم بكفالة.

تراجع العيادات القانونية التي يديرها محامون شباب في إينوغو في عطلات نهاية الأسبوع كل ملف، وتتعقب السجلات المفقودة، وتلفت انتباه المحاكم إلى القضايا المتعثرة. ويشرف محامون كبار على العمل دون مقابل.

وتفيد هذه العيادات المحامين أيضًا: فهم يكتسبون خبرة في قاعات المحاكم وشبكة علاقات في بداية مسيرتهم المهنية.

نرى في ذلك نموذجًا للإصلاح يبدأ بأشخاص لديهم المهارة والوقت، ويبني الروابط المؤسسية التي تجعل جهدهم مثمرًا.`,
    },
    sw: {
      headline:
        'Haki Iliyocheleweshwa: Mahabusu Kabla ya Kesi na Kile Mawakili Vijana Wanachoweza Kufanya',
      excerpt:
        'Watu wengi walio kizuizini hawajatiwa hatiani kwa kosa lolote. Kliniki za kisheria za mwisho wa wiki huko Enugu zinaonyesha jinsi timu ndogo inavyoweza kusukuma kesi zilizokwama.',
      body: `Katika vituo vingi vya mahabusu, watu wengi wanaoshikiliwa wanasubiri kesi zao. Baadhi husubiri kwa miaka kwa sababu jalada lilipotea, shahidi alihama au hakuna aliyeomba dhamana.

Kliniki za kisheria za mwisho wa wiki zinazoendeshwa na mawakili vijana huko Enugu hupitia kila jalada, hufuatilia kumbukumbu zilizopotea na hufikisha kesi zilizokwama mbele ya mahakama. Mawakili waandamizi husimamia kazi hiyo bila malipo.

Kliniki hizi zinawanufaisha mawakili pia: wanapata uzoefu wa mahakamani na mtandao wa watu mapema katika taaluma yao.

Tunauona huu kama mfano wa mageuzi unaoanza na watu wenye ujuzi na muda, na kujenga mahusiano ya kitaasisi yanayofanya juhudi zao zilete matokeo.`,
    },
    ha: {
      headline:
        "Jinkirin Adalci: Tsare Mutane Kafin Shari'a da Abin da Matasan Lauyoyi Za Su Iya Yi",
      excerpt:
        "Yawancin mutanen da ke tsare ba a same su da laifin komai ba. Cibiyoyin taimakon shari'a na ƙarshen mako a Enugu suna nuna yadda ƙaramar tawaga za ta iya motsa shari'un da suka tsaya cak.",
      body: `A gidajen gyaran hali da yawa, yawancin mutanen da ake tsare da su suna jiran shari'a ne. Wasu suna jira na tsawon shekaru saboda an rasa fayil, wani shaida ya ƙaura, ko kuma babu wanda ya nemi belinsu.

Cibiyoyin taimakon shari'a na ƙarshen mako da matasan lauyoyi ke gudanarwa a Enugu suna duba kowane fayil, suna bin diddigin bayanan da suka ɓace, kuma suna kai shari'un da suka tsaya cak gaban kotuna. Manyan lauyoyi suna sa ido kan aikin kyauta.

Cibiyoyin suna amfanar lauyoyin su ma: suna samun ƙwarewa a kotu da kuma abokan hulɗa tun farkon aikinsu.

Muna ganin wannan a matsayin tsarin gyara da ke farawa da mutanen da ke da ƙwarewa da lokaci, kuma yake gina alaƙa da hukumomi domin ƙoƙarinsu ya yi tasiri.`,
    },
    yo: {
      headline: 'Ìdájọ́ Tí A Fà Sẹ́yìn: Àtìmọ́lé Ṣáájú Ìgbẹ́jọ́ àti Ohun Tí Àwọn Agbẹjọ́rò Ọ̀dọ́ Lè Ṣe',
      excerpt:
        'Ọ̀pọ̀ jù lọ àwọn tó wà ní àtìmọ́lé ni a kò tíì dá lẹ́bi ẹ̀ṣẹ̀ kankan. Àwọn ibùdó ìrànlọ́wọ́ òfin tí ń ṣiṣẹ́ ní òpin ọ̀sẹ̀ ní Enugu fi hàn bí ẹgbẹ́ kékeré ṣe lè mú kí ẹjọ́ tó dúró gbéra.',
      body: `Ní ọ̀pọ̀ ọgbà ẹ̀wọ̀n, ọ̀pọ̀ jù lọ àwọn tí wọ́n tì mọ́lé ló ń dúró de ìgbẹ́jọ́. Àwọn kan ń dúró fún ọ̀pọ̀ ọdún nítorí pé fáìlì kan sọnù, ẹlẹ́rìí kan kó lọ, tàbí kò sí ẹni tó béèrè fún ìtúsílẹ̀ onídùúró fún wọn.

Àwọn ibùdó ìrànlọ́wọ́ òfin ti òpin ọ̀sẹ̀ tí àwọn agbẹjọ́rò ọ̀dọ́ ń darí ní Enugu máa ń ṣàyẹ̀wò fáìlì kọ̀ọ̀kan, wọ́n ń wá àwọn àkọsílẹ̀ tó sọnù, wọ́n sì ń mú àwọn ẹjọ́ tó dúró wá sí àkíyèsí ilé ẹjọ́. Àwọn agbẹjọ́rò àgbà ń bójú tó iṣẹ́ náà lọ́fẹ̀ẹ́.

Àwọn ibùdó náà ṣe àwọn agbẹjọ́rò náà láǹfààní pẹ̀lú: wọ́n ń ní ìrírí ní ilé ẹjọ́ àti ìbáṣepọ̀ pẹ̀lú àwọn ènìyàn ní ìbẹ̀rẹ̀ iṣẹ́ wọn.

A rí èyí gẹ́gẹ́ bí àpẹẹrẹ àtúnṣe tó bẹ̀rẹ̀ pẹ̀lú àwọn tí wọ́n ní ọgbọ́n àti àkókò, tí ó sì ń kọ́ ìbáṣepọ̀ pẹ̀lú àwọn àjọ láti mú kí akitiyan wọn so èso.`,
    },
    ig: {
      headline: 'Ikpe Ezi Na-egbu Oge: Njide Tupu Ikpe na Ihe Ndị Ọka Iwu Na-eto Eto Nwere Ike Ime',
      excerpt:
        'A mabeghị ọtụtụ ndị nọ n’njide ikpe maka mpụ ọ bụla. Ụlọ enyemaka iwu na-arụ ọrụ na ngwụsị izu na Enugu na-egosi otú obere otu nwere ike isi mee ka ikpe ndị kwụsịrị na-aga n’ihu.',
      body: `N’ọtụtụ ụlọ mkpọrọ, ọtụtụ ndị a na-ejide na-eche ikpe ha. Ụfọdụ na-echere ọtụtụ afọ n’ihi na faịlụ furu efu, onye akaebe kwagara ebe ọzọ ma ọ bụ na ọ dịghị onye rịọrọ ka a gbapụta ha.

Ụlọ enyemaka iwu nke ngwụsị izu nke ndị ọka iwu na-eto eto na-elekọta na Enugu na-enyocha faịlụ ọ bụla, na-achọpụta ndekọ ndị furu efu ma na-eme ka ụlọikpe mara maka ikpe ndị kwụsịrị. Ndị ọka iwu ukwu na-elekọta ọrụ ahụ n’efu.

Ụlọ enyemaka ndị a na-abakwara ndị ọka iwu ahụ uru: ha na-enweta ahụmahụ n’ụlọikpe na mmekọrịta na ndị mmadụ n’oge mmalite ọrụ ha.

Anyị na-ahụ nke a dị ka ụdị mgbanwe na-amalite site n’aka ndị nwere nkà na oge, ma na-ewulite njikọ na ụlọ ọrụ iji mee ka mgbalị ha baa uru.`,
    },
    am: {
      headline: 'የዘገየ ፍትሕ፦ ከፍርድ በፊት እስር እና ወጣት ጠበቆች ሊያደርጉት የሚችሉት',
      excerpt:
        'በእስር ላይ ካሉት አብዛኞቹ በምንም ወንጀል አልተፈረደባቸውም። በኢኑጉ በሳምንት መጨረሻ የሚሠሩ የሕግ ድጋፍ ማዕከላት አንድ አነስተኛ ቡድን የተጓተቱ ጉዳዮችን እንዴት ማንቀሳቀስ እንደሚችል ያሳያሉ።',
      body: `በብዙ ማረሚያ ቤቶች ውስጥ ከታሰሩት አብዛኞቹ ፍርድ በመጠባበቅ ላይ ናቸው። አንዳንዶቹ ለዓመታት የሚጠብቁት መዝገብ በመጥፋቱ፣ ምስክር ወደ ሌላ ቦታ በመሄዱ ወይም ማንም የዋስትና ጥያቄ ባለማቅረቡ ነው።

በኢኑጉ ወጣት ጠበቆች የሚመሩት የሳምንት መጨረሻ የሕግ ድጋፍ ማዕከላት እያንዳንዱን መዝገብ ይመረምራሉ፣ የጠፉ ሰነዶችን ያፈላልጋሉ፣ የተጓተቱ ጉዳዮችንም ለፍርድ ቤቶች ትኩረት ያቀርባሉ። ልምድ ያላቸው ከፍተኛ ጠበቆች ሥራውን በነፃ ይቆጣጠራሉ።

ማዕከላቱ ጠበቆቹንም ይጠቅማሉ፦ በሙያ ዘመናቸው መጀመሪያ ላይ የችሎት ልምድና የሥራ ግንኙነት መረብ ያገኛሉ።

ይህን ክህሎትና ጊዜ ካላቸው ሰዎች የሚጀምርና ጥረታቸው ፍሬ እንዲያፈራ ተቋማዊ ትስስሮችን የሚገነባ የማሻሻያ ሞዴል አድርገን እናየዋለን።`,
    },
    pt: {
      headline: 'Justiça adiada: a prisão preventiva e o que os jovens advogados podem fazer',
      excerpt:
        'A maioria das pessoas detidas não foi condenada por nada. Em Enugu, consultas jurídicas de fim de semana mostram como uma pequena equipa pode desbloquear processos parados.',
      body: `Em muitos estabelecimentos prisionais, a maioria das pessoas detidas aguarda julgamento. Algumas esperam anos porque um processo se perdeu, uma testemunha mudou de casa ou ninguém pediu a liberdade sob caução.

As consultas jurídicas de fim de semana dirigidas por jovens advogados em Enugu analisam cada processo, localizam os registos em falta e levam os processos parados ao conhecimento dos tribunais. Advogados experientes supervisionam o trabalho gratuitamente.

As consultas também beneficiam os advogados: ganham experiência de tribunal e uma rede de contactos logo no início da carreira.

Vemos nisto um modelo de reforma que parte de pessoas com competências e tempo, e cria as ligações institucionais que fazem o seu esforço valer a pena.`,
    },
  },
};

export default TRANSLATIONS;
