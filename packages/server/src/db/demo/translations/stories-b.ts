import type { DemoStoryTranslation, DemoTranslations } from './types.js';

/** Translations of demo stories, by slug, then language. */
const TRANSLATIONS: DemoTranslations<DemoStoryTranslation> = {
  'teacher-coaching-network-abeokuta': {
    fr: {
      title: 'Un réseau d’accompagnement entre pairs pour les nouveaux enseignants d’Abeokuta',
      summary:
        'Des enseignants expérimentés accompagnent leurs collègues nouvellement affectés par des visites de classe et de courts ateliers mensuels, ce qui réduit les démissions précoces.',
      impact: '640 enseignants accompagnés',
      narrative: `Dans l’État d’Ogun, les nouveaux enseignants étaient souvent affectés dans des écoles où personne n’avait le temps de les aider. Beaucoup partaient avant deux ans. Olumide Bankole, alors directeur adjoint d’un établissement, était convaincu que la réponse se trouvait déjà dans les salles des professeurs : des enseignants expérimentés qui savaient ce qui marche.

Son réseau d’accompagnement entre pairs associe chaque nouvel enseignant à un accompagnateur d’une école voisine. Les accompagnateurs observent une leçon par mois, ne font de remarques que sur deux points et retrouvent les enseignants qu’ils suivent lors d’un atelier mensuel consacré à une seule compétence pratique, comme l’art de poser des questions ou les routines de classe.

La commission du service enseignant de l’État a accepté de compter les heures d’accompagnement pour l’avancement, ce qui a donné aux accompagnateurs l’envie de participer.

En 2014, 640 enseignants avaient été accompagnés, et les démissions précoces de nouveaux enseignants dans les écoles participantes avaient baissé de près de moitié.`,
    },
    ar: {
      title: 'شبكة توجيه بين الأقران للمعلمين الجدد في أبيوكوتا',
      summary:
        'معلمون ذوو خبرة يوجّهون زملاءهم المعيَّنين حديثًا عبر زيارات صفية وورش عمل شهرية قصيرة، فتقلّ الاستقالات المبكرة.',
      impact: '640 معلمًا تلقّوا التوجيه',
      narrative: `كان المعلمون الجدد في ولاية أوغون يُعيَّنون في الغالب في مدارس لا يجد فيها أحد وقتًا لمساعدتهم، فترك كثيرون منهم المهنة في غضون عامين. وكان أولوميدي بانكولي، نائب مدير مدرسة آنذاك، مقتنعًا بأن الحل موجود أصلًا في غرف المعلمين: معلمون ذوو خبرة يعرفون ما ينجح.

تربط شبكته للتوجيه بين الأقران كل معلم جديد بموجّه من مدرسة قريبة. ويحضر الموجّهون حصة واحدة في الشهر، ولا يقدّمون ملاحظاتهم إلا في أمرين اثنين، ويلتقون بمن يوجّهونهم في ورشة شهرية تتناول مهارة عملية واحدة، مثل طرح الأسئلة أو تنظيم روتين الفصل.

ووافقت لجنة الخدمة التعليمية في الولاية على احتساب ساعات التوجيه في الترقية، فأقبل الموجّهون على المشاركة.

وبحلول عام 2014 كان 640 معلمًا قد تلقّوا التوجيه، وانخفضت الاستقالات المبكرة بين المعلمين الجدد في المدارس المشاركة إلى النصف تقريبًا.`,
    },
    sw: {
      title: 'Mtandao wa Ushauri wa Rika kwa Walimu Wapya Abeokuta',
      summary:
        'Walimu wenye uzoefu huwaelekeza wenzao waliopangiwa kazi hivi karibuni kupitia ziara za darasani na warsha fupi za kila mwezi, na hivyo kupunguza walimu wanaoacha kazi mapema.',
      impact: '640 walimu wameelekezwa',
      narrative: `Walimu wapya katika Jimbo la Ogun mara nyingi walipangiwa shule ambako hakuna aliyekuwa na muda wa kuwasaidia. Wengi waliacha kazi kabla ya miaka miwili. Olumide Bankole, wakati huo akiwa makamu mkuu wa shule, aliamini kwamba jibu tayari lilikuwa katika vyumba vya walimu: walimu wenye uzoefu waliojua kinachofaulu.

Mtandao wake wa ushauri wa rika humwunganisha kila mwalimu mpya na mshauri kutoka shule ya jirani. Washauri hutazama kipindi kimoja kwa mwezi, hutoa maoni kuhusu mambo mawili tu, na hukutana na walimu wanaowaelekeza katika warsha ya kila mwezi kuhusu ujuzi mmoja wa vitendo, kama vile kuuliza maswali au taratibu za darasani.

Tume ya utumishi wa walimu ya jimbo ilikubali kuhesabu saa za ushauri katika kupandishwa vyeo, jambo lililowafanya washauri kuwa na hamu ya kushiriki.

Kufikia mwaka 2014 walimu 640 walikuwa wameelekezwa, na idadi ya walimu wapya walioacha kazi mapema katika shule zinazoshiriki ilikuwa imepungua karibu nusu.`,
    },
    ha: {
      title: 'Ƙungiyar Jagoranci Tsakanin Abokan Aiki don Sababbin Malamai a Abeokuta',
      summary:
        'Gogaggun malamai suna jagorantar abokan aikinsu da aka tura kwanan nan ta hanyar ziyartar azuzuwa da gajerun tarukan bita na kowane wata, abin da ya rage yawan masu barin aiki da wuri.',
      impact: '640 malamai sun sami jagoranci',
      narrative: `A Jihar Ogun, ana yawan tura sababbin malamai makarantun da babu wanda ke da lokacin taimaka musu. Da yawa daga cikinsu sun bar aikin kafin shekara biyu. Olumide Bankole, wanda a lokacin mataimakin shugaban makaranta ne, ya yi imani cewa amsar tana nan a ɗakunan malamai: gogaggun malamai da suka san abin da ke aiki.

Ƙungiyarsa ta jagoranci tsakanin abokan aiki tana haɗa kowane sabon malami da jagora daga makarantar da ke kusa. Jagororin suna kallon darasi ɗaya a kowane wata, suna ba da shawara a kan abubuwa biyu kawai, kuma suna haɗuwa da malaman da suke jagoranta a taron bita na kowane wata kan fasaha ɗaya ta aiki, kamar yin tambayoyi ko tsarin aji na yau da kullum.

Hukumar kula da aikin koyarwa ta jihar ta amince ta ƙidaya sa'o'in jagoranci wajen ƙarin girma, abin da ya sa jagororin suka yi ɗokin shiga.

Ya zuwa 2014, malamai 640 sun sami jagoranci, kuma yawan sababbin malamai da ke barin aiki da wuri a makarantun da ke cikin shirin ya ragu da kusan rabi.`,
    },
    yo: {
      title: 'Ẹgbẹ́ Ìtọ́sọ́nà Láàárín Ẹlẹgbẹ́ fún Àwọn Olùkọ́ Tuntun ní Abẹ́òkúta',
      summary:
        'Àwọn olùkọ́ tí ó ní ìrírí ń tọ́ àwọn ẹlẹgbẹ́ wọn tí wọ́n ṣẹ̀ṣẹ̀ fi ránṣẹ́ sí ilé-ẹ̀kọ́ sọ́nà nípasẹ̀ ìbẹ̀wò sí kíláàsì àti ìdánilẹ́kọ̀ọ́ kúkúrú lóṣooṣù, èyí sì dín iye àwọn tí ń fi iṣẹ́ sílẹ̀ ní kùtùkùtù kù.',
      impact: '640 olùkọ́ ti gba ìtọ́sọ́nà',
      narrative: `Ní Ìpínlẹ̀ Ògùn, wọ́n sábà máa ń rán àwọn olùkọ́ tuntun lọ sí ilé-ẹ̀kọ́ tí kò sí ẹni tí ó ní àkókò láti ràn wọ́n lọ́wọ́. Ọ̀pọ̀ lára wọn fi iṣẹ́ sílẹ̀ kí ọdún méjì tó pé. Olumide Bankole, tí ó jẹ́ igbákejì olórí ilé-ẹ̀kọ́ nígbà náà, gbàgbọ́ pé ìdáhùn ti wà nínú yàrá àwọn olùkọ́ tẹ́lẹ̀: àwọn olùkọ́ tí ó ní ìrírí, tí wọ́n mọ ohun tí ó ń ṣiṣẹ́.

Ẹgbẹ́ ìtọ́sọ́nà rẹ̀ máa ń so olùkọ́ tuntun kọ̀ọ̀kan pọ̀ mọ́ olùtọ́sọ́nà kan láti ilé-ẹ̀kọ́ tí ó wà nítòsí. Àwọn olùtọ́sọ́nà máa ń wo ẹ̀kọ́ kan lóṣù, wọ́n máa ń sọ èrò wọn lórí nǹkan méjì péré, wọ́n sì máa ń pàdé àwọn tí wọ́n ń tọ́ sọ́nà níbi ìdánilẹ́kọ̀ọ́ oṣooṣù lórí ọgbọ́n iṣẹ́ kan ṣoṣo, bí i bíbéèrè ìbéèrè tàbí ètò ojoojúmọ́ inú kíláàsì.

Àjọ tí ó ń bójú tó iṣẹ́ olùkọ́ ní ìpínlẹ̀ náà gbà láti ka wákàtí ìtọ́sọ́nà kún ìgbéga, èyí sì mú kí ọkàn àwọn olùtọ́sọ́nà fà sí kíkópa.

Ní ọdún 2014, olùkọ́ 640 ti gba ìtọ́sọ́nà, iye àwọn olùkọ́ tuntun tí ń fi iṣẹ́ sílẹ̀ ní kùtùkùtù ní àwọn ilé-ẹ̀kọ́ tí ó kópa sì ti dín kù ní nǹkan bí ìdajì.`,
    },
    ig: {
      title: "Otu Nduzi n'Etiti Ndị Ọrụ Ibe maka Ndị Nkụzi Ọhụrụ n'Abeokuta",
      summary:
        "Ndị nkụzi nwere ahụmịhe na-eduzi ndị ọrụ ibe ha e zigara ọhụrụ site na nleta klaasị na obere ọmụmụ ihe kwa ọnwa, nke na-ebelata ọnụ ọgụgụ ndị na-ahapụ ọrụ n'oge.",
      impact: '640 ndị nkụzi e duziri',
      narrative: `Na Steeti Ogun, a na-ezigakarị ndị nkụzi ọhụrụ n'ụlọ akwụkwọ ebe ọ dịghị onye nwere oge inyere ha aka. Ọtụtụ n'ime ha hapụrụ ọrụ tupu afọ abụọ agafee. Olumide Bankole, onye bụ osote onye isi ụlọ akwụkwọ n'oge ahụ, kwenyere na azịza ya adịlarị n'ime ụlọ ndị nkụzi: ndị nkụzi nwere ahụmịhe maara ihe na-arụ ọrụ.

Otu nduzi ya na-ejikọ onye nkụzi ọhụrụ ọ bụla na onye nduzi si n'ụlọ akwụkwọ dị nso. Ndị nduzi na-ekiri otu nkụzi n'ọnwa, na-ekwu okwu naanị banyere ihe abụọ, ma na-ezute ndị ha na-eduzi n'ọmụmụ ihe kwa ọnwa gbasara otu nkà bara uru, dị ka ịjụ ajụjụ ma ọ bụ usoro a na-agbaso kwa ụbọchị na klaasị.

Kọmịshọn na-ahụ maka ọrụ nkụzi na steeti ahụ kwetara ịgụnye awa nduzi mgbe a na-akwalite ndị nkụzi n'ọkwa, nke mere ka ndị nduzi nwee agụụ isonye.

Ka ọ na-erule 2014, e duzila ndị nkụzi 640, ọnụ ọgụgụ ndị nkụzi ọhụrụ na-ahapụ ọrụ n'oge n'ụlọ akwụkwọ ndị sonyere agbadawokwa ihe dị ka ọkara.`,
    },
    am: {
      title: 'በአቤኦኩታ ለአዲስ መምህራን የአቻ ለአቻ የማሠልጠኛ መረብ',
      summary:
        'ልምድ ያላቸው መምህራን አዲስ የተመደቡ ባልደረቦቻቸውን በክፍል ጉብኝትና በአጭር ወርሃዊ አውደ ጥናቶች ያሠለጥናሉ፤ ይህም ቀድመው ሥራ የሚለቁ መምህራን ቁጥር እንዲቀንስ አድርጓል።',
      impact: '640 መምህራን ሥልጠና አግኝተዋል',
      narrative: `በኦጉን ግዛት አዲስ መምህራን ብዙ ጊዜ የሚመደቡት እነርሱን ለመርዳት ጊዜ ያለው ማንም በሌለባቸው ትምህርት ቤቶች ነበር። ብዙዎቹ በሁለት ዓመት ውስጥ ሥራውን ይተዉ ነበር። በወቅቱ ምክትል ርዕሰ መምህር የነበሩት ኦሉሚዴ ባንኮሌ መፍትሔው ቀድሞውኑ በመምህራን ክፍሎች ውስጥ እንዳለ ያምኑ ነበር፤ ምን እንደሚሠራ የሚያውቁ ልምድ ያላቸው መምህራን።

የአቻ ለአቻ የማሠልጠኛ መረባቸው እያንዳንዱን አዲስ መምህር በአቅራቢያ ካለ ትምህርት ቤት ከመጣ አሠልጣኝ ጋር ያጣምራል። አሠልጣኞቹ በወር አንድ ክፍለ ጊዜ ይከታተላሉ፣ በሁለት ነገሮች ላይ ብቻ አስተያየት ይሰጣሉ፣ እንዲሁም ከሚያሠለጥኗቸው መምህራን ጋር እንደ ጥያቄ አጠያየቅ ወይም የክፍል ውስጥ የዕለት ተዕለት አሠራር ባለ አንድ ተግባራዊ ክህሎት ላይ በሚያተኩር ወርሃዊ አውደ ጥናት ይገናኛሉ።

የግዛቱ የመምህራን አገልግሎት ኮሚሽን የማሠልጠኛ ሰዓታት ለዕድገት እንዲቆጠሩ ተስማማ፤ ይህም አሠልጣኞቹ ለመሳተፍ እንዲጓጉ አደረጋቸው።

እስከ 2014 ድረስ 640 መምህራን ሥልጠና አግኝተው ነበር፤ በተሳታፊ ትምህርት ቤቶች ውስጥ ቀድመው ሥራ የሚለቁ አዲስ መምህራን ቁጥርም በግማሽ ያህል ቀንሶ ነበር።`,
    },
    pt: {
      title: 'Uma rede de mentoria entre pares para novos professores em Abeokuta',
      summary:
        'Professores experientes acompanham colegas recém-colocados com visitas às aulas e breves sessões de formação mensais, reduzindo as desistências precoces.',
      impact: '640 professores acompanhados',
      narrative: `No Estado de Ogun, os novos professores eram muitas vezes colocados em escolas onde ninguém tinha tempo para os ajudar. Muitos desistiam ao fim de dois anos. Olumide Bankole, então subdiretor de uma escola, acreditava que a resposta já estava nas salas de professores: docentes experientes que sabiam o que resulta.

A sua rede de mentoria entre pares junta cada novo professor a um mentor de uma escola próxima. Os mentores assistem a uma aula por mês, comentam apenas dois aspetos e encontram os professores que acompanham numa sessão de formação mensal dedicada a uma única competência prática, como a arte de fazer perguntas ou as rotinas da sala de aula.

A comissão do serviço docente do estado aceitou contar as horas de mentoria para a progressão na carreira, o que deu aos mentores vontade de participar.

Até 2014, 640 professores tinham sido acompanhados, e as desistências precoces entre os novos professores das escolas participantes tinham descido quase para metade.`,
    },
  },
  'mobile-clinics-maiduguri': {
    fr: {
      title: 'Des cliniques mobiles au service des familles déplacées autour de Maiduguri',
      summary:
        'Des équipes mobiles apportent vaccination, dépistage de la malnutrition et soins de base aux familles qui vivent dans des communautés d’accueil autour de Maiduguri.',
      impact: '45,000 consultations médicales',
      narrative: `Beaucoup de familles déplacées par le conflit dans le Nord-Est ne vivent pas dans des camps mais dans des communautés d’accueil autour de Maiduguri, où les centres de santé sont débordés et souvent éloignés. Hauwa Abubakar, infirmière, a commencé avec une camionnette empruntée et deux collègues.

Ses cliniques mobiles suivent un itinéraire hebdomadaire fixe, pour que les familles sachent quand l’équipe passera. Chaque visite propose la vaccination, le dépistage de la malnutrition chez les enfants, le traitement des maladies courantes et l’orientation des cas graves vers l’hôpital de l’État.

Elle a bâti ce service avec le ministère de la Santé de l’État, qui fournit vaccins et médicaments, tandis qu’un comité local organise la file d’attente sur chaque site et relance les familles des enfants qui ont manqué une visite.

En 2020, les équipes avaient assuré 45 000 consultations, et le ministère a adopté leur méthode de planification des itinéraires pour ses propres actions de proximité.`,
    },
    ar: {
      title: 'عيادات متنقلة تصل إلى الأسر النازحة حول مايدوغوري',
      summary:
        'فرق متنقلة توصل التطعيم والكشف عن سوء التغذية والرعاية الأساسية إلى الأسر المقيمة في المجتمعات المضيفة حول مايدوغوري.',
      impact: '45,000 استشارة طبية',
      narrative: `كثير من الأسر التي شرّدها النزاع في شمال شرق البلاد لا تعيش في المخيمات بل لدى مجتمعات مضيفة حول مايدوغوري، حيث العيادات مثقلة بالأعباء وبعيدة في الغالب. بدأت الممرضة حواء أبو بكر العمل بشاحنة صغيرة مستعارة وزميلين.

تسير عياداتها المتنقلة وفق مسار أسبوعي ثابت حتى تعرف الأسر موعد قدوم الفريق. وتقدّم كل زيارة التطعيم، وفحص الأطفال للكشف عن سوء التغذية، وعلاج الأمراض الشائعة، وإحالة الحالات الخطيرة إلى مستشفى الولاية.

وقد أنشأت الخدمة بالتعاون مع وزارة الصحة في الولاية، التي توفّر اللقاحات والأدوية، فيما تنظّم لجنة مجتمعية في كل موقع الطابور وتتابع الأطفال الذين فاتتهم زيارة.

وبحلول عام 2020 كانت الفرق قد أجرت 45,000 استشارة طبية، واعتمدت الوزارة طريقة تخطيط المسارات في أنشطتها الميدانية.`,
    },
    sw: {
      title: 'Kliniki Zinazotembea Zawafikia Familia Zilizohamishwa Karibu na Maiduguri',
      summary:
        'Timu zinazotembea hupeleka chanjo, uchunguzi wa utapiamlo na huduma za msingi kwa familia zinazoishi katika jamii zinazowapokea karibu na Maiduguri.',
      impact: '45,000 mashauriano ya matibabu',
      narrative: `Familia nyingi zilizohamishwa na vita Kaskazini Mashariki haziishi kambini bali katika jamii zinazowapokea karibu na Maiduguri, ambako zahanati zimezidiwa na mara nyingi ziko mbali. Hauwa Abubakar, muuguzi, alianza na gari dogo la kuazima na wenzake wawili.

Kliniki zake zinazotembea hufuata njia maalum ya kila wiki ili familia zijue timu itakapofika. Kila ziara hutoa chanjo, uchunguzi wa utapiamlo kwa watoto, matibabu ya magonjwa ya kawaida na rufaa ya wagonjwa mahututi kwenda hospitali ya jimbo.

Alijenga huduma hii pamoja na wizara ya afya ya jimbo, inayotoa chanjo na dawa, huku kamati ya jamii katika kila eneo ikipanga foleni na kufuatilia watoto waliokosa ziara.

Kufikia mwaka 2020 timu zilikuwa zimefanya mashauriano 45,000, na wizara imeikubali mbinu ya kupanga njia kwa ajili ya huduma zake za kuwafikia wananchi.`,
    },
    ha: {
      title: "Asibitocin Tafi-da-gidanka Suna Isa ga Iyalan 'Yan Gudun Hijira a Kewayen Maiduguri",
      summary:
        "Ƙungiyoyin tafi-da-gidanka suna kai allurar rigakafi, gwajin tamowa da kulawar lafiya ta farko ga iyalan da ke zaune tare da al'ummomin da suka karɓe su a kewayen Maiduguri.",
      impact: '45,000 duban marasa lafiya',
      narrative: `Yawancin iyalan da rikici ya raba da gidajensu a Arewa maso Gabas ba a sansanoni suke zaune ba, sai dai tare da al'ummomin da suka karɓe su a kewayen Maiduguri, inda asibitoci suka cika maƙil kuma galibi suna nesa. Hauwa Abubakar, wata ma'aikaciyar jinya, ta fara ne da wata ƙaramar mota da ta aro da abokan aikinta biyu.

Asibitocinta na tafi-da-gidanka suna bin hanya ɗaya da aka tsara kowane mako domin iyalai su san lokacin da ƙungiyar za ta zo. Kowace ziyara tana ba da allurar rigakafi, gwajin yara don tamowa, maganin cututtuka na yau da kullum da tura masu tsananin rashin lafiya zuwa asibitin jiha.

Ta gina wannan hidima tare da ma'aikatar lafiya ta jiha, wadda ke samar da alluran rigakafi da magunguna, yayin da wani kwamitin al'umma a kowane wuri ke shirya layi tare da bibiyar yaran da suka rasa ziyara.

Ya zuwa 2020, ƙungiyoyin sun duba marasa lafiya sau 45,000, kuma ma'aikatar ta rungumi hanyar tsara zagayen domin ayyukanta na kai hidima ga jama'a.`,
    },
    yo: {
      title: 'Àwọn Ilé-ìwòsàn Alágbèéká Ń Dé Ọ̀dọ̀ Àwọn Ìdílé Tí A Lé Kúrò Nílé Yí Maiduguri Ká',
      summary:
        'Àwọn ẹgbẹ́ alágbèéká ń gbé abẹ́rẹ́ àjẹsára, àyẹ̀wò àìjẹunrekánú àti ìtọ́jú ìpìlẹ̀ lọ bá àwọn ìdílé tí ń gbé láàárín àwọn àwùjọ tí ó gbà wọ́n sílé yí Maiduguri ká.',
      impact: '45,000 ìpàdé pẹ̀lú oníṣègùn',
      narrative: `Ọ̀pọ̀ ìdílé tí ogun lé kúrò nílé ní Àríwá Ìlà-Oòrùn kì í gbé nínú àgọ́, àárín àwọn àwùjọ tí ó gbà wọ́n sílé yí Maiduguri ká ni wọ́n ń gbé, níbi tí iṣẹ́ ti pọ̀ jù fún àwọn ilé-ìwòsàn, tí wọ́n sì sábà máa ń jìnnà. Hauwa Abubakar, nọ́ọ̀sì kan, bẹ̀rẹ̀ pẹ̀lú ọkọ̀ akérò kékeré tí ó yá àti ẹlẹgbẹ́ rẹ̀ méjì.

Àwọn ilé-ìwòsàn alágbèéká rẹ̀ máa ń tẹ̀lé ọ̀nà kan náà ní ọ̀sẹ̀ kọ̀ọ̀kan kí àwọn ìdílé lè mọ ìgbà tí ẹgbẹ́ náà yóò dé. Ìbẹ̀wò kọ̀ọ̀kan ń pèsè abẹ́rẹ́ àjẹsára, àyẹ̀wò àìjẹunrekánú fún àwọn ọmọdé, ìtọ́jú àwọn àìsàn tí ó wọ́pọ̀ àti fífi àwọn tí àìsàn wọn le ránṣẹ́ sí ilé-ìwòsàn ìpínlẹ̀.

Ó kọ́ iṣẹ́ yìí pẹ̀lú ilé-iṣẹ́ ètò ìlera ìpínlẹ̀, tí ó ń pèsè abẹ́rẹ́ àjẹsára àti oògùn, nígbà tí ìgbìmọ̀ àwùjọ kan ní ibùdó kọ̀ọ̀kan ń ṣètò ìlà, tí ó sì ń tẹ̀lé àwọn ọmọdé tí wọ́n pàdánù ìbẹ̀wò.

Ní ọdún 2020, àwọn ẹgbẹ́ náà ti ṣe ìpàdé 45,000 pẹ̀lú àwọn aláìsàn, ilé-iṣẹ́ ètò ìlera sì ti gba ọ̀nà ìṣètò ìrìn-àjò wọn fún iṣẹ́ ìlera tí òun fúnra rẹ̀ ń gbé lọ bá àwọn aráàlú.`,
    },
    ig: {
      title: "Ụlọ Ọgwụ Na-agagharị Na-eru Ezinụlọ A Chụpụrụ n'Ụlọ Ha Gburugburu Maiduguri",
      summary:
        "Otu ndị ọrụ ahụike na-agagharị na-ebuga ọgwụ mgbochi, nyocha maka erighị nri na-edozi ahụ na nlekọta ahụike bụ isi nye ezinụlọ bi n'etiti obodo nnabata gburugburu Maiduguri.",
      impact: '45,000 nleta dọkịta',
      narrative: `Ọtụtụ ezinụlọ ọgụ chụpụrụ n'ụlọ ha n'Ugwu Ọwụwa Anyanwụ anaghị ebi n'ogige ndị gbara ọsọ ndụ, kama ha bi n'etiti obodo nnabata gburugburu Maiduguri, ebe ọrụ karịrị ụlọ ọgwụ aka, ha na-adịkwa anya. Hauwa Abubakar, otu nọọsụ, malitere site n'ụgbọ ala ọ gbaziri na ndị ọrụ ibe ya abụọ.

Ụlọ ọgwụ ya na-agagharị na-agbaso otu ụzọ a kara aka kwa izu ka ezinụlọ wee mara mgbe otu ahụ ga-abịa. Nleta ọ bụla na-enye ọgwụ mgbochi, nyocha ụmụaka maka erighị nri na-edozi ahụ, ọgwụgwọ ọrịa ndị a na-ahụkarị, na iziga ndị ọrịa siri ike n'ụlọ ọgwụ steeti.

O wuru ọrụ a na ministri ahụike nke steeti, nke na-enye ọgwụ mgbochi na ọgwụ ndị ọzọ, ebe otu kọmitii obodo n'ebe ọ bụla na-ahazi ahịrị ma na-esochi ụmụaka tụfuru nleta.

Ka ọ na-erule 2020, otu ndị ahụ emeela nleta dọkịta 45,000, ministri ahụ ewerekwala usoro ha si ahazi ụzọ maka ọrụ nke ya n'obodo.`,
    },
    am: {
      title: 'ተንቀሳቃሽ ክሊኒኮች በማይዱጉሪ ዙሪያ የተፈናቀሉ ቤተሰቦችን ይደርሳሉ',
      summary:
        'ተንቀሳቃሽ ቡድኖች በማይዱጉሪ ዙሪያ ከተቀባይ ማኅበረሰቦች ጋር ለሚኖሩ ቤተሰቦች ክትባት፣ የምግብ እጥረት ምርመራ እና መሠረታዊ ሕክምና ያደርሳሉ።',
      impact: '45,000 የሕክምና ምክክሮች',
      narrative: `በሰሜን ምሥራቅ በግጭት ምክንያት ከተፈናቀሉ ቤተሰቦች ብዙዎቹ የሚኖሩት በመጠለያ ጣቢያዎች ሳይሆን በማይዱጉሪ ዙሪያ ከሚገኙ ተቀባይ ማኅበረሰቦች ጋር ነው፤ በዚያ ክሊኒኮች ከአቅማቸው በላይ የተጨናነቁና ብዙውን ጊዜ ሩቅ ናቸው። ነርሷ ሐውዋ አቡበከር ሥራውን የጀመረችው በተዋሰችው አነስተኛ መኪና እና ከሁለት ባልደረቦቿ ጋር ነበር።

ተንቀሳቃሽ ክሊኒኮቿ ቤተሰቦች ቡድኑ መቼ እንደሚመጣ እንዲያውቁ ቋሚ ሳምንታዊ መስመር ይከተላሉ። እያንዳንዱ ጉብኝት ክትባትን፣ የሕፃናትን የምግብ እጥረት ምርመራ፣ የተለመዱ በሽታዎችን ሕክምና እና ከባድ ሕመምተኞችን ወደ ግዛቱ ሆስፒታል መላክን ያካትታል።

አገልግሎቱን የገነባችው ክትባቶችንና መድኃኒቶችን ከሚያቀርበው የግዛቱ ጤና ሚኒስቴር ጋር ሲሆን፣ በየቦታው ያለ የማኅበረሰብ ኮሚቴ ደግሞ ሰልፉን ያደራጃል፤ ጉብኝት ያመለጣቸውን ሕፃናትም ይከታተላል።

እስከ 2020 ድረስ ቡድኖቹ 45,000 የሕክምና ምክክሮችን አካሂደዋል፤ ሚኒስቴሩም የመስመር ዕቅድ ዘዴውን ለራሱ የተደራሽነት ሥራ ተቀብሎታል።`,
    },
    pt: {
      title: 'Clínicas móveis chegam às famílias deslocadas em redor de Maiduguri',
      summary:
        'Equipas móveis levam vacinação, rastreio da desnutrição e cuidados básicos às famílias que vivem em comunidades de acolhimento em redor de Maiduguri.',
      impact: '45,000 consultas',
      narrative: `Muitas famílias deslocadas pelo conflito no Nordeste não vivem em campos, mas em comunidades de acolhimento em redor de Maiduguri, onde os centros de saúde estão sobrecarregados e ficam muitas vezes longe. Hauwa Abubakar, enfermeira, começou com uma carrinha emprestada e dois colegas.

As suas clínicas móveis seguem um percurso semanal fixo, para que as famílias saibam quando a equipa vai passar. Cada visita oferece vacinação, rastreio da desnutrição nas crianças, tratamento de doenças comuns e encaminhamento dos casos graves para o hospital do estado.

Montou o serviço com o ministério da saúde do estado, que fornece as vacinas e os medicamentos, enquanto uma comissão comunitária em cada local organiza a fila e acompanha as crianças que faltam a uma visita.

Até 2020, as equipas tinham realizado 45 000 consultas, e o ministério adotou o método de planeamento de percursos para as suas próprias ações junto da população.`,
    },
  },
  'procurement-monitoring-port-harcourt': {
    fr: {
      title: 'À Port Harcourt, les citoyens surveillent les marchés de construction d’écoles',
      summary:
        'Des observateurs communautaires formés suivent les marchés de construction d’écoles publiques de l’attribution à la réception et signalent les problèmes avant le paiement.',
      impact: '120 marchés suivis',
      narrative: `Les blocs de salles de classe à moitié construits sont un spectacle familier dans bien des États. Tamuno Briggs, ingénieure en génie civil, voulait que les communautés puissent vérifier les travaux qu’on leur avait promis avant que les entrepreneurs ne soient payés en totalité.

Avec le bureau des marchés publics de l’État, elle a obtenu que les résumés des marchés — étendue des travaux, prix, calendrier — soient communiqués à l’association des parents de chaque école. Des bénévoles de la communauté apprennent à lire ce résumé et à comparer l’avancement des travaux avec lui grâce à une simple liste de contrôle en photos.

Les rapports sont envoyés au bureau et à l’école, et le bureau s’engage à répondre sous deux semaines. Les entrepreneurs ont vite compris que la communauté avait l’œil sur eux.

En 2024, 120 marchés avaient été suivis, et la part des chantiers livrés à temps dans les collectivités locales participantes était passée d’environ un tiers à plus des deux tiers.`,
    },
    ar: {
      title: 'مواطنون يراقبون عقود بناء المدارس في بورت هاركورت',
      summary:
        'مراقبون مجتمعيون مدرَّبون يتابعون عقود بناء المدارس الحكومية من الترسية حتى التسليم، ويبلّغون عن المشكلات قبل صرف المستحقات.',
      impact: '120 عقدًا خضعت للمراقبة',
      narrative: `مبانٍ مدرسية نصف مكتملة مشهد مألوف في ولايات كثيرة. وأرادت المهندسة المدنية تامونو بريغز أن تتمكن المجتمعات من التحقق من الأعمال التي وُعدت بها قبل أن يتقاضى المقاولون مستحقاتهم كاملة.

واتفقت مع مكتب المشتريات العامة في الولاية على أن تُتاح ملخصات العقود — نطاق الأعمال والسعر والجدول الزمني — لجمعية أولياء الأمور في كل مدرسة. ويتعلم متطوعون من المجتمع قراءة الملخص ومقارنة سير العمل به باستخدام قائمة تحقق بسيطة بالصور.

وتُرسل التقارير إلى المكتب وإلى المدرسة، ويلتزم المكتب بالرد في غضون أسبوعين. وسرعان ما أدرك المقاولون أن المجتمع يراقبهم.

وبحلول عام 2024 خضع للمراقبة 120 عقدًا، وارتفعت نسبة المشاريع المسلَّمة في موعدها في مناطق الحكم المحلي المشاركة من نحو الثلث إلى أكثر من الثلثين.`,
    },
    sw: {
      title: 'Wananchi Wafuatilia Mikataba ya Ujenzi wa Shule Port Harcourt',
      summary:
        'Wafuatiliaji wa jamii waliofunzwa hufuatilia mikataba ya ujenzi wa shule za umma tangu inapotolewa hadi makabidhiano na huripoti matatizo kabla ya malipo.',
      impact: '120 mikataba imefuatiliwa',
      narrative: `Majengo ya madarasa yaliyojengwa nusu ni jambo la kawaida katika majimbo mengi. Tamuno Briggs, mhandisi wa ujenzi, alitaka jamii ziweze kukagua kazi walizoahidiwa kabla wakandarasi hawajalipwa kikamilifu.

Pamoja na ofisi ya ununuzi wa umma ya jimbo alikubaliana kwamba muhtasari wa mikataba — kazi zinazohusika, bei na ratiba — ungeshirikishwa na chama cha wazazi cha kila shule. Wajitolea kutoka jamii hujifunza kusoma muhtasari huo na kulinganisha maendeleo ya kazi nao kwa kutumia orodha rahisi ya ukaguzi yenye picha.

Ripoti hupelekwa kwa ofisi hiyo na kwa shule, na ofisi huahidi kujibu ndani ya wiki mbili. Wakandarasi walijifunza haraka kwamba jamii ilikuwa ikiwatazama.

Kufikia mwaka 2024 mikataba 120 ilikuwa imefuatiliwa, na sehemu ya miradi iliyokabidhiwa kwa wakati katika serikali za mitaa zinazoshiriki ilipanda kutoka karibu theluthi moja hadi zaidi ya theluthi mbili.`,
    },
    ha: {
      title: "'Yan Ƙasa Suna Sa Ido kan Kwangilolin Gina Makarantu a Port Harcourt",
      summary:
        "Masu sa ido na al'umma da aka horar suna bibiyar kwangilolin gina makarantun gwamnati tun daga bayar da kwangila har zuwa miƙawa, kuma suna ba da rahoton matsaloli kafin a biya kuɗi.",
      impact: '120 kwangiloli da aka sa wa ido',
      narrative: `Gine-ginen azuzuwa da aka bari a rabin hanya abu ne da aka saba gani a jihohi da dama. Tamuno Briggs, injiniyar gine-gine, ta so al'ummomi su iya duba aikin da aka yi musu alkawari kafin a biya 'yan kwangila cikakken kuɗinsu.

Tare da hukumar sayayyar gwamnati ta jihar, ta amince cewa za a riƙa bai wa ƙungiyar iyayen ɗalibai ta kowace makaranta taƙaitaccen bayanin kwangila — girman aikin, farashi da jadawalin lokaci. 'Yan sa kai daga al'umma suna koyon karanta wannan taƙaitawa da kwatanta ci gaban aikin da ita ta hanyar wani jerin bincike mai sauƙi da hotuna.

Ana aika rahotanni ga hukumar da kuma makarantar, kuma hukumar ta yi alƙawarin amsawa cikin makonni biyu. Ba a daɗe ba 'yan kwangila suka gane cewa al'umma na sa ido.

Ya zuwa 2024, an sa ido kan kwangiloli 120, kuma yawan ayyukan da aka miƙa a kan lokaci a ƙananan hukumomin da ke cikin shirin ya tashi daga kusan kashi ɗaya cikin uku zuwa fiye da kashi biyu cikin uku.`,
    },
    yo: {
      title: 'Àwọn Aráàlú Ń Ṣọ́ Àwọn Àdéhùn Ìkọ́lé Ilé-ẹ̀kọ́ ní Port Harcourt',
      summary:
        'Àwọn olùṣọ́ àwùjọ tí a ti kọ́ ń tẹ̀lé àwọn àdéhùn ìkọ́lé ilé-ẹ̀kọ́ ìjọba láti ìgbà tí a bá fún olùgbaṣẹ́ ní iṣẹ́ títí dé ìgbà tí ó bá fi ilé náà lé wọn lọ́wọ́, wọ́n sì ń jábọ̀ ìṣòro kí a tó sanwó.',
      impact: '120 àdéhùn ni a ti ṣọ́',
      narrative: `Àwọn ilé kíláàsì tí a kọ́ ní ààbọ̀ jẹ́ ohun tí ojú ti mọ́ ní ọ̀pọ̀ ìpínlẹ̀. Tamuno Briggs, onímọ̀-ẹ̀rọ ìkọ́lé, fẹ́ kí àwọn àwùjọ lè yẹ iṣẹ́ tí a ṣèlérí fún wọn wò kí a tó san gbogbo owó fún àwọn olùgbaṣẹ́.

Òun àti àjọ tí ń bójú tó rírajà ìjọba ní ìpínlẹ̀ náà fohùn ṣọ̀kan pé kí a máa fi àkópọ̀ àdéhùn — iṣẹ́ tí ó wà nínú rẹ̀, iye owó àti àkókò — ránṣẹ́ sí ẹgbẹ́ àwọn òbí ilé-ẹ̀kọ́ kọ̀ọ̀kan. Àwọn olùyọ̀ǹda ara ẹni láti inú àwùjọ ń kọ́ bí a ṣe ń ka àkópọ̀ yìí, wọ́n sì ń fi wé bí iṣẹ́ ṣe ń lọ sí pẹ̀lú ìwé àyẹ̀wò tí ó rọrùn tí ó ní àwọn fọ́tò.

Ìròyìn wọn ń lọ sí àjọ náà àti sí ilé-ẹ̀kọ́, àjọ náà sì ṣèlérí láti fèsì láàárín ọ̀sẹ̀ méjì. Kò pẹ́ tí àwọn olùgbaṣẹ́ fi mọ̀ pé àwùjọ ń ṣọ́ wọn.

Ní ọdún 2024, a ti ṣọ́ àdéhùn 120, iye àwọn iṣẹ́ tí a parí tí a sì fà lé wọn lọ́wọ́ lásìkò ní àwọn ìjọba ìbílẹ̀ tí ó kópa sì lọ sókè láti nǹkan bí ìdá kan nínú mẹ́ta sí ohun tí ó ju ìdá méjì nínú mẹ́ta lọ.`,
    },
    ig: {
      title: 'Ụmụ Amaala Na-enyocha Nkwekọrịta Iwu Ụlọ Akwụkwọ na Port Harcourt',
      summary:
        'Ndị nlekọta obodo a zụrụ azụ na-esochi nkwekọrịta iwu ụlọ akwụkwọ ọha site na mgbe e nyere ya ruo mgbe e nyefere ụlọ ahụ, ma na-akọ nsogbu tupu a kwụọ ụgwọ.',
      impact: '120 nkwekọrịta e nyochara',
      narrative: `Ụlọ klaasị e wuru ọkara bụ ihe a na-ahụkarị n'ọtụtụ steeti. Tamuno Briggs, onye injinia iwu ụlọ, chọrọ ka obodo nwee ike inyocha ọrụ e kwere ha na nkwa tupu a kwụchaa ndị ọrụ ngo ụgwọ ha niile.

Ya na ụlọ ọrụ na-ahụ maka ịzụ ihe ọha na steeti ahụ kwekọrịtara na a ga-ekesa nchịkọta nkwekọrịta — ọrụ ọ gụnyere, ọnụ ahịa na oge — ya na otu ndị nne na nna nke ụlọ akwụkwọ ọ bụla. Ndị ọrụ afọ ofufo si n'obodo na-amụta ịgụ nchịkọta ahụ ma jiri otu ndepụta nyocha dị mfe nwere foto tụnyere ya ka ọrụ si aga.

A na-eziga akụkọ ha n'ụlọ ọrụ ahụ na n'ụlọ akwụkwọ, ụlọ ọrụ ahụ kwekwara nkwa ịza n'ime izu abụọ. Ndị ọrụ ngo ghọtara ngwa ngwa na obodo na-ele ha anya.

Ka ọ na-erule 2024, e nyochala nkwekọrịta 120, akụkụ nke ọrụ e nyefere n'oge na mpaghara ọchịchị ime obodo ndị sonyere wee si ihe dị ka otu ụzọ n'ime ụzọ atọ rịgoro karịa ụzọ abụọ n'ime ụzọ atọ.`,
    },
    am: {
      title: 'በፖርት ሃርኮርት ዜጎች የትምህርት ቤት ግንባታ ውሎችን ይከታተላሉ',
      summary:
        'የሠለጠኑ የማኅበረሰብ ተቆጣጣሪዎች የመንግሥት ትምህርት ቤቶችን የግንባታ ውሎች ከጨረታ አሸናፊነት እስከ ርክክብ ይከታተላሉ፤ ክፍያ ከመፈጸሙ በፊትም ችግሮችን ያሳውቃሉ።',
      impact: '120 ውሎች ክትትል ተደርጎባቸዋል',
      narrative: `በብዙ ግዛቶች በግማሽ የተገነቡ የመማሪያ ክፍሎች የተለመደ ትዕይንት ናቸው። የሲቪል መሐንዲሷ ታሙኖ ብሪግስ ተቋራጮች ሙሉ ክፍያ ከማግኘታቸው በፊት ማኅበረሰቦች ቃል የተገባላቸውን ሥራ ማረጋገጥ እንዲችሉ ፈለገች።

ከግዛቱ የመንግሥት ግዥ ቢሮ ጋር የውል ማጠቃለያዎች — የሥራው ስፋት፣ ዋጋ እና የጊዜ ሰሌዳ — ለእያንዳንዱ ትምህርት ቤት የወላጆች ማኅበር እንዲሰጡ ተስማማች። ከማኅበረሰቡ የመጡ በጎ ፈቃደኞች ማጠቃለያውን ማንበብና የሥራውን ሂደት በቀላል የፎቶ ማረጋገጫ ዝርዝር ከእሱ ጋር ማነጻጸር ይማራሉ።

ሪፖርቶቹ ወደ ቢሮውና ወደ ትምህርት ቤቱ ይላካሉ፤ ቢሮውም በሁለት ሳምንታት ውስጥ ምላሽ ለመስጠት ቃል ገብቷል። ተቋራጮችም ማኅበረሰቡ እየተከታተላቸው መሆኑን ብዙም ሳይቆዩ ተረዱ።

እስከ 2024 ድረስ 120 ውሎች ክትትል ተደርጎባቸዋል፤ በተሳታፊ የአካባቢ አስተዳደሮች በጊዜው ርክክብ የተደረገባቸው ፕሮጀክቶች ድርሻም ከሲሶ ገደማ ወደ ከሁለት ሲሶ በላይ ከፍ ብሏል።`,
    },
    pt: {
      title: 'Em Port Harcourt, os cidadãos fiscalizam os contratos de construção de escolas',
      summary:
        'Monitores comunitários com formação acompanham os contratos de construção de escolas públicas desde a adjudicação até à entrega e comunicam os problemas antes do pagamento.',
      impact: '120 contratos acompanhados',
      narrative: `Blocos de salas de aula a meio construir são uma imagem habitual em muitos estados. Tamuno Briggs, engenheira civil, queria que as comunidades pudessem verificar as obras que lhes tinham sido prometidas antes de os empreiteiros receberem a totalidade do pagamento.

Com o gabinete de contratação pública do estado, acordou que os resumos dos contratos — âmbito, preço, prazos — seriam partilhados com a associação de pais de cada escola. Voluntários da comunidade aprendem a ler o resumo e a comparar com ele o andamento das obras, usando uma simples lista de verificação com fotografias.

Os relatórios seguem para o gabinete e para a escola, e o gabinete compromete-se a responder no prazo de duas semanas. Os empreiteiros depressa perceberam que a comunidade estava atenta.

Até 2024, 120 contratos tinham sido acompanhados, e a proporção de obras entregues dentro do prazo nas autarquias locais participantes subiu de cerca de um terço para mais de dois terços.`,
    },
  },
  'farm-prices-by-sms-kumasi': {
    fr: {
      title: 'Des prix agricoles équitables par SMS autour de Kumasi',
      summary:
        'Les petits exploitants des environs de Kumasi reçoivent chaque jour les prix du marché par SMS et vendent ensemble aux acheteurs, au lieu d’accepter la première offre au bord du champ.',
      impact: '9,000 agriculteurs connectés',
      narrative: `Autour de Kumasi, les agriculteurs vendaient souvent leur maïs et leurs tomates au bord du champ au premier négociant venu, sans savoir combien les mêmes produits se vendaient en ville. Kwame Asante, qui a grandi dans une plantation de cacao, a créé un service qui envoie chaque matin par SMS les prix du jour sur les principaux marchés.

Le service fonctionne sur les téléphones les plus simples, en twi et en anglais. Les agriculteurs qui le souhaitent peuvent aussi mettre leur récolte en commun au sein d’une organisation de producteurs, qui négocie avec les acheteurs en leur nom.

Le modèle s’autofinance grâce à une petite commission sur les ventes groupées : il ne dépend donc pas des bailleurs de fonds.

En 2015, 9 000 agriculteurs étaient connectés, et les membres déclaraient vendre à des prix de 20 à 30 % plus élevés qu’auparavant.`,
    },
    ar: {
      title: 'أسعار زراعية عادلة عبر الرسائل القصيرة حول كوماسي',
      summary:
        'يتلقى صغار المزارعين حول كوماسي أسعار السوق اليومية في رسائل قصيرة ويبيعون محاصيلهم للمشترين بصورة جماعية، بدل قبول أول عرض عند باب المزرعة.',
      impact: '9,000 مزارع متصلون بالخدمة',
      narrative: `كان المزارعون حول كوماسي يبيعون الذرة والطماطم في الغالب عند باب المزرعة لأول تاجر يأتي، دون أن يعرفوا بكم تُباع المحاصيل نفسها في المدينة. فأنشأ كوامي أسانتي، الذي نشأ في مزرعة كاكاو، خدمة ترسل كل صباح في رسالة قصيرة أسعار اليوم في الأسواق الرئيسية.

تعمل الخدمة على أبسط الهواتف، باللغتين التوية والإنجليزية. ويمكن للمزارعين الراغبين أيضًا أن يجمعوا محاصيلهم عبر منظمة للمزارعين تتفاوض مع المشترين نيابة عنهم.

ويموّل النموذج نفسه من رسم صغير على المبيعات الجماعية، فلا يعتمد على المانحين.

وبحلول عام 2015 كان 9,000 مزارع متصلين بالخدمة، وأفاد الأعضاء بأنهم صاروا يبيعون بأسعار أعلى بنسبة 20 إلى 30 في المئة مما كانت عليه من قبل.`,
    },
    sw: {
      title: 'Bei za Haki za Mazao kwa SMS Karibu na Kumasi',
      summary:
        'Wakulima wadogo karibu na Kumasi hupokea bei za soko za kila siku kwa SMS na huuza kwa pamoja kwa wanunuzi, badala ya kukubali ofa ya kwanza shambani.',
      impact: '9,000 wakulima wameunganishwa',
      narrative: `Wakulima karibu na Kumasi mara nyingi waliuza mahindi na nyanya shambani kwa mfanyabiashara wa kwanza aliyefika, bila kujua mazao hayo hayo yaliuzwa kwa bei gani mjini. Kwame Asante, aliyekulia katika shamba la kakao, alijenga huduma inayotuma kwa SMS kila asubuhi bei za siku hiyo kutoka masoko makuu.

Huduma hii hufanya kazi kwenye simu za kawaida kabisa, kwa Kitwi na Kiingereza. Wakulima wanaotaka wanaweza pia kukusanya mavuno yao pamoja kupitia chama cha wakulima, kinachojadiliana na wanunuzi kwa niaba yao.

Mfumo huu hujigharamia kupitia ada ndogo kwenye mauzo ya pamoja, kwa hiyo hautegemei wafadhili.

Kufikia mwaka 2015 wakulima 9,000 walikuwa wameunganishwa, na wanachama waliripoti kuuza kwa bei za juu kwa asilimia 20 hadi 30 kuliko awali.`,
    },
    ha: {
      title: 'Farashin Amfanin Gona Mai Adalci ta SMS a Kewayen Kumasi',
      summary:
        'Ƙananan manoma a kewayen Kumasi suna karɓar farashin kasuwa na kowace rana ta SMS kuma suna sayar wa masu saye tare, maimakon karɓar tayin farko a bakin gona.',
      impact: '9,000 manoma da aka haɗa da hidimar',
      narrative: `Manoma a kewayen Kumasi sukan sayar da masara da tumatur a bakin gona ga ɗan kasuwa na farko da ya zo, ba tare da sanin nawa ake sayar da irin wannan amfanin gona a cikin gari ba. Kwame Asante, wanda ya tashi a gonar koko, ya gina wata hidima da ke aika farashin ranar daga manyan kasuwanni ta SMS kowace safiya.

Hidimar tana aiki a kan wayoyi mafiya sauƙi, cikin harshen Twi da Turanci. Manoman da suke so za su iya haɗa girbinsu ta hanyar ƙungiyar manoma, wadda ke ciniki da masu saye a madadinsu.

Tsarin yana biyan kuɗin kansa ta hanyar ƙaramin kuɗi a kan sayarwar haɗin gwiwa, don haka ba ya dogara ga masu ba da tallafi.

Ya zuwa 2015, an haɗa manoma 9,000 da hidimar, kuma membobi sun ce suna sayarwa a farashin da ya fi na da da kashi 20 zuwa 30 cikin ɗari.`,
    },
    yo: {
      title: 'Iye Owó Ọjà Oko Tí Ó Tọ́ Nípasẹ̀ SMS Yí Kumasi Ká',
      summary:
        'Àwọn àgbẹ̀ kéékèèké yí Kumasi ká ń gba iye owó ọjà ojoojúmọ́ nípasẹ̀ SMS, wọ́n sì ń tà fún àwọn olùrà papọ̀, dípò kí wọ́n gba iye àkọ́kọ́ tí wọ́n bá fi lọ̀ wọ́n ní ẹnu oko.',
      impact: '9,000 àgbẹ̀ ti darapọ̀',
      narrative: `Àwọn àgbẹ̀ yí Kumasi ká sábà máa ń ta àgbàdo àti tòmátì wọn ní ẹnu oko fún oníṣòwò àkọ́kọ́ tí ó bá dé, láìmọ iye tí irú ọjà kan náà ń tà ní ìlú. Kwame Asante, tí ó dàgbà sí oko kòkó, dá iṣẹ́ kan sílẹ̀ tí ó ń fi iye owó ọjà ọjọ́ náà láti àwọn ọjà ńlá ránṣẹ́ nípasẹ̀ SMS ní àràárọ̀.

Iṣẹ́ náà ń ṣiṣẹ́ lórí àwọn fóònù tí ó rọrùn jù lọ, ní èdè Twi àti Gẹ̀ẹ́sì. Àwọn àgbẹ̀ tí ó bá fẹ́ tún lè kó ìkórè wọn jọ nípasẹ̀ ẹgbẹ́ àwọn àgbẹ̀, tí ó ń bá àwọn olùrà dúnàádúrà fún wọn.

Ọ̀nà yìí ń san owó ara rẹ̀ nípasẹ̀ owó kékeré lórí ọjà tí wọ́n tà papọ̀, nítorí náà kò gbára lé àwọn olùrànlọ́wọ́.

Ní ọdún 2015, àgbẹ̀ 9,000 ti darapọ̀, àwọn ọmọ ẹgbẹ́ sì sọ pé iye owó tí wọ́n fi ń ta ọjà wọn ti ga sí i ní ìdá 20 sí 30 nínú ọgọ́rùn-ún ju ti tẹ́lẹ̀ lọ.`,
    },
    ig: {
      title: 'Ọnụ Ahịa Ihe Ubi Ziri Ezi site na SMS Gburugburu Kumasi',
      summary:
        "Obere ndị ọrụ ugbo gburugburu Kumasi na-anata ọnụ ahịa kwa ụbọchị site na SMS ma na-erekọ ihe ha nye ndị na-azụ ahịa ọnụ, kama ịnabata onyinye mbụ n'ọnụ ụzọ ugbo.",
      impact: '9,000 ndị ọrụ ugbo ejikọtara',
      narrative: `Ndị ọrụ ugbo gburugburu Kumasi na-erekarị ọka na tomato n'ọnụ ụzọ ugbo nye onye ahịa mbụ bịara, n'amaghị ego otu ihe ahụ na-ere n'obodo mepere emepe. Kwame Asante, onye tolitere n'ugbo koko, wuru ọrụ na-eziga ọnụ ahịa ụbọchị ahụ n'ahịa ndị bụ isi site na SMS kwa ụtụtụ.

Ọrụ a na-arụ na ekwentị ndị kachasị dị mfe, n'asụsụ Twi na Bekee. Ndị ọrụ ugbo chọrọ nwekwara ike ịchịkọta ihe ubi ha site n'otu ndị ọrụ ugbo, nke na-akparịta ụka na ndị na-azụ ahịa n'aha ha.

Usoro a na-akwụ ụgwọ onwe ya site n'obere ego a na-ewe n'ahịa a rere ọnụ, ya mere ọ dabereghị na ndị na-enye onyinye.

Ka ọ na-erule 2015, ejikọtala ndị ọrụ ugbo 9,000, ndị otu kọkwara na ha na-ere n'ọnụ ahịa karịrị nke mbụ site na pasentị 20 ruo 30.`,
    },
    am: {
      title: 'በኩማሲ ዙሪያ ፍትሐዊ የእርሻ ምርት ዋጋዎች በአጭር የጽሑፍ መልዕክት',
      summary:
        'በኩማሲ ዙሪያ ያሉ አነስተኛ አርሶ አደሮች ዕለታዊ የገበያ ዋጋዎችን በአጭር የጽሑፍ መልዕክት ይቀበላሉ፤ በእርሻቸው በር የቀረበላቸውን የመጀመሪያ ዋጋ ከመቀበል ይልቅም በጋራ ለገዢዎች ይሸጣሉ።',
      impact: '9,000 አርሶ አደሮች ተገናኝተዋል',
      narrative: `በኩማሲ ዙሪያ ያሉ አርሶ አደሮች በቆሎና ቲማቲም ብዙውን ጊዜ የሚሸጡት በእርሻቸው በር ለመጣው የመጀመሪያ ነጋዴ ነበር፤ ያው ምርት በከተማ ምን ያህል እንደሚያወጣ አያውቁም ነበር። በካካዋ እርሻ ያደገው ክዋሜ አሳንቴ ከዋና ዋና ገበያዎች የዕለቱን ዋጋ በየማለዳው በአጭር የጽሑፍ መልዕክት የሚልክ አገልግሎት ገነባ።

አገልግሎቱ በጣም ቀላል በሆኑ ስልኮች ላይ በትዊ እና በእንግሊዝኛ ይሠራል። የሚፈልጉ አርሶ አደሮች ምርታቸውን በአርሶ አደሮች ድርጅት በኩል ማሰባሰብም ይችላሉ፤ ድርጅቱም እነርሱን ወክሎ ከገዢዎች ጋር ይደራደራል።

ሞዴሉ በጋራ ሽያጮች ላይ በሚጣል አነስተኛ ክፍያ ራሱን ይችላል፤ ስለዚህ በለጋሾች ላይ አይመሠረትም።

እስከ 2015 ድረስ 9,000 አርሶ አደሮች ተገናኝተው ነበር፤ አባላቱም ከቀድሞው ከ20 እስከ 30 በመቶ በሚበልጥ ዋጋ እንደሚሸጡ ተናግረዋል።`,
    },
    pt: {
      title: 'Preços justos para os agricultores por SMS em redor de Kumasi',
      summary:
        'Os pequenos agricultores em redor de Kumasi recebem diariamente por SMS os preços de mercado e vendem em conjunto aos compradores, em vez de aceitarem a primeira oferta à porta da exploração.',
      impact: '9,000 agricultores ligados',
      narrative: `Os agricultores em redor de Kumasi vendiam muitas vezes o milho e o tomate à porta da exploração ao primeiro comerciante que aparecia, sem fazerem ideia de quanto valiam os mesmos produtos na cidade. Kwame Asante, que cresceu numa plantação de cacau, criou um serviço que envia todas as manhãs por SMS os preços do dia nos principais mercados.

O serviço funciona nos telemóveis mais simples, em twi e em inglês. Os agricultores que o desejem podem também juntar a colheita através de uma organização de agricultores, que negoceia com os compradores em seu nome.

O modelo paga-se a si próprio através de uma pequena comissão sobre as vendas conjuntas, pelo que não depende de doadores.

Até 2015, 9 000 agricultores estavam ligados ao serviço, e os membros afirmavam vender a preços 20 a 30 % mais altos do que antes.`,
    },
  },
  'girls-stem-camps-kigali': {
    fr: {
      title: 'À Kigali, des camps scientifiques de vacances ouvrent les sciences aux filles',
      summary:
        'Des camps de vacances de deux semaines permettent aux collégiennes et lycéennes de construire, de coder et de rencontrer des femmes scientifiques, puis continuent de les accompagner dans leurs choix d’examens.',
      impact: '2,300 filles inscrites',
      narrative: `Quand Aline Uwase a étudié l’ingénierie, elle était l’une des quatre femmes d’une promotion de soixante. Elle a lancé des camps de vacances à Kigali pour que les filles découvrent les sciences avant de décider que ce n’était pas pour elles.

Chaque camp dure deux semaines pendant les vacances scolaires. Les filles travaillent en équipe pour réaliser un petit projet — un filtre à eau, une station météo, une application simple — et rencontrent des femmes ingénieures, médecins ou chercheuses.

Les anciennes participantes rejoignent un cercle de mentorat qui se poursuit pendant l’année scolaire, surtout au moment du choix des matières pour le second cycle du secondaire, où beaucoup de filles abandonnaient les sciences.

En 2025, 2 300 filles s’étaient inscrites, et la part des anciennes participantes choisissant des filières scientifiques était près de deux fois supérieure à la moyenne nationale des filles.`,
    },
    ar: {
      title: 'مخيمات العطلة للعلوم والتكنولوجيا تقرّب الفتيات من العلوم في كيغالي',
      summary:
        'مخيمات عطلة مدتها أسبوعان تتيح لطالبات المرحلة الثانوية البناء والبرمجة ولقاء عالمات، وتواصل دعمهن عند اختيار مواد الامتحانات.',
      impact: '2,300 فتاة التحقن بالمخيمات',
      narrative: `عندما درست ألين أواسي الهندسة، كانت واحدة من أربع نساء في دفعة من ستين طالبًا. فأطلقت مخيمات العطلة في كيغالي كي تتعرّف الفتيات إلى العلوم قبل أن يقرّرن أنها ليست لهن.

يستمر كل مخيم أسبوعين في أثناء العطلة المدرسية. وتعمل الفتيات في فرق لإنجاز مشروع صغير — مرشّح للمياه، أو محطة أرصاد جوية، أو تطبيق بسيط — ويلتقين بنساء يعملن مهندسات وطبيبات وباحثات.

وتنضم خريجات المخيمات إلى حلقة إرشاد تستمر طوال العام الدراسي، ولا سيما عند اختيار مواد المرحلة الثانوية العليا، حيث كانت فتيات كثيرات يتخلين عن العلوم.

وبحلول عام 2025 كانت 2,300 فتاة قد التحقن بالمخيمات، وبلغت نسبة خريجات المخيمات اللواتي اخترن الشُّعب العلمية قرابة ضعف المتوسط الوطني للفتيات.`,
    },
    sw: {
      title: 'Kambi za Likizo za Sayansi na Teknolojia Zawavutia Wasichana Kigali',
      summary:
        'Kambi za likizo za wiki mbili huwawezesha wasichana wa sekondari kujenga, kuandika programu za kompyuta na kukutana na wanasayansi wanawake, na huendelea kuwasaidia wanapochagua masomo ya mitihani.',
      impact: '2,300 wasichana wamejiandikisha',
      narrative: `Aline Uwase alipokuwa akisomea uhandisi, alikuwa mmoja wa wanawake wanne katika darasa la wanafunzi sitini. Alianzisha kambi za likizo mjini Kigali ili wasichana wakutane na sayansi kabla ya kuamua kuwa si yao.

Kila kambi huchukua wiki mbili wakati wa likizo za shule. Wasichana hufanya kazi katika vikundi kujenga mradi mdogo — chujio la maji, kituo cha hali ya hewa, programu rahisi ya simu — na hukutana na wanawake wanaofanya kazi kama wahandisi, madaktari na watafiti.

Wahitimu wa kambi hujiunga na kikundi cha ushauri kinachoendelea mwaka mzima wa shule, hasa wakati wa kuchagua masomo ya sekondari ya juu, ambapo wasichana wengi walikuwa wakiacha sayansi.

Kufikia mwaka 2025 wasichana 2,300 walikuwa wamejiandikisha, na sehemu ya wahitimu wa kambi waliochagua michepuo ya sayansi ilikuwa karibu mara mbili ya wastani wa kitaifa kwa wasichana.`,
    },
    ha: {
      title: "Sansanonin Hutu na Kimiyya da Fasaha Suna Jawo 'Yan Mata zuwa Kimiyya a Kigali",
      summary:
        "Sansanonin hutu na makonni biyu suna ba 'yan matan makarantar sakandare damar ƙera abubuwa, rubuta shirye-shiryen kwamfuta da saduwa da mata masana kimiyya, kuma suna ci gaba da tallafa musu wajen zaɓen darussan jarrabawa.",
      impact: "2,300 'yan mata sun yi rajista",
      narrative: `Lokacin da Aline Uwase ta karanci aikin injiniya, tana ɗaya daga cikin mata huɗu a ajin mutum sittin. Ta fara sansanonin hutu a Kigali domin 'yan mata su gamu da kimiyya kafin su yanke shawarar cewa ba nasu ba ne.

Kowane sansani yana ɗaukar makonni biyu a lokacin hutun makaranta. 'Yan matan suna aiki cikin rukuni don gina ƙaramin aiki — matatar ruwa, tashar yanayi, manhaja mai sauƙi — kuma suna haɗuwa da matan da ke aiki a matsayin injiniyoyi, likitoci da masu bincike.

Tsofaffin 'yan sansanin suna shiga wata ƙungiyar jagoranci da ke ci gaba a duk shekarar karatu, musamman a lokacin zaɓen darussan babbar sakandare, inda 'yan mata da yawa suka saba barin kimiyya.

Ya zuwa 2025, 'yan mata 2,300 sun yi rajista, kuma yawan tsofaffin 'yan sansanin da suka zaɓi darussan kimiyya ya kusa ninka matsakaicin 'yan mata na ƙasa baki ɗaya.`,
    },
    yo: {
      title: 'Àwọn Àgọ́ Ìsinmi Ìmọ̀ Sáyẹ́ǹsì Ń Fa Àwọn Ọmọbìnrin Mọ́ra ní Kigali',
      summary:
        'Àwọn àgọ́ ìsinmi ọlọ́sẹ̀ méjì ń fún àwọn ọmọbìnrin ilé-ẹ̀kọ́ girama láǹfààní láti ṣe nǹkan, láti kọ ètò kọ̀ǹpútà àti láti pàdé àwọn obìnrin onímọ̀ sáyẹ́ǹsì, wọ́n sì ń tẹ̀síwájú láti ràn wọ́n lọ́wọ́ nígbà tí wọ́n bá ń yan àwọn ẹ̀kọ́ ìdánwò.',
      impact: '2,300 ọmọbìnrin ti forúkọ sílẹ̀',
      narrative: `Nígbà tí Aline Uwase kọ́ ẹ̀kọ́ ìmọ̀-ẹ̀rọ, ó jẹ́ ọ̀kan nínú obìnrin mẹ́rin péré nínú kíláàsì tí ó ní akẹ́kọ̀ọ́ ọgọ́ta. Ó bẹ̀rẹ̀ àwọn àgọ́ ìsinmi ní Kigali kí àwọn ọmọbìnrin lè mọ sáyẹ́ǹsì kí wọ́n tó pinnu pé kì í ṣe tiwọn.

Àgọ́ kọ̀ọ̀kan máa ń gba ọ̀sẹ̀ méjì nígbà ìsinmi ilé-ẹ̀kọ́. Àwọn ọmọbìnrin náà ń ṣiṣẹ́ ní ẹgbẹ́-ẹgbẹ́ láti ṣe iṣẹ́ kékeré kan — asẹ́ omi, ibùdó ojú-ọjọ́, ètò fóònù tí ó rọrùn — wọ́n sì ń pàdé àwọn obìnrin tí wọ́n jẹ́ onímọ̀-ẹ̀rọ, dókítà àti olùwádìí.

Àwọn tí ó ti lọ sí àgọ́ náà ń darapọ̀ mọ́ ẹgbẹ́ ìtọ́sọ́nà tí ó ń bá a lọ jálẹ̀ ọdún ẹ̀kọ́, pàápàá nígbà tí wọ́n bá ń yan àwọn ẹ̀kọ́ fún girama àgbà, níbi tí ọ̀pọ̀ ọmọbìnrin ti máa ń pa sáyẹ́ǹsì tì tẹ́lẹ̀.

Ní ọdún 2025, ọmọbìnrin 2,300 ti forúkọ sílẹ̀, iye àwọn tí ó ti lọ sí àgọ́ náà tí wọ́n yan ẹ̀kọ́ sáyẹ́ǹsì sì fẹ́rẹ̀ẹ́ jẹ́ ìlọ́po méjì ìpíndọ́gba àwọn ọmọbìnrin ní orílẹ̀-èdè náà.`,
    },
    ig: {
      title: "Ogige Ezumike Sayensị na Teknụzụ Na-adọta Ụmụ Agbọghọ n'Ihe Ọmụmụ Sayensị na Kigali",
      summary:
        "Ogige ezumike izu abụọ na-enye ụmụ agbọghọ nọ n'ụlọ akwụkwọ sekọndrị ohere iwu ihe, ide mmemme kọmputa na izute ụmụ nwaanyị bụ ndị ọkà mmụta sayensị, ma na-aga n'ihu na-akwado ha mgbe ha na-ahọrọ isiokwu ule.",
      impact: '2,300 ụmụ agbọghọ debanyere aha',
      narrative: `Mgbe Aline Uwase gụrụ injinia, ọ bụ otu n'ime ụmụ nwaanyị anọ na klaasị nwere mmadụ iri isii. O bidoro ogige ezumike na Kigali ka ụmụ agbọghọ zute sayensị tupu ha ekpebie na ọ bụghị nke ha.

Ogige ọ bụla na-ewe izu abụọ n'oge ezumike ụlọ akwụkwọ. Ụmụ agbọghọ na-arụkọ ọrụ n'otu n'otu iji wuo obere ọrụ — ihe nzacha mmiri, ọdụ ihu igwe, ngwa ekwentị dị mfe — ma na-ezute ụmụ nwaanyị na-arụ ọrụ dị ka ndị injinia, ndị dọkịta na ndị nchọcha.

Ndị gara ogige na-esonye n'otu ndụmọdụ na-aga n'ihu n'afọ akwụkwọ niile, karịsịa mgbe a na-ahọrọ isiokwu maka sekọndrị dị elu, ebe ọtụtụ ụmụ agbọghọ na-ahapụbu sayensị.

Ka ọ na-erule 2025, ụmụ agbọghọ 2,300 edebanyela aha, akụkụ nke ndị gara ogige họọrọ isiokwu sayensị fọrọ nke nta ka ọ bụrụ okpukpu abụọ nke nkezi mba maka ụmụ agbọghọ.`,
    },
    am: {
      title: 'በኪጋሊ የዕረፍት ጊዜ የሳይንስና ቴክኖሎጂ ካምፖች ልጃገረዶችን ወደ ሳይንስ ያቀርባሉ',
      summary:
        'የሁለት ሳምንት የዕረፍት ጊዜ ካምፖች የሁለተኛ ደረጃ ትምህርት ቤት ልጃገረዶች ነገሮችን እንዲገነቡ፣ ኮድ እንዲጽፉና ሴት ሳይንቲስቶችን እንዲያገኙ ያስችላሉ፤ የፈተና ትምህርቶችን በሚመርጡበት ጊዜም መደገፋቸውን ይቀጥላሉ።',
      impact: '2,300 ልጃገረዶች ተመዝግበዋል',
      narrative: `አሊን ኡዋሴ ምሕንድስና ስትማር ከስልሳ ተማሪዎች ክፍል ውስጥ ከነበሩት አራት ሴቶች አንዷ ነበረች። ልጃገረዶች ሳይንስ ለእነርሱ እንዳልሆነ ከመወሰናቸው በፊት እንዲተዋወቁት በኪጋሊ የዕረፍት ጊዜ ካምፖችን ጀመረች።

እያንዳንዱ ካምፕ በትምህርት ቤት ዕረፍት ወቅት ለሁለት ሳምንታት ይካሄዳል። ልጃገረዶቹ በቡድን ሆነው አነስተኛ ፕሮጀክት — የውሃ ማጣሪያ፣ የአየር ሁኔታ መከታተያ ጣቢያ፣ ቀላል መተግበሪያ — ይሠራሉ፤ እንደ መሐንዲስ፣ ሐኪምና ተመራማሪ ሆነው የሚሠሩ ሴቶችንም ያገኛሉ።

የካምፑ ቀድሞ ተሳታፊዎች በትምህርት ዓመቱ ሁሉ በሚቀጥል የምክር ክበብ ውስጥ ይቀላቀላሉ፤ ክበቡ በተለይ ብዙ ልጃገረዶች ሳይንስን ይተዉ በነበረበት የከፍተኛ ሁለተኛ ደረጃ የትምህርት ዓይነቶች ምርጫ ወቅት ያግዛቸዋል።

እስከ 2025 ድረስ 2,300 ልጃገረዶች ተመዝግበዋል፤ የሳይንስ ትምህርቶችን የመረጡ የካምፑ ቀድሞ ተሳታፊዎች ድርሻም ለልጃገረዶች ካለው አገራዊ አማካይ እጥፍ ያህል ደርሷል።`,
    },
    pt: {
      title:
        'Em Kigali, campos de férias de ciência e tecnologia aproximam as raparigas da ciência',
      summary:
        'Campos de férias de duas semanas permitem a raparigas do ensino secundário construir, programar e conhecer mulheres cientistas, e continuam a apoiá-las nas escolhas para os exames.',
      impact: '2,300 raparigas inscritas',
      narrative: `Quando Aline Uwase estudou engenharia, era uma de quatro mulheres numa turma de sessenta. Lançou campos de férias em Kigali para que as raparigas conhecessem a ciência antes de decidirem que não era para elas.

Cada campo dura duas semanas, durante as férias escolares. As raparigas trabalham em equipa para construir um pequeno projeto — um filtro de água, uma estação meteorológica, uma aplicação simples — e conhecem mulheres que trabalham como engenheiras, médicas e investigadoras.

As antigas participantes juntam-se a um círculo de mentoria que continua ao longo do ano letivo, sobretudo na altura da escolha das disciplinas para o secundário superior, em que muitas raparigas desistiam das ciências.

Até 2025, 2 300 raparigas tinham-se inscrito, e a proporção de antigas participantes que escolhiam áreas científicas era quase o dobro da média nacional das raparigas.`,
    },
  },
  'legal-aid-clinics-enugu': {
    fr: {
      title:
        'À Enugu, des permanences juridiques gratuites pour les détenus en attente de jugement',
      summary:
        'De jeunes avocats tiennent chaque semaine des permanences dans les centres de détention d’Enugu et aident des détenus qui attendent leur procès depuis des années à faire entendre leur cause.',
      impact: '700 détenus aidés',
      narrative: `La plupart des personnes détenues dans les centres de détention nigérians attendent leur procès, et certaines attendent depuis plus longtemps que la peine qu’elles encourraient pour l’infraction qu’on leur reproche. Ngozi Obi, jeune avocate à Enugu, a commencé à s’y rendre le samedi avec deux collègues.

Ses permanences examinent le dossier de chaque détenu, retrouvent les pièces de procédure égarées, demandent la libération sous caution quand la loi le permet et signalent les affaires en souffrance depuis longtemps lors des visites du juge en chef dans les prisons.

Elle a recruté de jeunes avocats tout juste inscrits au barreau qui avaient besoin d’expérience, encadrés par des avocats chevronnés qui donnaient leur temps gratuitement, et a mis en place un système d’orientation avec le bureau d’aide juridique de l’État.

En 2013, 700 détenus avaient été aidés, et plus de 250 d’entre eux avaient été libérés sous caution ou avaient vu leur affaire jugée.`,
    },
    ar: {
      title: 'عيادات مساعدة قانونية مجانية للموقوفين احتياطيًا في إينوغو',
      summary:
        'محامون شباب يديرون عيادات أسبوعية في مراكز الاحتجاز في إينوغو، يساعدون موقوفين انتظروا المحاكمة سنوات على أن تُنظر قضاياهم.',
      impact: '700 موقوف تلقّوا المساعدة',
      narrative: `معظم المحتجزين في مراكز الاحتجاز النيجيرية ينتظرون المحاكمة، وقد انتظر بعضهم مدة أطول من العقوبة التي قد تترتب على التهمة المنسوبة إليهم. فبدأت نغوزي أوبي، المحامية الشابة في إينوغو، تزورهم أيام السبت برفقة زميلين.

تراجع عياداتها ملف كل محتجز، وتتعقب سجلات القضايا المفقودة، وتطلب الإفراج بكفالة حيث يسمح القانون، وتلفت انتباه رئيس القضاة في زياراته للسجون إلى القضايا المتأخرة منذ زمن طويل.

واستقطبت محامين حديثي القيد يحتاجون إلى الخبرة، تحت إشراف محامين كبار تطوعوا بوقتهم مجانًا، واتفقت مع مكتب المساعدة القانونية في الولاية على نظام لإحالة القضايا.

وبحلول عام 2013 كان 700 موقوف قد تلقّوا المساعدة، وأُفرج عن أكثر من 250 منهم بكفالة أو حُسمت قضاياهم.`,
    },
    sw: {
      title: 'Kliniki za Msaada wa Kisheria Bila Malipo kwa Mahabusu Enugu',
      summary:
        'Mawakili vijana huendesha kliniki za kila wiki katika vituo vya urekebishaji vya Enugu, wakiwasaidia mahabusu waliosubiri kesi kwa miaka kadhaa ili kesi zao zisikilizwe.',
      impact: '700 mahabusu wamesaidiwa',
      narrative: `Watu wengi wanaoshikiliwa katika vituo vya urekebishaji vya Nigeria wanasubiri kesi zao, na baadhi wamesubiri muda mrefu kuliko adhabu ambayo kosa wanalotuhumiwa nalo lingeweza kuleta. Ngozi Obi, wakili kijana mjini Enugu, alianza kuwatembelea siku za Jumamosi pamoja na wenzake wawili.

Kliniki zake hupitia jalada la kila mahabusu, hufuatilia kumbukumbu za kesi zilizopotea, huomba dhamana pale sheria inaporuhusu na huzifikisha kesi zilizocheleweshwa kwa muda mrefu mbele ya jaji mkuu anapotembelea magereza.

Aliwaajiri mawakili waliosajiliwa karibuni waliohitaji uzoefu, wakisimamiwa na mawakili waandamizi waliojitolea muda wao bila malipo, na akakubaliana na ofisi ya msaada wa kisheria ya jimbo kuhusu utaratibu wa kupeleka kesi.

Kufikia mwaka 2013 mahabusu 700 walikuwa wamesaidiwa, na zaidi ya 250 kati yao waliachiliwa kwa dhamana au kesi zao zilihitimishwa.`,
    },
    ha: {
      title: "Cibiyoyin Taimakon Shari'a Kyauta ga Tsararrun da ke Jiran Shari'a a Enugu",
      summary:
        "Matasan lauyoyi suna gudanar da zaman taimako na kowane mako a gidajen gyaran hali na Enugu, suna taimaka wa tsararrun da suka shafe shekaru suna jiran shari'a domin a saurari ƙararsu.",
      impact: '700 tsararru sun sami taimako',
      narrative: `Yawancin mutanen da ake tsare da su a gidajen gyaran hali na Najeriya suna jiran shari'a ne, kuma wasu sun daɗe suna jira fiye da hukuncin da laifin da ake zarginsu da shi zai iya jawowa. Ngozi Obi, wata matashiyar lauya a Enugu, ta fara kai ziyara ranakun Asabar tare da abokan aikinta biyu.

Zaman taimakonta yana duba fayil ɗin kowane tsararre, yana nemo bayanan ƙara da suka ɓace, yana neman beli inda doka ta yarda, kuma yana kai ƙararrakin da suka daɗe ba a saurare su ba gaban babban alƙalin jiha a lokacin ziyarar da yake kai wa gidajen yari.

Ta ɗauki sababbin lauyoyi waɗanda ke buƙatar gogewa, ƙarƙashin kulawar manyan lauyoyi da suka ba da lokacinsu kyauta, kuma ta ƙulla tsarin tura ƙararraki tare da ofishin taimakon shari'a na jihar.

Ya zuwa 2013, tsararru 700 sun sami taimako, kuma an sake fiye da 250 daga cikinsu bisa beli ko an kammala shari'arsu.`,
    },
    yo: {
      title: 'Ibùdó Ìrànlọ́wọ́ Òfin Lọ́fẹ̀ẹ́ fún Àwọn Ẹlẹ́wọ̀n Tí Ń Dúró De Ìdájọ́ ní Enugu',
      summary:
        'Àwọn agbẹjọ́rò ọ̀dọ́ ń ṣe ibùdó ìrànlọ́wọ́ lọ́sọ̀ọ̀sẹ̀ ní àwọn ọgbà àtúnṣe ní Enugu, wọ́n ń ran àwọn ẹlẹ́wọ̀n tí wọ́n ti dúró de ìgbẹ́jọ́ fún ọ̀pọ̀ ọdún lọ́wọ́ kí a lè gbọ́ ẹjọ́ wọn.',
      impact: '700 ẹlẹ́wọ̀n ti rí ìrànlọ́wọ́',
      narrative: `Ọ̀pọ̀ jù lọ àwọn tí a fi sí àtìmọ́lé ní àwọn ọgbà àtúnṣe ní Nàìjíríà ló ń dúró de ìgbẹ́jọ́, àwọn kan sì ti dúró pẹ́ ju ìjìyà tí ẹ̀sùn tí wọ́n fi kàn wọ́n lè mú wá. Ngozi Obi, agbẹjọ́rò ọ̀dọ́ kan ní Enugu, bẹ̀rẹ̀ sí í lọ bẹ̀ wọ́n wò ní ọjọ́ Àbámẹ́ta pẹ̀lú ẹlẹgbẹ́ rẹ̀ méjì.

Àwọn ibùdó ìrànlọ́wọ́ rẹ̀ ń ṣàyẹ̀wò fáìlì ẹlẹ́wọ̀n kọ̀ọ̀kan, wọ́n ń wá àkọsílẹ̀ ẹjọ́ tí ó sọnù, wọ́n ń béèrè fún ìdásílẹ̀ lórí béèlì níbi tí òfin bá ti gbà á láàyè, wọ́n sì ń mú àwọn ẹjọ́ tí ó ti pẹ́ jù wá sí àkíyèsí olórí adájọ́ nígbà tí ó bá ń bẹ àwọn ọgbà ẹ̀wọ̀n wò.

Ó gba àwọn agbẹjọ́rò tí wọ́n ṣẹ̀ṣẹ̀ wọ iṣẹ́ tí wọ́n nílò ìrírí, lábẹ́ àbójútó àwọn agbẹjọ́rò àgbà tí wọ́n yọ̀ǹda àkókò wọn lọ́fẹ̀ẹ́, ó sì fohùn ṣọ̀kan pẹ̀lú ọ́fíìsì ìrànlọ́wọ́ òfin ìpínlẹ̀ náà lórí ètò fífi ẹjọ́ ránṣẹ́ síra wọn.

Ní ọdún 2013, ẹlẹ́wọ̀n 700 ti rí ìrànlọ́wọ́, ó sì ju 250 lára wọn tí a ti tú sílẹ̀ lórí béèlì tàbí tí ẹjọ́ wọn ti parí.`,
    },
    ig: {
      title: "Ebe Enyemaka Iwu n'Efu maka Ndị A Tụrụ Mkpọrọ Na-echere Ikpe na Enugu",
      summary:
        "Ndị ọka iwu na-eto eto na-eme ebe enyemaka kwa izu n'ụlọ mkpọrọ dị na Enugu, na-enyere ndị a tụrụ mkpọrọ chere ikpe ọtụtụ afọ aka ka a nụrụ ikpe ha.",
      impact: '700 ndị mkpọrọ e nyeere aka',
      narrative: `Ọtụtụ ndị a na-ejide n'ụlọ mkpọrọ Naịjirịa na-echere ikpe, ụfọdụ echekwala ogologo oge karịa ntaramahụhụ mpụ a na-ebo ha nwere ike iweta. Ngozi Obi, otu onye ọka iwu na-eto eto na Enugu, malitere ileta ha na Satọdee ya na ndị ọrụ ibe ya abụọ.

Ebe enyemaka ya na-enyocha faịlụ onye mkpọrọ ọ bụla, na-achọpụta ndekọ ikpe furu efu, na-arịọ maka ịhapụ ha na bel ebe iwu kwere, ma na-eweta ikpe ndị tara oge n'anya onye isi ọka ikpe mgbe ọ na-eleta ụlọ mkpọrọ.

O weere ndị ọka iwu ka bidoro ọrụ ndị chọrọ ahụmịhe, n'okpuru nlekọta ndị ọka iwu ukwu nyere oge ha n'efu, ma kwekọrịta usoro izigara ibe ikpe na ọfịs enyemaka iwu nke steeti ahụ.

Ka ọ na-erule 2013, e nyerela ndị mkpọrọ 700 aka, a hapụkwala ihe karịrị 250 n'ime ha na bel ma ọ bụ kpechaa ikpe ha.`,
    },
    am: {
      title: 'በኢኑጉ ፍርድ ለሚጠባበቁ እስረኞች ነፃ የሕግ ድጋፍ ማዕከላት',
      summary:
        'ወጣት ጠበቆች በኢኑጉ ማረሚያ ቤቶች በየሳምንቱ ነፃ የሕግ ድጋፍ ይሰጣሉ፤ ለዓመታት ፍርድ ሲጠባበቁ የቆዩ እስረኞች ጉዳያቸው እንዲታይ ይረዷቸዋል።',
      impact: '700 እስረኞች ድጋፍ አግኝተዋል',
      narrative: `በናይጄሪያ ማረሚያ ቤቶች ከታሰሩት ሰዎች አብዛኞቹ ፍርድ የሚጠባበቁ ናቸው፤ አንዳንዶቹም ተፈጸመ የተባለው ወንጀል ሊያስከትል ከሚችለው ቅጣት በላይ ለረጅም ጊዜ ጠብቀዋል። በኢኑጉ የምትሠራው ወጣቷ ጠበቃ ንጎዚ ኦቢ ከሁለት ባልደረቦቿ ጋር ቅዳሜ ቅዳሜ ልትጎበኛቸው ጀመረች።

የሕግ ድጋፍ ማዕከላቷ የእያንዳንዱን እስረኛ ፋይል ይመረምራሉ፣ የጠፉ የክስ መዝገቦችን ያፈላልጋሉ፣ ሕጉ በሚፈቅድበት ቦታ የዋስትና ጥያቄ ያቀርባሉ፣ ለረጅም ጊዜ የዘገዩ ጉዳዮችንም ዋና ዳኛው ማረሚያ ቤቶችን በሚጎበኙበት ወቅት ትኩረታቸውን እንዲያገኙ ያደርጋሉ።

ልምድ የሚያስፈልጋቸውን አዲስ የተመዘገቡ ጠበቆች መልምላ፣ ጊዜያቸውን በነፃ በሰጡ ከፍተኛ ጠበቆች ቁጥጥር ሥር አሠራቻቸው፤ ከግዛቱ የሕግ ድጋፍ ቢሮ ጋርም የጉዳይ ማስተላለፊያ ሥርዓት ላይ ተስማማች።

እስከ 2013 ድረስ 700 እስረኞች ድጋፍ አግኝተዋል፤ ከእነርሱም ከ250 በላይ የሚሆኑት በዋስ ተለቀዋል ወይም ጉዳያቸው እልባት አግኝቷል።`,
    },
    pt: {
      title: 'Em Enugu, clínicas de apoio jurídico gratuito para presos preventivos',
      summary:
        'Jovens advogados organizam sessões semanais de apoio jurídico nos estabelecimentos prisionais de Enugu e ajudam detidos que esperam há anos pelo julgamento a verem os seus processos apreciados.',
      impact: '700 detidos apoiados',
      narrative: `A maioria das pessoas detidas nos estabelecimentos prisionais nigerianos aguarda julgamento, e algumas esperam há mais tempo do que a pena que o crime de que são acusadas poderia implicar. Ngozi Obi, uma jovem advogada de Enugu, começou a visitá-las aos sábados com dois colegas.

As suas clínicas analisam o processo de cada detido, localizam os registos processuais em falta, pedem a libertação sob caução quando a lei o permite e levam os casos há muito parados ao conhecimento do juiz presidente durante as suas visitas às prisões.

Recrutou advogados recém-inscritos na Ordem que precisavam de experiência, sob a supervisão de advogados seniores que davam o seu tempo gratuitamente, e acordou um sistema de encaminhamento com o gabinete de apoio jurídico do estado.

Até 2013, 700 detidos tinham sido apoiados, e mais de 250 deles tinham sido libertados sob caução ou visto os seus processos concluídos.`,
    },
  },
  'ward-health-committees-jos': {
    fr: {
      title: 'Redonner vie aux comités de santé de quartier à Jos',
      summary:
        'Un récit en préparation sur les comités de santé de quartier dans l’État du Plateau, pas encore publié.',
      impact: '40 comités relancés',
      narrative: `Ce récit est encore en cours d’écriture et de vérification auprès des personnes dont il parle.`,
    },
    ar: {
      title: 'إحياء لجان الصحة في الأحياء في جوس',
      summary: 'قصة قيد الإعداد عن لجان الصحة في الأحياء في ولاية بلاتو، لم تُنشر بعد.',
      impact: '40 لجنة استعادت نشاطها',
      narrative: `ما زالت هذه القصة قيد الكتابة والتحقق مع الأشخاص الذين تتحدث عنهم.`,
    },
    sw: {
      title: 'Kufufua Kamati za Afya za Kata Jos',
      summary:
        'Rasimu ya hadithi kuhusu kamati za afya za kata katika Jimbo la Plateau, bado haijachapishwa.',
      impact: '40 kamati zimefufuliwa',
      narrative: `Hadithi hii bado inaandikwa na kuhakikiwa pamoja na watu inaowahusu.`,
    },
    ha: {
      title: 'Farfaɗo da Kwamitocin Lafiya na Unguwanni a Jos',
      summary:
        'Daftarin labari game da kwamitocin lafiya na unguwanni a Jihar Filato, wanda ba a wallafa ba tukuna.',
      impact: '40 kwamitoci da aka farfaɗo',
      narrative: `Har yanzu ana rubuta wannan labari ana kuma tantance shi tare da mutanen da yake magana a kansu.`,
    },
    yo: {
      title: 'Sísọ Àwọn Ìgbìmọ̀ Ìlera Wọ́ọ̀dù Jí Padà ní Jos',
      summary:
        'Àkọsílẹ̀ ìtàn kan nípa àwọn ìgbìmọ̀ ìlera wọ́ọ̀dù ní Ìpínlẹ̀ Plateau, tí a kò tíì tẹ̀ jáde.',
      impact: '40 ìgbìmọ̀ ni a ti sọ jí padà',
      narrative: `A ṣì ń kọ ìtàn yìí lọ́wọ́, a sì ń ṣàyẹ̀wò rẹ̀ pẹ̀lú àwọn ènìyàn tí ó dá lé lórí.`,
    },
    ig: {
      title: 'Ịkpọlite Kọmitii Ahụike nke Wọọdụ na Jos',
      summary:
        'Akụkọ a ka na-ede gbasara kọmitii ahụike nke wọọdụ na Steeti Plateau, nke a ka ebipụtabeghị.',
      impact: '40 kọmitii a kpọlitere',
      narrative: `A ka na-ede akụkọ a ma na-enyocha ya na ndị ọ na-ekwu maka ha.`,
    },
    am: {
      title: 'በጆስ የቀበሌ ጤና ኮሚቴዎችን ዳግም ማንቃት',
      summary: 'በፕላቶ ግዛት ስላሉ የቀበሌ ጤና ኮሚቴዎች የሚተርክ፣ ገና ያልታተመ ረቂቅ ታሪክ።',
      impact: '40 ኮሚቴዎች ዳግም ነቅተዋል',
      narrative: `ይህ ታሪክ አሁንም እየተጻፈ ሲሆን ከሚመለከታቸው ሰዎች ጋርም እየተረጋገጠ ነው።`,
    },
    pt: {
      title: 'Reativar as comissões de saúde de bairro em Jos',
      summary:
        'Um rascunho de história sobre as comissões de saúde de bairro no Estado de Plateau, ainda por publicar.',
      impact: '40 comissões reativadas',
      narrative: `Esta história ainda está a ser escrita e verificada com as pessoas de quem fala.`,
    },
  },
};

export default TRANSLATIONS;
