import type { DemoStoryTranslation, DemoTranslations } from './types.js';

/** Translations of demo stories, by slug, then language. */
const TRANSLATIONS: DemoTranslations<DemoStoryTranslation> = {
  'reading-corners-lagos-public-schools': {
    ha: {
      title: 'Kusurwoyin Karatu a Makarantun Gwamnati na Lagos',
      summary:
        'Wata tsohuwar malama da ta zama mai kawo sauyi ta kafa ɗakunan karatu a cikin azuzuwa, ta kuma horar da «zakarun karatu» a makarantun firamare na Lagos Mainland.',
      impact: '5,000+ ɗalibai sun amfana',
      narrative: `Lokacin da Adaeze Okafor ta shiga Shirin Masu Kawo Sauyi a shekarar 2015, ta shafe shekaru tara tana koyar da aji huɗu na firamare a Yaba. Yawancin ɗalibanta suna iya haɗa haruffa su karanta kalmomi, amma kaɗan ne ke karatu don jin daɗi: makarantar ba ta da ɗakin karatu, kuma littattafan da ke akwai su ne na manhajar koyarwa kaɗai.

Aikin sauyinta yana da sauƙin bayyanawa amma yana da wuyar aiwatarwa: shiryayyen littattafai masu matakai a kowane aji, malami guda da aka horar a matsayin «zakaran karatu» a kowace makaranta, da mintuna ashirin na karatun sha’awa kowace rana da aka saka a cikin jadawalin darussa. A lokacin shirin ta gano duk waɗanda dole ne su amince (shugabannin makarantu, hukumar ilimi ta ƙaramar hukuma, ƙungiyoyin iyaye) kuma ta ƙiyasta kuɗin gwaji na farko a ƙasa da ₦ miliyan 4.

An fara gwajin a makarantu shida a Lagos Mainland. Zuwa shekarar 2018 Kusurwoyin Karatu suna aiki a makarantu 31, da littattafan da mawallafa biyu suka bayar kyauta da kuma iyaye masu aikin sa-kai da ke bi-da-bi. Wani bincike mai zaman kansa da wata tawagar jami’a ta gudanar ya gano cewa bayan shekarar karatu guda, ɗaliban azuzuwan Kusurwar Karatu suna karanta ƙarin kalmomi 14 a minti ɗaya a matsakaici fiye da takwarorinsu.

A yau wannan tsari ya zama wani ɓangare na shirin koyar da karatu da rubutu na hukumar ilimi ta yankin, kuma Adaeze tana horar da sababbin zakaru a kowane zangon karatu.`,
    },
    yo: {
      title: 'Igun Ìkàwé ní Àwọn Ilé-ìwé Ìjọba ní Lagos',
      summary:
        'Olùkọ́ tẹ́lẹ̀rí kan tí ó di aṣáájú àtúnṣe dá àwọn ilé-ìkàwé kékeré sílẹ̀ nínú kíláàsì, ó sì dá àwọn «akọni ìkàwé» lẹ́kọ̀ọ́ ní àwọn ilé-ìwé alákọ̀ọ́bẹ̀rẹ̀ ní Lagos Mainland.',
      impact: '5,000+ akẹ́kọ̀ọ́ ló jàǹfààní',
      narrative: `Nígbà tí Adaeze Okafor darapọ̀ mọ́ Ètò Àwọn Aṣáájú Àtúnṣe ní ọdún 2015, ó ti lo ọdún mẹ́sàn-án ní kíkọ́ kíláàsì kẹrin ilé-ìwé alákọ̀ọ́bẹ̀rẹ̀ ní Yaba. Púpọ̀ nínú àwọn akẹ́kọ̀ọ́ rẹ̀ lè pe ọ̀rọ̀, ṣùgbọ́n díẹ̀ ni wọ́n ń kàwé fún ìgbádùn: ilé-ìwé náà kò ní ilé-ìkàwé, àwọn ìwé kan ṣoṣo tó wà níbẹ̀ sì ni ti ètò-ẹ̀kọ́.

Iṣẹ́ àtúnṣe rẹ̀ rọrùn láti ṣàlàyé ṣùgbọ́n ó ṣòro láti ṣe: pẹpẹ ìwé tí a tò ní ìpele-ìpele nínú gbogbo kíláàsì, olùkọ́ kan tí a kọ́ gẹ́gẹ́ bí «akọni ìkàwé» ní gbogbo ilé-ìwé, àti ogún ìṣẹ́jú ìkàwé fún ìgbádùn lójoojúmọ́ tí a kọ sínú àkókò ẹ̀kọ́. Nígbà ètò náà, ó ṣàkọsílẹ̀ gbogbo àwọn tí wọ́n gbọ́dọ̀ fọwọ́ sí i (àwọn olórí ilé-ìwé, àjọ ẹ̀kọ́ ìjọba ìbílẹ̀, àwọn ẹgbẹ́ òbí), ó sì ṣírò pé ìdánwò àkọ́kọ́ kò ní ná tó ₦ mílíọ̀nù 4.

Ìdánwò náà bẹ̀rẹ̀ ní ilé-ìwé mẹ́fà ní Lagos Mainland. Ní ọdún 2018, Igun Ìkàwé ti ń ṣiṣẹ́ ní ilé-ìwé 31, pẹ̀lú ìwé tí àwọn atẹ̀wé méjì fi ṣe ẹ̀bùn àti àwọn òbí olùyọ̀ǹda tí wọ́n ń ṣiṣẹ́ ní ìyípo. Àyẹ̀wò olómìnira kan tí ẹgbẹ́ kan láti yunifásítì ṣe fi hàn pé lẹ́yìn ọdún ẹ̀kọ́ kan, àwọn akẹ́kọ̀ọ́ inú kíláàsì Igun Ìkàwé ń ka ọ̀rọ̀ 14 ju àwọn ẹgbẹ́ wọn lọ ní ìṣẹ́jú kan ní ìpíndọ́gba.

Lónìí, àwòṣe yìí ti di apá kan ètò mọ̀ọ́kọ-mọ̀ọ́kà àjọ ẹ̀kọ́ ìbílẹ̀, Adaeze sì ń dá àwọn akọni tuntun lẹ́kọ̀ọ́ ní gbogbo sáà ẹ̀kọ́.`,
    },
    ig: {
      title: 'Akụkụ Ọgụgụ n’Ụlọ Akwụkwọ Gọọmentị dị na Lagos',
      summary:
        'Onye nkuzi mbụ ghọrọ onye ndu mgbanwe hiwere ọbá akwụkwọ n’ime klaasị ma zụọ «ndị dike ọgụgụ» n’ụlọ akwụkwọ praịmarị dị na Lagos Mainland.',
      impact: '5,000+ ụmụ akwụkwọ ritere uru',
      narrative: `Mgbe Adaeze Okafor sonyere na Mmemme Ndị Ndu Mgbanwe n’afọ 2015, ọ kụzila klaasị nke anọ na praịmarị na Yaba afọ itoolu. Ọtụtụ n’ime ụmụ akwụkwọ ya nwere ike ịgụpụta okwu, mana ọ bụ naanị ole na ole na-agụ akwụkwọ maka obi ụtọ: ụlọ akwụkwọ ahụ enweghị ọbá akwụkwọ, naanị akwụkwọ dị bụkwa ndị nke usoro ọmụmụ.

Ọrụ mgbanwe ya dị mfe ịkọwa ma sie ike ime: ebe ndọba akwụkwọ nwere akwụkwọ ọgụgụ ahaziri n’ọkwa n’ime klaasị ọ bụla, onye nkuzi a zụrụ ka ọ bụrụ «dike ọgụgụ» n’ụlọ akwụkwọ ọ bụla, na nkeji iri abụọ nke ọgụgụ onwe onye kwa ụbọchị e dere n’ime usoro oge. N’oge mmemme ahụ, o depụtara ndị niile ga-ekwerịrị (ndị isi ụlọ akwụkwọ, ụlọ ọrụ na-ahụ maka agụmakwụkwọ nke ọchịchị ime obodo, otu ndị nne na nna) ma gbakọọ na nnwale mbụ ga-efu ihe na-erughị ₦ nde 4.

Nnwale ahụ malitere n’ụlọ akwụkwọ isii dị na Lagos Mainland. Ka ọ na-erule afọ 2018, Akụkụ Ọgụgụ na-arụ ọrụ n’ụlọ akwụkwọ 31, ya na akwụkwọ ndị mbipụta abụọ nyere n’onyinye na ndị nne na nna ọrụ afọ ofufo na-arụ n’usoro. Nyocha nọọrọ onwe ya nke otu ndị mahadum mere chọpụtara na mgbe otu afọ akwụkwọ gasịrị, ụmụ akwụkwọ nọ na klaasị Akụkụ Ọgụgụ na-agụ, na nkezi, okwu 14 karịa ndị ọgbọ ha kwa nkeji.

Taa, usoro a bụ akụkụ nke atụmatụ ọgụgụ na ide nke ụlọ ọrụ agụmakwụkwọ mpaghara ahụ, Adaeze na-azụkwa ndị dike ọhụrụ kwa tam.`,
    },
    am: {
      title: 'በሌጎስ የመንግሥት ትምህርት ቤቶች የንባብ ማዕዘኖች',
      summary:
        'የቀድሞ መምህርት የነበረችና የለውጥ ሥራ ፈጣሪ የሆነች ሴት በሌጎስ ሜይንላንድ የመጀመሪያ ደረጃ ትምህርት ቤቶች የክፍል ቤተ መጻሕፍትን አቋቁማ «የንባብ ሻምፒዮኖችን» አሠልጥናለች።',
      impact: '5,000+ ተማሪዎች ተጠቃሚ ሆነዋል',
      narrative: `አዳኤዜ ኦካፎር በ2015 የለውጥ ሥራ ፈጣሪዎች ፕሮግራምን ስትቀላቀል፣ በያባ የአራተኛ ክፍል ተማሪዎችን ለዘጠኝ ዓመታት አስተምራ ነበር። አብዛኞቹ ተማሪዎቿ ቃላትን አንብበው መለየት ይችሉ ነበር፤ ለደስታ የሚያነቡት ግን ጥቂቶች ነበሩ፤ ትምህርት ቤቱ ቤተ መጻሕፍት አልነበረውም፣ ያሉት መጻሕፍትም የሥርዓተ ትምህርቱ ብቻ ነበሩ።

የለውጥ ፕሮጀክቷ ለመግለጽ ቀላል ለመተግበር ግን ከባድ ነበር፤ በእያንዳንዱ ክፍል በደረጃ የተዘጋጁ የንባብ መጻሕፍት መደርደሪያ፣ በእያንዳንዱ ትምህርት ቤት የሠለጠነ «የንባብ ሻምፒዮን» መምህር፣ እንዲሁም በጊዜ ሰሌዳው ውስጥ የተካተተ በየቀኑ የሃያ ደቂቃ ነፃ ንባብ። በፕሮግራሙ ወቅት ፈቃዳቸውን መስጠት ያለባቸውን ሁሉ (የትምህርት ቤት ርእሳነ መምህራንን፣ የአካባቢ አስተዳደሩን የትምህርት ባለሥልጣን፣ የወላጆች ማኅበራትን) ለይታ የመጀመሪያውን የሙከራ ትግበራ ወጪ ከ₦4 ሚሊዮን በታች ገምታለች።

የሙከራ ትግበራው በሌጎስ ሜይንላንድ በሚገኙ ስድስት ትምህርት ቤቶች ተጀመረ። በ2018 የንባብ ማዕዘኖቹ በ31 ትምህርት ቤቶች ይሠሩ ነበር፤ መጻሕፍቱን ሁለት አሳታሚዎች በስጦታ ሰጥተዋል፣ በፈቃደኝነት የሚያገለግሉ ወላጆችም በፈረቃ ይረዱ ነበር። አንድ የዩኒቨርሲቲ ቡድን ያካሄደው ገለልተኛ ግምገማ ከአንድ የትምህርት ዓመት በኋላ በንባብ ማዕዘን ክፍሎች ያሉ ተማሪዎች ከእኩዮቻቸው በአማካይ በደቂቃ 14 ተጨማሪ ቃላትን እንደሚያነቡ አሳይቷል።

ዛሬ ሞዴሉ የአካባቢው የትምህርት ባለሥልጣን የማንበብና የመጻፍ ዕቅድ አካል ሆኗል፤ አዳኤዜም በየትምህርት ወቅቱ አዳዲስ ሻምፒዮኖችን ታሠለጥናለች።`,
    },
    pt: {
      title: 'Cantinhos de leitura nas escolas públicas de Lagos',
      summary:
        'Uma antiga professora que se tornou empreendedora da reforma criou bibliotecas de turma e formou «campeões da leitura» nas escolas primárias de Lagos Mainland.',
      impact: '5,000+ alunos abrangidos',
      narrative: `Quando Adaeze Okafor entrou no Programa de Empreendedores da Reforma, em 2015, dava aulas ao 4.º ano em Yaba há nove anos. A maioria dos seus alunos conseguia decifrar as palavras, mas poucos liam por prazer: a escola não tinha biblioteca e os únicos livros eram os do programa curricular.

O seu projeto de reforma era simples de descrever e difícil de concretizar: uma prateleira de livros graduados em cada sala de aula, um professor formado como «campeão da leitura» em cada escola e vinte minutos diários de leitura livre inscritos no horário. Durante o programa, identificou todos os que tinham de dizer que sim (diretores de escola, a autoridade educativa do governo local, associações de pais) e orçamentou o primeiro projeto-piloto em menos de 4 milhões de ₦.

O projeto-piloto arrancou em seis escolas de Lagos Mainland. Em 2018, os cantinhos de leitura funcionavam em 31 escolas, com livros doados por duas editoras e uma escala de pais voluntários. Uma avaliação independente feita por uma equipa universitária concluiu que, ao fim de um ano letivo, os alunos das turmas com cantinho de leitura liam em média mais 14 palavras por minuto do que os colegas.

Hoje, o modelo faz parte do plano de literacia da autoridade educativa local, e Adaeze forma novos campeões em todos os períodos letivos.`,
    },
  },
  'community-health-workers-kano': {
    ha: {
      title: 'Ma’aikatan Lafiya na Al’umma Suna Kai Kulawar Masu Juna Biyu Har Gida a Kano',
      summary:
        'Gamayyar ma’aikatan lafiya na al’umma da aka horar tana ziyartar mata masu juna biyu a unguwannin da ke gefen birnin Kano, tana haɗa su da asibitoci kafin matsala ta taso.',
      impact: '12,000 iyaye mata sun samu tallafi',
      narrative: `Dakta Ibrahim Musa yana aikin dare a wani babban asibiti a Kano, kuma yana ta ganin labari iri ɗaya: mata suna zuwa asibiti a lokacin naƙuda da matsalolin da ziyarar awon ciki guda ɗaya kawai za ta iya gano su. Nisa, kuɗi da buƙatar izinin miji suna sa da yawa daga cikinsu su zauna a gida.

A cikin Shirin Masu Kawo Sauyi ya sake duba matsalar ta wata fuska. Maimakon a ce mata su zo asibiti, asibitin ne zai je wurinsu, ta hanyar mata daga unguwanninsu, waɗanda aka horar kuma ake biyansu alawus don su ziyarce su, su auna hawan jini, su gano alamun haɗari kuma su raka iyaye mata zuwa cibiyar lafiya a lokacin da hakan ya zama dole.

Tare da kwamitocin ci gaban mazaɓu da shugabannin addini, rukunin farko na ma’aikatan lafiya na al’umma 40 sun fara aiki a Dala da Gwale a shekarar 2017. Kowacce tana ɗauke da jerin bincike mai sauƙi a waya wanda ke sanar da cibiyar kiwon lafiya matakin farko mafi kusa game da cikin da ke da haɗari sosai.

Zuwa shekarar 2019 gamayyar ta tallafa wa iyaye mata 12,000. Bayanan asibitoci a mazaɓun da ke cikin shirin sun nuna cewa zuwa awon ciki ya ninka fiye da sau biyu, kuma hukumar kula da lafiya matakin farko ta jiha yanzu ita ce ke biyan alawus na rukuni na biyu.`,
    },
    yo: {
      title: 'Àwọn Òṣìṣẹ́ Ìlera Àdúgbò Ń Gbé Ìtọ́jú Oyún Dé Ilé ní Kano',
      summary:
        'Àwọn òṣìṣẹ́ ìlera àdúgbò tí a ti dá lẹ́kọ̀ọ́ ń bẹ àwọn aboyún wò ní ẹ̀yìn ìlú Kano, wọ́n sì ń so wọ́n pọ̀ mọ́ ilé-ìwòsàn kí ìṣòro tó dé.',
      impact: '12,000 ìyá ló rí ìrànlọ́wọ́ gbà',
      narrative: `Dókítà Ibrahim Musa ń ṣiṣẹ́ alẹ́ ní ilé-ìwòsàn gbogbogbòò kan ní Kano, ó sì ń rí ìtàn kan náà léraléra: àwọn obìnrin tí wọ́n ń dé nígbà tí ìrọbí ti bẹ̀rẹ̀, pẹ̀lú ìṣòro tí ìbẹ̀wò ìtọ́jú oyún kan ṣoṣo ì bá ti ṣàwárí. Ìjìnnà, owó àti àìní àṣẹ ọkọ mú kí ọ̀pọ̀ wọn dúró sílé.

Nínú Ètò Àwọn Aṣáájú Àtúnṣe, ó wo ìṣòro náà lọ́nà mìíràn. Dípò kí a ní kí àwọn obìnrin wá sí ilé-ìwòsàn, ilé-ìwòsàn ni yóò lọ bá wọn, nípasẹ̀ àwọn obìnrin láti àdúgbò wọn gan-an, tí a dá lẹ́kọ̀ọ́ tí a sì ń san owó ìrànwọ́ fún láti bẹ̀ wọ́n wò, wọn ìfúnpá ẹ̀jẹ̀ wọn, ṣàkíyèsí àmì ewu, kí wọ́n sì bá àwọn ìyá lọ sí ilé-ìwòsàn nígbà tí ó bá pọn dandan.

Pẹ̀lú àwọn ìgbìmọ̀ ìdàgbàsókè wọ́ọ̀dù àti àwọn aṣáájú ẹ̀sìn, ẹgbẹ́ àkọ́kọ́ tí ó ní òṣìṣẹ́ ìlera àdúgbò 40 bẹ̀rẹ̀ iṣẹ́ ní Dala àti Gwale ní ọdún 2017. Ìkọ̀ọ̀kan wọn ní àkọsílẹ̀ àyẹ̀wò tí ó rọrùn lórí fóònù, tí ó ń fi àwọn oyún tí ewu ńlá wà lára wọn tó ilé-ìwòsàn alábọ́dé tí ó sún mọ́ wọn jù lọ létí.

Ní ọdún 2019, àwọn òṣìṣẹ́ náà ti ran ìyá 12,000 lọ́wọ́. Àkọsílẹ̀ ilé-ìwòsàn ní àwọn wọ́ọ̀dù tí ó kópa fi hàn pé iye àwọn tí ń wá fún ìtọ́jú oyún ti lé ní ìlọ́po méjì, àjọ ìtọ́jú ìlera alábọ́dé ti ìpínlẹ̀ náà sì ni ó ń san owó ìrànwọ́ ẹgbẹ́ kejì báyìí.`,
    },
    ig: {
      title: 'Ndị Ọrụ Ahụike Obodo Na-ebute Nlekọta Ime n’Ụlọ na Kano',
      summary:
        'Otu netwọk nke ndị ọrụ ahụike obodo a zụrụ azụ na-eleta ndị inyom dị ime n’akụkụ obodo Kano, na-ejikọ ha na ụlọ ọgwụ tupu nsogbu amalite.',
      impact: '12,000 ndị nne nwetara nkwado',
      narrative: `Dọkịta Ibrahim Musa na-arụ ọrụ abalị n’otu ụlọ ọgwụ izugbe dị na Kano, ma na-ahụ otu akụkọ ahụ ugboro ugboro: ụmụ nwaanyị na-abịa mgbe ime nwa amalitelarị, ya na nsogbu nke otu nleta nlekọta ime gaara achọpụta. Ịdị anya, ego na mkpa inweta ikike di mere ka ọtụtụ n’ime ha nọrọ n’ụlọ.

Na Mmemme Ndị Ndu Mgbanwe, o lere nsogbu ahụ anya n’ụzọ ọzọ. Kama ịrịọ ụmụ nwaanyị ka ha bịa ụlọ ọgwụ, ụlọ ọgwụ ga-agakwuru ha, site n’ụmụ nwaanyị si n’obodo ha, ndị a zụrụ ma na-akwụ obere ụgwọ ka ha leta ha, tụọ mgbali ọbara ha, hụ ihe ịrịba ama nke ihe egwu ma soro ndị nne gaa ụlọ ọgwụ mgbe ọ dị mkpa.

Site n’ịrụkọ ọrụ na kọmitii mmepe wọọdụ na ndị ndu okpukpe, otu mbụ nke ndị ọrụ ahụike obodo 40 malitere ọrụ na Dala na Gwale n’afọ 2017. Onye ọ bụla n’ime ha na-eji ndepụta nlele dị mfe na fon nke na-akọrọ ụlọ ọgwụ ahụike isi kacha nso banyere ime nwere nnukwu ihe egwu.

Ka ọ na-erule afọ 2019, netwọk ahụ akwadola ndị nne 12,000. Ndekọ ụlọ ọgwụ na wọọdụ ndị so na ya na-egosi na ọnụ ọgụgụ ndị na-abịa nlekọta ime abawanyela karịa okpukpu abụọ, ma ugbu a ọ bụ bọọdụ ahụike isi nke steeti ahụ na-akwụ ụgwọ nkwado nke otu nke abụọ.`,
    },
    am: {
      title: 'በካኖ የማኅበረሰብ ጤና ሠራተኞች የቅድመ ወሊድ ክትትልን እቤት ድረስ ያደርሳሉ',
      summary:
        'የሠለጠኑ የማኅበረሰብ ጤና ሠራተኞች መረብ በካኖ ከተማ ዳርቻ ያሉ ነፍሰ ጡር እናቶችን እየጎበኘ ችግር ከመከሰቱ በፊት ከጤና ተቋማት ጋር ያገናኛቸዋል።',
      impact: '12,000 እናቶች ድጋፍ አግኝተዋል',
      narrative: `ዶክተር ኢብራሂም ሙሳ በካኖ በሚገኝ አንድ አጠቃላይ ሆስፒታል የሌሊት ፈረቃ ይሠራ ነበር፤ ያንኑ ታሪክ ደጋግሞ ያይ ነበር፤ አንድ የቅድመ ወሊድ ክትትል ብቻ ሊደርስባቸው ይችል በነበሩ ችግሮች ምጥ ላይ ሆነው የሚደርሱ ሴቶች። ርቀት፣ ወጪና የባል ፈቃድ አስፈላጊነት ብዙዎቹን ቤታቸው ያስቀሯቸው ነበር።

በለውጥ ሥራ ፈጣሪዎች ፕሮግራም ውስጥ ችግሩን በአዲስ መልክ ተመለከተው። ሴቶች ወደ ጤና ተቋሙ እንዲመጡ ከመጠየቅ ይልቅ ጤና ተቋሙ ወደ እነርሱ ይሄዳል፤ ይህም የሚሆነው ከራሳቸው ሰፈር በመጡ፣ በሠለጠኑና አበል በሚከፈላቸው ሴቶች አማካይነት ነው፤ እነርሱም እናቶቹን ይጎበኛሉ፣ የደም ግፊት ይለካሉ፣ የአደጋ ምልክቶችን ይለያሉ፣ አስፈላጊ ሲሆንም እናቶችን ወደ ጤና ተቋሙ ያጅባሉ።

ከቀበሌ ልማት ኮሚቴዎችና ከሃይማኖት መሪዎች ጋር በመሥራት፣ የመጀመሪያው ዙር 40 የማኅበረሰብ ጤና ሠራተኞች በ2017 በዳላና በግዋሌ ሥራ ጀመሩ። እያንዳንዷ ከፍተኛ ስጋት ያለባቸውን እርግዝናዎች በአቅራቢያ ላለው የመጀመሪያ ደረጃ ጤና ጣቢያ የሚያሳውቅ ቀላል የስልክ ማረጋገጫ ዝርዝር ትይዛለች።

በ2019 መረቡ 12,000 እናቶችን ደግፎ ነበር። በተሳታፊ ቀበሌዎች ያሉ የጤና ተቋማት መዛግብት የቅድመ ወሊድ ክትትል ተሳትፎ ከእጥፍ በላይ መጨመሩን ያሳያሉ፤ የግዛቱ የመጀመሪያ ደረጃ ጤና አገልግሎት ቦርድም አሁን የሁለተኛውን ዙር አበል ይሸፍናል።`,
    },
    pt: {
      title: 'Em Kano, agentes de saúde comunitárias levam os cuidados pré-natais a casa',
      summary:
        'Uma rede de agentes de saúde comunitárias com formação visita grávidas na periferia de Kano e encaminha-as para os centros de saúde antes que surjam complicações.',
      impact: '12,000 mães acompanhadas',
      narrative: `O Dr. Ibrahim Musa fazia turnos noturnos num hospital geral de Kano e via repetir-se sempre a mesma história: mulheres que chegavam em trabalho de parto com complicações que uma única consulta pré-natal teria detetado. A distância, o custo e a necessidade de autorização do marido mantinham muitas em casa.

No Programa de Empreendedores da Reforma, reformulou o problema. Em vez de pedir às mulheres que fossem ao centro de saúde, seria o centro de saúde a ir ter com elas, através de mulheres dos seus próprios bairros, com formação e um subsídio, que as visitam, medem a tensão arterial, identificam sinais de perigo e acompanham as mães à unidade de saúde quando é preciso.

Em colaboração com os comités de desenvolvimento dos bairros e com líderes religiosos, o primeiro grupo de 40 agentes de saúde comunitárias começou a trabalhar em Dala e Gwale em 2017. Cada uma leva no telemóvel uma lista de verificação simples que assinala as gravidezes de alto risco ao centro de cuidados de saúde primários mais próximo.

Em 2019, a rede já tinha acompanhado 12 000 mães. Os registos dos centros de saúde nos bairros participantes mostram que a frequência das consultas pré-natais mais do que duplicou, e o organismo estadual de cuidados de saúde primários financia agora os subsídios do segundo grupo.`,
    },
  },
  'open-budget-dashboards-abuja': {
    ha: {
      title: 'Allunan Bayanan Kasafin Kuɗi a Bayyane ga Ƙananan Hukumomin Abuja',
      summary:
        'Yanzu ’yan ƙasa a Babban Birnin Tarayya suna iya bibiyar abin da ƙananan hukumominsu suka shirya kashewa, abin da aka saki da kuma ayyukan da aka kammala.',
      impact: '6 ƙananan hukumomi suna wallafa kasafin kuɗinsu',
      narrative: `Chiamaka Eze ta yi aikin mai binciken kuɗi kafin ta yi wata tambaya mai sauƙi a wani taron jama’a a Bwari: nawa aka ware wa sabuwar rijiyar burtsatse, kuma ina kuɗin suka tafi? Babu wanda ke cikin ɗakin da ya iya amsawa.

Aikin sauyinta ya mai da wannan tambaya al’ada. Tare da ofisoshin kasafin kuɗi na ƙananan hukumomi ta amince da wani tsari mai sauƙi na kowane wata uku — abin da aka shirya, abin da aka saki, abin da aka kashe, abin da aka kammala — sannan ta gina allon bayanai na jama’a wanda ke nuna su bisa mazaɓa, tare da hotunan ayyukan da aka kammala waɗanda mazauna ke turowa.

Abu mafi wuya ba manhajar kwamfuta ba ce, amincewa ce. Ta shafe watanni tare da jami’an ƙananan hukumomi tana nuna musu cewa wallafa alƙaluma tana kare ma’aikatan gwamnati masu gaskiya. Ƙaramar hukuma ta farko ta fara a shekarar 2017; zuwa shekarar 2018 dukkan ƙananan hukumomi shida na Babban Birnin Tarayya suna wallafawa.

Yanzu gidajen rediyo na yankin suna karanta alƙaluman kowane wata uku, kuma ƙungiyoyin al’umma suna amfani da allon bayanan don shirin zaman sauraron ra’ayoyin jama’a kan kasafin kuɗi.`,
    },
    yo: {
      title: 'Pátákó Ìṣúná Gbangba fún Àwọn Ìgbìmọ̀ Agbègbè Abuja',
      summary:
        'Àwọn aráàlú ní Agbègbè Olú-ìlú Ìjọba Àpapọ̀ lè tẹ̀lé báyìí ohun tí àwọn ìgbìmọ̀ agbègbè wọn ṣètò láti ná, ohun tí a tú sílẹ̀ àti àwọn iṣẹ́ àkànṣe tí a parí.',
      impact: '6 ìgbìmọ̀ agbègbè ń tẹ ìṣúná wọn jáde',
      narrative: `Chiamaka Eze ti ṣiṣẹ́ gẹ́gẹ́ bí olùṣàyẹ̀wò owó kí ó tó béèrè ìbéèrè kan tí ó rọrùn níbi ìpàdé gbangba kan ní Bwari: mélòó ni a yà sọ́tọ̀ fún kànga-ẹ̀rọ tuntun náà, ibo sì ni owó náà lọ? Kò sí ẹnikẹ́ni nínú gbọ̀ngàn náà tí ó lè dáhùn.

Iṣẹ́ àtúnṣe rẹ̀ sọ ìbéèrè yẹn di ìṣe déédéé. Pẹ̀lú àwọn ọ́fíìsì ìṣúná ti àwọn ìgbìmọ̀ agbègbè, ó fohùnṣọ̀kan lórí àwòṣe tí ó rọrùn fún oṣù mẹ́ta-mẹ́ta — ohun tí a ṣètò, ohun tí a tú sílẹ̀, ohun tí a ná, ohun tí a parí — ó sì ṣe pátákó ìsọfúnni gbangba tí ó ń fi hàn ní wọ́ọ̀dù-ní-wọ́ọ̀dù, pẹ̀lú fọ́tò àwọn iṣẹ́ tí a ti parí tí àwọn olùgbé fi ránṣẹ́.

Apá tí ó le jù kì í ṣe sọ́fítíwè bí kò ṣe ìgbẹ́kẹ̀lé. Ó lo ọ̀pọ̀ oṣù pẹ̀lú àwọn òṣìṣẹ́ ìgbìmọ̀ láti fi hàn wọ́n pé títẹ àwọn iye jáde ń dáàbò bo àwọn òṣìṣẹ́ ìjọba olóòótọ́. Ìgbìmọ̀ àkọ́kọ́ bẹ̀rẹ̀ ní ọdún 2017; ní ọdún 2018, gbogbo ìgbìmọ̀ agbègbè mẹ́fẹ̀ẹ̀fà ti Agbègbè Olú-ìlú ti ń tẹ̀ ẹ́ jáde.

Àwọn ilé-iṣẹ́ rédíò àdúgbò ń ka àwọn iye oṣù mẹ́ta-mẹ́ta náà jáde báyìí, àwọn ẹgbẹ́ àdúgbò sì ń lo pátákó náà láti múra sílẹ̀ fún ìpàdé ìgbọ́ràn lórí ìṣúná.`,
    },
    ig: {
      title: 'Ihe Ngosi Mmefu Ego Ghe Oghe nke Kansụl Mpaghara Abuja',
      summary:
        'Ụmụ amaala nọ n’Ókèala Isi Obodo Gọọmenti Etiti nwere ike ịgbaso ugbu a ihe kansụl mpaghara ha zubere imefu, ihe e wepụtara na ọrụ ndị e mechara.',
      impact: '6 kansụl mpaghara na-ebipụta mmefu ego ha',
      narrative: `Chiamaka Eze rụburu ọrụ dịka onye nyocha akaụntụ tupu ọ jụọ ajụjụ dị mfe na nzukọ ọha na Bwari: ego ole ka e debere maka olulu mmiri ọhụrụ ahụ, oleekwa ebe ego ahụ gara? Ọ dịghị onye nọ n’ụlọ nzukọ ahụ nwere ike ịza ya.

Ọrụ mgbanwe ya mere ajụjụ ahụ ka ọ bụrụ omume a na-eme mgbe niile. Ya na ụlọ ọrụ mmefu ego nke kansụl mpaghara kwekọrịtara n’otu ụkpụrụ dị mfe kwa ọnwa atọ — ihe e zubere, ihe e wepụtara, ihe e mefuru, ihe e mechara — o wukwara ihe ngosi ọha na-egosi ya wọọdụ n’otu n’otu, ya na foto ọrụ ndị e mechara nke ndị bi n’ebe ahụ zitere.

Akụkụ kacha sie ike abụghị sọftụwia kama ntụkwasị obi. O ji ọtụtụ ọnwa na ndị ọrụ kansụl na-egosi ha na ibipụta ọnụ ọgụgụ na-echebe ndị ọrụ gọọmentị kwụ ọtọ. Kansụl mbụ malitere n’afọ 2017; ka ọ na-erule afọ 2018, kansụl mpaghara isii niile nke Ókèala Isi Obodo ahụ na-ebipụta.

Ụlọ ọrụ redio mpaghara na-agụpụta ugbu a ọnụ ọgụgụ nke ọnwa atọ ọ bụla, otu obodo na-ejikwa ihe ngosi ahụ akwadebe maka nzukọ ọha gbasara mmefu ego.`,
    },
    am: {
      title: 'ለአቡጃ የአካባቢ ምክር ቤቶች ግልጽ የበጀት መረጃ ሰሌዳዎች',
      summary:
        'በፌዴራል ዋና ከተማ ግዛት የሚኖሩ ዜጎች የአካባቢ ምክር ቤቶቻቸው ምን ለማውጣት እንዳቀዱ፣ ምን እንደተለቀቀና የትኞቹ ፕሮጀክቶች እንደተጠናቀቁ አሁን መከታተል ይችላሉ።',
      impact: '6 የአካባቢ ምክር ቤቶች በጀታቸውን ያትማሉ',
      narrative: `ቺያማካ ኤዜ በብዋሪ በተካሄደ ሕዝባዊ ስብሰባ ላይ ቀላል ጥያቄ ከማንሳቷ በፊት ኦዲተር ሆና ሠርታ ነበር፤ ለአዲሱ የጉድጓድ ውኃ ምን ያህል በጀት ተመድቦ ነበር፣ ገንዘቡስ ወዴት ሄደ? በአዳራሹ ውስጥ ማንም መልስ መስጠት አልቻለም።

የለውጥ ፕሮጀክቷ ያንን ጥያቄ መደበኛ አሠራር አደረገው። ከአካባቢ ምክር ቤቶቹ የበጀት ጽሕፈት ቤቶች ጋር በመሆን በቀላል የሩብ ዓመት ቅጽ ላይ ተስማማች — የታቀደ፣ የተለቀቀ፣ ወጪ የሆነ፣ የተጠናቀቀ — እንዲሁም ይህን በየቀበሌው የሚያሳይ ሕዝባዊ የመረጃ ሰሌዳ ገነባች፤ ነዋሪዎች የሚልኳቸው የተጠናቀቁ ፕሮጀክቶች ፎቶዎችም ይታዩበታል።

በጣም ከባዱ ክፍል ሶፍትዌሩ ሳይሆን መተማመኑ ነበር። ቁጥሮችን ማተም ታማኝ የመንግሥት ሠራተኞችን እንደሚጠብቅ ለማሳየት ከምክር ቤቶቹ ኃላፊዎች ጋር ወራትን አሳልፋለች። የመጀመሪያው ምክር ቤት በ2017 ማተም ጀመረ፤ በ2018 የፌዴራል ዋና ከተማ ግዛቱ ስድስቱም የአካባቢ ምክር ቤቶች እያተሙ ነበር።

አሁን የአካባቢ ሬዲዮ ጣቢያዎች የሩብ ዓመቱን አኃዞች በአየር ላይ ያነባሉ፤ የማኅበረሰብ ቡድኖችም ለበጀት ሕዝባዊ ውይይቶች ለመዘጋጀት የመረጃ ሰሌዳውን ይጠቀማሉ።`,
    },
    pt: {
      title: 'Painéis de orçamento abertos para os conselhos de área de Abuja',
      summary:
        'Os cidadãos do Território da Capital Federal podem agora acompanhar o que os seus conselhos de área previam gastar, o que foi libertado e que projetos foram concluídos.',
      impact: '6 conselhos de área publicam o orçamento',
      narrative: `Chiamaka Eze tinha trabalhado como auditora antes de fazer uma pergunta simples numa reunião pública em Bwari: quanto estava orçamentado para o novo furo de água, e para onde foi o dinheiro? Ninguém na sala soube responder.

O seu projeto de reforma transformou essa pergunta numa rotina. Com os serviços de orçamento dos conselhos de área, acordou um modelo trimestral simples — previsto, libertado, gasto, concluído — e criou um painel público que o apresenta por bairro, com fotografias de obras concluídas enviadas pelos moradores.

O mais difícil não foi o software, mas a confiança. Passou meses com os responsáveis dos conselhos a mostrar que publicar os números protegia os funcionários públicos honestos. O primeiro conselho arrancou em 2017; em 2018, os seis conselhos de área do Território já publicavam os seus números.

As rádios locais leem agora os números trimestrais em antena, e as associações de moradores usam o painel para preparar as audições públicas sobre o orçamento.`,
    },
  },
  'solar-cold-chain-vaccines-nairobi': {
    fr: {
      title: 'Une chaîne du froid solaire protège les vaccins aux portes de Nairobi',
      summary:
        'Des réfrigérateurs solaires dotés d’alertes de température à distance protègent les vaccins dans les centres de santé de la périphérie de Nairobi, où le réseau électrique tombe en panne chaque jour.',
      impact: '85 centres de santé équipés',
      narrative: `Dans les quartiers informels autour de Nairobi, une coupure de courant signifiait autrefois des vaccins perdus. Les infirmières trouvaient le matin un réfrigérateur tiède, devaient jeter une semaine de stock, puis renvoyer chez eux mères et bébés.

Otieno Kamau, ingénieur électricien et ancien participant de la promotion 2019 du programme, a conçu un service plutôt qu’un produit : les centres de santé louent un réfrigérateur solaire équipé d’un capteur qui envoie un SMS à l’infirmière responsable et à l’équipe de maintenance d’Otieno dès que la température sort de la plage de sécurité.

Comme la location comprend les réparations, les centres n’attendent plus des mois une pièce de rechange. Le service de santé du comté paie un forfait mensuel par centre sur son budget de vaccination, ce qui lui coûte moins cher que les vaccins qu’il perdait auparavant.

En 2021, 85 centres de santé étaient équipés et les pertes de vaccins signalées à la suite de pannes de température étaient tombées presque à zéro.`,
    },
    ar: {
      title: 'سلسلة تبريد بالطاقة الشمسية تحمي اللقاحات في ضواحي نيروبي',
      summary:
        'ثلاجات تعمل بالطاقة الشمسية ومزودة بتنبيهات حرارة عن بُعد تحمي اللقاحات في العيادات الواقعة على أطراف نيروبي، حيث تنقطع الكهرباء يوميًا.',
      impact: '85 عيادة مجهزة',
      narrative: `في الأحياء العشوائية المحيطة بنيروبي، كان انقطاع الكهرباء يعني فساد اللقاحات. كانت الممرضات يجدن الثلاجة دافئة في الصباح فيضطررن إلى التخلص من مخزون أسبوع كامل، ثم إعادة الأمهات والرضّع إلى بيوتهم.

صمّم أوتيينو كاماو، وهو مهندس كهربائي ومن خريجي دفعة 2019 في البرنامج، خدمةً لا منتجًا: تستأجر العيادات ثلاجة شمسية مزودة بمستشعر يرسل رسالة نصية قصيرة إلى الممرضة المسؤولة وإلى فريق الصيانة التابع له كلما خرجت درجة الحرارة عن النطاق الآمن.

ولأن الإيجار يشمل الإصلاحات، لم تعد العيادات تنتظر شهورًا للحصول على قطعة غيار. وتدفع إدارة الصحة في المقاطعة رسمًا شهريًا عن كل عيادة من ميزانية التطعيم، وهو أقل كلفة من اللقاحات التي كانت تخسرها من قبل.

وبحلول عام 2021 كانت 85 عيادة قد جُهّزت، وانخفضت خسائر اللقاحات المبلّغ عنها بسبب أعطال التبريد إلى ما يقارب الصفر.`,
    },
    sw: {
      title: 'Mnyororo Baridi wa Nishati ya Jua Walinda Chanjo Nje ya Nairobi',
      summary:
        'Friji zinazotumia nishati ya jua zenye tahadhari za joto kwa mbali hulinda chanjo katika zahanati za pembezoni mwa Nairobi ambako umeme hukatika kila siku.',
      impact: '85 zahanati zimewekewa vifaa',
      narrative: `Katika makazi yasiyo rasmi yanayozunguka Nairobi, kukatika kwa umeme kulimaanisha chanjo zilizoharibika. Wauguzi walikuta friji ikiwa na joto asubuhi na kulazimika kutupa akiba ya wiki nzima, kisha kuwarudisha nyumbani akina mama na watoto wachanga.

Otieno Kamau, mhandisi wa umeme na mhitimu wa kundi la 2019 la programu, alibuni huduma badala ya bidhaa: zahanati hukodi friji ya jua yenye kihisi kinachotuma SMS kwa muuguzi msimamizi na kwa timu yake ya matengenezo kila joto linapotoka nje ya kiwango salama.

Kwa kuwa ukodishaji unajumuisha matengenezo, zahanati hazisubiri tena miezi kadhaa kupata kipuri. Idara ya afya ya kaunti hulipa ada ya kila mwezi kwa kila zahanati kutoka bajeti yake ya chanjo, jambo linalogharimu kidogo kuliko chanjo ilizokuwa ikipoteza.

Kufikia mwaka 2021, zahanati 85 zilikuwa zimewekewa vifaa na hasara za chanjo zilizoripotiwa kutokana na hitilafu za joto zilikuwa zimeshuka karibu kufikia sifuri.`,
    },
    ha: {
      title: 'Firiji Masu Amfani da Hasken Rana Suna Kare Alluran Rigakafi a Wajen Nairobi',
      summary:
        'Firiji masu amfani da hasken rana da ke aika gargaɗin zafi daga nesa suna kare alluran rigakafi a asibitocin da ke gefen Nairobi, inda wutar lantarki ke ɗauke kowace rana.',
      impact: '85 asibitoci sun samu kayan aiki',
      narrative: `A unguwannin marasa tsari da ke kewaye da Nairobi, ɗaukewar wutar lantarki a da tana nufin lalacewar alluran rigakafi. Ma’aikatan jinya sukan tarar da firiji ya yi ɗumi da safe, sai su zubar da kayan mako guda, sannan su mayar da iyaye mata da jarirai gida.

Otieno Kamau, injiniyan lantarki kuma tsohon ɗan rukunin shirin na 2019, ya ƙirƙiri sabis maimakon kaya: asibitoci suna yin hayar firiji mai amfani da hasken rana wanda ke da na’urar auna zafi da ke aika saƙon SMS ga ma’aikaciyar jinya mai kula da wurin da kuma ga tawagarsa ta gyara a duk lokacin da zafin ya fita daga iyakar da ba ta da haɗari.

Saboda hayar ta ƙunshi gyara, asibitoci ba sa sake jiran kayan gyara na tsawon watanni. Sashen lafiya na gundumar yana biyan kuɗin wata-wata ga kowane asibiti daga kasafin kuɗinsa na rigakafi, wanda ya fi araha fiye da alluran rigakafin da yake yin asararsu a da.

Zuwa shekarar 2021, asibitoci 85 sun samu kayan aiki, kuma asarar alluran rigakafi da aka bayar da rahoto saboda matsalar zafi ta ragu kusan zuwa sifili.`,
    },
    yo: {
      title: 'Fìríìjì Oníná Oòrùn Ń Pa Àjẹsára Mọ́ ní Àyíká Nairobi',
      summary:
        'Fìríìjì tí ń lo agbára oòrùn, tí ó ń kìlọ̀ nípa ìgbóná láti ọ̀nà jíjìn, ń dáàbò bo àwọn àjẹsára ní ilé-ìwòsàn ní ẹ̀bá Nairobi níbi tí iná mànàmáná ti ń lọ lójoojúmọ́.',
      impact: '85 ilé-ìwòsàn ló ti ní ohun èlò',
      narrative: `Ní àwọn ibùgbé tí kò ní ètò tí ó yí Nairobi ká, tí iná bá lọ tẹ́lẹ̀, àwọn àjẹsára máa ń bàjẹ́. Àwọn nọ́ọ̀sì máa ń bá fìríìjì tí ó ti gbóná ní òwúrọ̀, wọn á sì ní láti da àjẹsára ọ̀sẹ̀ kan nù, lẹ́yìn náà wọn á dá àwọn ìyá àti ọmọ ọwọ́ padà sílé.

Otieno Kamau, onímọ̀-ẹ̀rọ iná mànàmáná tí ó kẹ́kọ̀ọ́ jáde nínú ẹgbẹ́ ọdún 2019 ti ètò náà, ṣe iṣẹ́ ìsìn dípò ọjà: àwọn ilé-ìwòsàn ń yá fìríìjì oníná oòrùn tí ó ní ẹ̀rọ ìmọ̀lára kan tí ó ń fi SMS ránṣẹ́ sí nọ́ọ̀sì tí ó ń bójú tó ibẹ̀ àti sí ẹgbẹ́ àtúnṣe rẹ̀ nígbàkigbà tí ìgbóná bá kọjá ààlà ààbò.

Nítorí pé owó yíyá náà ti kó àtúnṣe pọ̀, àwọn ilé-ìwòsàn kò tún ń dúró fún ọ̀pọ̀ oṣù mọ́ kí wọ́n tó rí ẹ̀yà ẹ̀rọ. Ẹ̀ka ìlera káńtì náà ń san owó oṣooṣù fún ilé-ìwòsàn kọ̀ọ̀kan láti inú ìṣúná àjẹsára rẹ̀, èyí tí ó kéré sí iye àwọn àjẹsára tí ó máa ń sọnù tẹ́lẹ̀.

Ní ọdún 2021, ilé-ìwòsàn 85 ti ní ohun èlò, àdánù àjẹsára tí a ròyìn nítorí àìtọ́ ìgbóná sì ti fẹ́rẹ̀ẹ́ dín kù sí òdo.`,
    },
    ig: {
      title: 'Igwe Nju Oyi nke Anyanwụ Na-echekwa Ọgwụ Mgbochi n’Akụkụ Nairobi',
      summary:
        'Igwe nju oyi na-arụ ọrụ site n’ike anyanwụ, nke na-eziga ịdọ aka ná ntị banyere okpomọkụ site n’ebe dị anya, na-echebe ọgwụ mgbochi n’ụlọ ọgwụ dị n’ọnụ ọnụ Nairobi ebe ọkụ latrik na-anyụ kwa ụbọchị.',
      impact: '85 ụlọ ọgwụ nwetara ngwa ọrụ',
      narrative: `N’ebe obibi na-enweghị usoro gburugburu Nairobi, ọkụ latrik ịnyụ na-apụtabu ọgwụ mgbochi mebiri emebi. Ndị nọọsụ na-ahụ n’ụtụtụ na igwe nju oyi ekpoola ọkụ, ha aghaghị ịtụfu ọgwụ nke otu izu, wee zighachi ndị nne na ụmụ ọhụrụ n’ụlọ.

Otieno Kamau, onye injinia eletrik na onye gụsịrị akwụkwọ n’otu mmemme ahụ nke afọ 2019, chepụtara ọrụ kama ngwaahịa: ụlọ ọgwụ na-agbazite igwe nju oyi anyanwụ nwere sensọ na-ezitere nọọsụ na-elekọta ya na ndị otu mmezi ya SMS oge ọ bụla okpomọkụ gafere oke dị nchebe.

N’ihi na mgbazinye ahụ gụnyere mmezi, ụlọ ọgwụ anaghịzi echere ọtụtụ ọnwa maka akụkụ igwe. Ngalaba ahụike nke kaụntị na-akwụ ụgwọ kwa ọnwa maka ụlọ ọgwụ ọ bụla site na mmefu ego ọgwụ mgbochi ya, nke na-efu obere karịa ọgwụ mgbochi ọ na-atụfu na mbụ.

Ka ọ na-erule afọ 2021, ụlọ ọgwụ 85 nwetara ngwa ọrụ, ma ọgwụ mgbochi a kọrọ na ọ mebiri n’ihi nsogbu okpomọkụ belatara ruo ihe fọrọ obere ka ọ bụrụ efu.`,
    },
    am: {
      title: 'የፀሐይ ኃይል ቀዝቃዛ ሰንሰለት ከናይሮቢ ውጭ ክትባቶችን ይጠብቃል',
      summary:
        'በርቀት የሙቀት ማስጠንቀቂያ የሚልኩ በፀሐይ ኃይል የሚሠሩ ማቀዝቀዣዎች የኤሌክትሪክ መስመሩ በየቀኑ በሚቋረጥባቸው በናይሮቢ ዳርቻ ባሉ ክሊኒኮች ክትባቶችን ይጠብቃሉ።',
      impact: '85 ክሊኒኮች መሣሪያ ተገጥሞላቸዋል',
      narrative: `በናይሮቢ ዙሪያ ባሉ መደበኛ ያልሆኑ መንደሮች የኤሌክትሪክ መቋረጥ ቀድሞ የክትባቶች መበላሸት ማለት ነበር። ነርሶች ጠዋት ማቀዝቀዣውን ሞቆ ያገኙትና የአንድ ሳምንት ክምችት ለመጣል ይገደዱ ነበር፤ ከዚያም እናቶችንና ሕፃናትን ሳያገለግሉ ይመልሱ ነበር።

የኤሌክትሪክ መሐንዲስና የፕሮግራሙ የ2019 ዙር ምሩቅ የሆነው ኦቲዬኖ ካማው ምርት ሳይሆን አገልግሎት ነደፈ፤ ክሊኒኮች የሙቀት መጠኑ ከደኅንነቱ ክልል በወጣ ቁጥር ለኃላፊዋ ነርስና ለእሱ የጥገና ቡድን የጽሑፍ መልእክት የሚልክ ዳሳሽ ያለው የፀሐይ ማቀዝቀዣ ይከራያሉ።

ኪራዩ ጥገናን ስለሚያካትት ክሊኒኮች ከእንግዲህ ለመለዋወጫ ዕቃ ወራትን አይጠብቁም። የካውንቲው ጤና መምሪያ ከክትባት በጀቱ ለእያንዳንዱ ክሊኒክ ወርሃዊ ክፍያ ይከፍላል፤ ይህም ቀድሞ ያጣቸው ከነበሩት ክትባቶች ዋጋ ያነሰ ነው።

በ2021 85 ክሊኒኮች መሣሪያ ተገጥሞላቸው ነበር፤ በሙቀት ብልሽት ምክንያት የተመዘገበው የክትባት ብክነትም ወደ ዜሮ ተቃርቦ ነበር።`,
    },
    pt: {
      title: 'Uma cadeia de frio solar mantém as vacinas seguras nos arredores de Nairobi',
      summary:
        'Frigoríficos solares com alertas de temperatura à distância protegem as vacinas nos centros de saúde da periferia de Nairobi, onde a rede elétrica falha todos os dias.',
      impact: '85 centros de saúde equipados',
      narrative: `Nos bairros informais à volta de Nairobi, os cortes de energia significavam vacinas estragadas. As enfermeiras encontravam de manhã o frigorífico morno, tinham de deitar fora o stock de uma semana e depois mandar embora mães e bebés.

Otieno Kamau, engenheiro eletrotécnico e antigo participante da edição de 2019 do programa, concebeu um serviço em vez de um produto: os centros de saúde alugam um frigorífico solar com um sensor que envia um SMS à enfermeira responsável e à equipa de manutenção de Otieno sempre que a temperatura sai do intervalo seguro.

Como o aluguer inclui as reparações, os centros de saúde já não esperam meses por uma peça sobresselente. O departamento de saúde do condado paga uma mensalidade por centro a partir do seu orçamento de vacinação, o que custa menos do que as vacinas que antes perdia.

Em 2021, 85 centros de saúde estavam equipados e as perdas de vacinas comunicadas por falhas de temperatura tinham caído para quase zero.`,
    },
  },
  'youth-civic-leaders-accra': {
    fr: {
      title: 'De jeunes leaders citoyens portent leurs idées devant les assemblées d’Accra',
      summary:
        'Une bourse d’un an prépare les jeunes d’Accra à rédiger des propositions, à rencontrer les membres des assemblées et à suivre leurs idées jusqu’à la décision.',
      impact: '1,200 jeunes leaders formés',
      narrative: `Abena Mensah avait remarqué que les jeunes d’Accra se faisaient entendre en ligne mais restaient absents des salles où se prenaient les décisions. Peu savaient comment fonctionnait une assemblée métropolitaine, quand elle se réunissait ou comment inscrire un point à son ordre du jour.

Sa bourse « Jeunes leaders citoyens » accueille chaque année 100 personnes âgées de 18 à 30 ans. Elles apprennent comment fonctionne l’administration locale, choisissent un problème de leur quartier, rassemblent des preuves et rédigent une courte proposition. Chaque boursier est associé à un membre de l’assemblée qui lui sert de mentor.

Les boursiers ont proposé des audits de l’éclairage public, des calendriers d’assainissement des marchés et un guichet jeunesse à l’assemblée. Environ une proposition sur cinq a été adoptée, et plusieurs anciens boursiers se sont depuis présentés aux élections des comités d’unité.

En 2022, 1 200 jeunes avaient suivi la bourse à Accra, et deux autres villes ghanéennes ont demandé à la mettre en place.`,
    },
    ar: {
      title: 'قادة مدنيون شباب يحملون أفكارهم إلى مجالس أكرا',
      summary:
        'زمالة تمتد عامًا كاملًا تُعدّ الشباب في أكرا لصياغة المقترحات ولقاء أعضاء المجالس ومتابعة أفكارهم حتى يُتخذ فيها قرار.',
      impact: '1,200 قائد شاب تلقّوا التدريب',
      narrative: `لاحظت أبينا منساه أن الشباب في أكرا يرفعون أصواتهم على الإنترنت ويغيبون عن القاعات التي تُتخذ فيها القرارات. قلة منهم كانوا يعرفون كيف يعمل المجلس الحضري، ومتى يجتمع، وكيف يُدرج بند على جدول أعماله.

تستقبل زمالة «القادة المدنيون الشباب» التي أسستها 100 شخص كل عام تتراوح أعمارهم بين 18 و30 عامًا. يتعلمون كيف تعمل الحكومة المحلية، ويختارون مشكلة في أحيائهم، ويجمعون الأدلة، ويكتبون مقترحًا قصيرًا. ويُقرن كل زميل بعضو في المجلس يكون مرشدًا له.

اقترح الزملاء تدقيق إنارة الشوارع، وجداول لنظافة الأسواق، ومكتبًا للشباب في المجلس. وقد اعتُمد نحو مقترح من كل خمسة، وترشّح عدد من الخريجين منذ ذلك الحين لانتخابات لجان الوحدات.

وبحلول عام 2022 كان 1,200 شاب وشابة قد أتموا الزمالة في أكرا، وطلبت مدينتان غانيتان أخريان تنفيذها.`,
    },
    sw: {
      title: 'Viongozi Vijana wa Kiraia Wapeleka Mawazo Yao kwenye Mabaraza ya Accra',
      summary:
        'Ushirika wa mwaka mzima huwaandaa vijana wa Accra kuandika mapendekezo, kukutana na wajumbe wa mabaraza na kufuatilia mawazo yao hadi uamuzi utolewe.',
      impact: '1,200 viongozi vijana wamefunzwa',
      narrative: `Abena Mensah aligundua kuwa vijana wa Accra walikuwa na sauti kubwa mtandaoni lakini hawakuonekana katika vikao ambako maamuzi hufanywa. Wachache walijua jinsi baraza la jiji linavyofanya kazi, linakutana lini au jinsi ya kuweka hoja kwenye ajenda yake.

Ushirika wake wa Viongozi Vijana wa Kiraia hupokea watu 100 wenye umri wa miaka 18 hadi 30 kila mwaka. Hujifunza jinsi serikali za mitaa zinavyofanya kazi, huchagua tatizo katika mtaa wao, hukusanya ushahidi na kuandika pendekezo fupi. Kila mshiriki huunganishwa na mjumbe wa baraza atakayekuwa mshauri wake.

Washiriki wamependekeza ukaguzi wa taa za barabarani, ratiba za usafi wa masoko na dawati la vijana katika baraza. Takriban pendekezo moja kati ya matano limekubaliwa, na wahitimu kadhaa tangu hapo wamegombea katika chaguzi za kamati za vitengo.

Kufikia mwaka 2022, vijana 1,200 walikuwa wamehitimu ushirika huo mjini Accra, na miji mingine miwili ya Ghana imeomba kuuendesha.`,
    },
    ha: {
      title: 'Matasan Shugabannin Al’umma Suna Kai Ra’ayoyinsu ga Majalisun Accra',
      summary:
        'Wani shirin horo na tsawon shekara guda yana shirya matasa a Accra su rubuta shawarwari, su gana da ’yan majalisa kuma su bi diddigin ra’ayoyinsu har a yanke shawara a kansu.',
      impact: '1,200 matasan shugabanni sun samu horo',
      narrative: `Abena Mensah ta lura cewa matasa a Accra suna da murya mai ƙarfi a intanet amma ba a ganinsu a ɗakunan da ake yanke shawara. Kaɗan ne suka san yadda majalisar birni ke aiki, lokacin da take zama ko yadda ake saka wani batu a cikin ajandarta.

Shirinta na horo mai suna Matasan Shugabannin Al’umma yana ɗaukar mutane 100 masu shekaru 18 zuwa 30 a kowace shekara. Suna koyon yadda ƙaramar hukuma ke aiki, suna zaɓar wata matsala a unguwarsu, suna tattara shaidu kuma suna rubuta gajeriyar shawara. Ana haɗa kowane mahalarci da wani ɗan majalisa a matsayin mai ba shi jagoranci.

Mahalarta sun ba da shawarar binciken fitilun titi, jadawalin tsaftace kasuwanni da kuma teburin matasa a majalisar. An karɓi kusan shawara ɗaya cikin kowace biyar, kuma wasu tsofaffin mahalarta tun daga lokacin sun tsaya takara a zaɓen kwamitocin yankuna.

Zuwa shekarar 2022, matasa 1,200 sun kammala shirin a Accra, kuma wasu biranen Ghana biyu sun nemi su gudanar da shi.`,
    },
    yo: {
      title: 'Àwọn Ọ̀dọ́ Aṣáájú Aráàlú Ń Gbé Èròǹgbà Wọn Lọ Sí Àwọn Àpéjọ Accra',
      summary:
        'Ètò ìdálẹ́kọ̀ọ́ ọlọ́dún kan ń múra àwọn ọ̀dọ́ ní Accra sílẹ̀ láti kọ àbá, láti pàdé àwọn ọmọ àpéjọ, kí wọ́n sì tẹ̀lé èròǹgbà wọn títí di ìgbà tí a bá ṣe ìpinnu lórí rẹ̀.',
      impact: '1,200 ọ̀dọ́ aṣáájú ni a ti dá lẹ́kọ̀ọ́',
      narrative: `Abena Mensah ṣàkíyèsí pé àwọn ọ̀dọ́ ní Accra ń pariwo lórí ayélujára ṣùgbọ́n wọn kì í sí nínú àwọn yàrá tí a ti ń ṣe ìpinnu. Díẹ̀ ló mọ bí àpéjọ ìlú ńlá ṣe ń ṣiṣẹ́, ìgbà tí ó ń pàdé tàbí bí a ṣe ń fi ọ̀rọ̀ kan sínú ètò ìpàdé rẹ̀.

Ètò Àwọn Ọ̀dọ́ Aṣáájú Aráàlú rẹ̀ ń gba ènìyàn 100 tí ọjọ́ orí wọn wà láàrin ọdún 18 sí 30 lọ́dọọdún. Wọ́n ń kọ́ bí ìjọba ìbílẹ̀ ṣe ń ṣiṣẹ́, wọ́n ń yan ìṣòro kan ní àdúgbò wọn, wọ́n ń kó ẹ̀rí jọ, wọ́n sì ń kọ àbá kúkúrú kan. A ń so olùkópa kọ̀ọ̀kan pọ̀ mọ́ ọmọ àpéjọ kan tí yóò jẹ́ olùtọ́sọ́nà rẹ̀.

Àwọn olùkópa ti dábàá àyẹ̀wò iná ojú pópó, ìṣètò ìmọ́tótó ọjà àti tábìlì àwọn ọ̀dọ́ ní àpéjọ náà. Nǹkan bí àbá kan nínú márùn-ún ni a ti gbà, àwọn mélòó kan nínú àwọn tí ó ti parí ètò náà sì ti díje nínú ìdìbò ìgbìmọ̀ ẹ̀ka láti ìgbà náà.

Ní ọdún 2022, ọ̀dọ́ 1,200 ti parí ètò náà ní Accra, àwọn ìlú méjì mìíràn ní Ghana sì ti béèrè láti ṣe é.`,
    },
    ig: {
      title: 'Ndị Ndu Obodo Na-eto Eto Na-ebuga Echiche Ha n’Ọgbakọ Accra',
      summary:
        'Mmemme ọzụzụ nke otu afọ na-akwadebe ndị ntorobịa nọ na Accra ide atụmatụ, izute ndị otu ọgbakọ na ịgbaso echiche ha ruo mgbe e mere mkpebi.',
      impact: '1,200 ndị ndu na-eto eto ka a zụrụ',
      narrative: `Abena Mensah hụrụ na ndị ntorobịa nọ na Accra na-ekwu okwu ike n’ịntanetị mana ha anọghị n’ime ụlọ ebe a na-eme mkpebi. Ole na ole maara ka ọgbakọ obodo ukwu si arụ ọrụ, mgbe ọ na-ezukọ ma ọ bụ otu esi etinye okwu n’usoro ihe ọ ga-atụle.

Mmemme Ndị Ndu Obodo Na-eto Eto ya na-anabata mmadụ 100 dị afọ 18 ruo 30 kwa afọ. Ha na-amụta ka ọchịchị ime obodo si arụ ọrụ, na-ahọrọ otu nsogbu dị n’obodo ha, na-achịkọta ihe akaebe ma dee obere atụmatụ. A na-ejikọ onye ọ bụla so na ya na otu onye otu ọgbakọ ka ọ bụrụ onye ndụmọdụ ya.

Ndị so na mmemme ahụ atụpụtala nyocha ọkụ okporo ụzọ, usoro nhicha ahịa na tebụl ndị ntorobịa n’ọgbakọ ahụ. E nabatala ihe dị ka otu atụmatụ n’ime ise, ọtụtụ ndị gụsịrị ya azọkwala ọkwa na ntuli aka kọmitii mpaghara kemgbe ahụ.

Ka ọ na-erule afọ 2022, ndị ntorobịa 1,200 agụchaala mmemme ahụ na Accra, obodo ukwu abụọ ọzọ dị na Ghana arịọkwala ka ha mee ya.`,
    },
    am: {
      title: 'ወጣት የሲቪክ መሪዎች ሐሳባቸውን ወደ አክራ ምክር ቤቶች ይዘው ይሄዳሉ',
      summary:
        'የአንድ ዓመት የሥልጠና ፕሮግራም በአክራ ያሉ ወጣቶች የውሳኔ ሐሳቦችን እንዲያዘጋጁ፣ ከምክር ቤት አባላት ጋር እንዲገናኙና ሐሳባቸውን እስከ ውሳኔ ድረስ እንዲከታተሉ ያዘጋጃቸዋል።',
      impact: '1,200 ወጣት መሪዎች ሠልጥነዋል',
      narrative: `አቤና ሜንሳ በአክራ ያሉ ወጣቶች በኢንተርኔት ላይ ድምፃቸው ከፍ ያለ ቢሆንም ውሳኔዎች በሚሰጡባቸው አዳራሾች ውስጥ እንደማይገኙ አስተዋለች። የከተማ ምክር ቤት እንዴት እንደሚሠራ፣ መቼ እንደሚሰበሰብ ወይም አንድን ጉዳይ በአጀንዳው ላይ እንዴት ማስያዝ እንደሚቻል የሚያውቁት ጥቂቶች ነበሩ።

የወጣት የሲቪክ መሪዎች ፕሮግራሟ በየዓመቱ ዕድሜያቸው ከ18 እስከ 30 የሆኑ 100 ሰዎችን ይቀበላል። የአካባቢ አስተዳደር እንዴት እንደሚሠራ ይማራሉ፣ በሰፈራቸው ያለን አንድ ችግር ይመርጣሉ፣ ማስረጃ ያሰባስባሉ፣ አጭር የውሳኔ ሐሳብም ይጽፋሉ። እያንዳንዱ ተሳታፊ አማካሪው ከሚሆን የምክር ቤት አባል ጋር ይጣመራል።

ተሳታፊዎቹ የመንገድ መብራት ኦዲት፣ የገበያ ጽዳት መርሐ ግብሮችና በምክር ቤቱ ውስጥ የወጣቶች ዴስክ እንዲኖር ሐሳብ አቅርበዋል። ከአምስት የውሳኔ ሐሳቦች አንዱ ገደማ ተቀባይነት አግኝቷል፤ በርካታ ምሩቃንም ከዚያ ወዲህ ለአካባቢ ኮሚቴ ምርጫዎች ተወዳድረዋል።

በ2022 በአክራ 1,200 ወጣቶች ፕሮግራሙን አጠናቀው ነበር፤ ሌሎች ሁለት የጋና ከተሞችም ፕሮግራሙን ለማካሄድ ጠይቀዋል።`,
    },
    pt: {
      title: 'Jovens líderes cívicos levam as suas ideias às assembleias de Accra',
      summary:
        'Uma bolsa de um ano prepara jovens de Accra para redigir propostas, reunir-se com membros das assembleias e acompanhar as suas ideias até à decisão.',
      impact: '1,200 jovens líderes formados',
      narrative: `Abena Mensah reparou que os jovens de Accra faziam muito barulho na internet, mas estavam ausentes das salas onde se tomavam as decisões. Poucos sabiam como funcionava uma assembleia metropolitana, quando reunia ou como incluir um ponto na sua ordem de trabalhos.

A sua bolsa Jovens Líderes Cívicos recebe todos os anos 100 pessoas entre os 18 e os 30 anos. Aprendem como funciona o poder local, escolhem um problema do seu bairro, reúnem provas e redigem uma proposta curta. Cada bolseiro é acompanhado por um membro da assembleia, que lhe serve de mentor.

Os bolseiros propuseram auditorias à iluminação pública, calendários de limpeza dos mercados e um balcão da juventude na assembleia. Cerca de uma em cada cinco propostas foi aprovada, e vários antigos bolseiros candidataram-se entretanto às eleições dos comités de unidade.

Em 2022, 1 200 jovens tinham concluído a bolsa em Accra, e duas outras cidades ganesas pediram para a organizar.`,
    },
  },
  'widows-savings-groups-ibadan': {
    fr: {
      title: 'À Ibadan, des groupes d’épargne donnent aux veuves une assise financière',
      summary:
        'Des groupes villageois d’épargne et de crédit aident les veuves d’Ibadan à se constituer une épargne, à emprunter pour de petits commerces et à se soutenir mutuellement dans les moments difficiles.',
      impact: '3,400 foyers soutenus',
      narrative: `Pour beaucoup de veuves d’Ibadan, perdre son mari signifiait aussi perdre l’accès à la terre, au crédit et à une place dans les décisions familiales. Folake Adeyemi l’a vu dans sa propre famille et a décidé de commencer par l’argent, parce que l’argent donne le choix.

Ses groupes d’épargne réunissent 20 à 25 femmes qui se retrouvent chaque semaine, épargnent de petites sommes dans une caisse fermée à clé et se prêtent entre elles à un taux d’intérêt qu’elles fixent ensemble. Une animatrice formée accompagne chaque groupe pendant sa première année ; ensuite, les groupes fonctionnent seuls.

Les membres empruntent pour réapprovisionner leur étal au marché, payer les frais de scolarité à la rentrée ou acheter une machine à coudre. Un fonds social, alimenté chaque semaine, aide les membres à traverser la maladie et les funérailles sans s’endetter.

En 2017, les groupes soutenaient 3 400 foyers, avec des taux de remboursement supérieurs à 95 %, et les églises et mosquées locales accueillent désormais les réunions gratuitement.`,
    },
    ar: {
      title: 'مجموعات الادخار تمنح الأرامل أساسًا ماليًا متينًا في إيبادان',
      summary:
        'تساعد مجموعات الادخار والإقراض القروية الأرامل في إيبادان على تكوين مدخرات والاقتراض لتجارات صغيرة ومساندة بعضهن بعضًا في الأوقات الصعبة.',
      impact: '3,400 أسرة تلقت الدعم',
      narrative: `بالنسبة إلى كثير من الأرامل في إيبادان، كان فقدان الزوج يعني أيضًا فقدان الحق في الأرض والائتمان ومكانتهن في قرارات الأسرة. رأت فولاكي أدييمي ذلك في عائلتها، فقررت أن تبدأ بالمال، لأن المال يتيح الخيارات.

تجمع مجموعات الادخار التي أسستها ما بين 20 و25 امرأة يلتقين أسبوعيًا، ويدّخرن مبالغ صغيرة في صندوق مقفل، ويُقرض بعضهن بعضًا بسعر فائدة يتفقن عليه معًا. وترافق ميسّرة مدرَّبة كل مجموعة في عامها الأول، ثم تدير المجموعات نفسها بنفسها.

تستخدم العضوات القروض لتجديد بضائع أكشاكهن في السوق، أو دفع الرسوم المدرسية في بداية الفصل الدراسي، أو شراء ماكينة خياطة. ويساعد صندوق اجتماعي، يُغذّى كل أسبوع، العضوات على مواجهة المرض ونفقات الجنازات دون الوقوع في الديون.

وبحلول عام 2017 كانت المجموعات تدعم 3,400 أسرة، بمعدلات سداد تتجاوز 95 في المئة، وباتت الكنائس والمساجد المحلية تستضيف الاجتماعات مجانًا.`,
    },
    sw: {
      title: 'Vikundi vya Akiba Vyawapa Wajane Msingi wa Kifedha Ibadan',
      summary:
        'Vikundi vya kijiji vya kuweka akiba na kukopeshana huwasaidia wajane wa Ibadan kujiwekea akiba, kukopa kwa ajili ya biashara ndogo na kusaidiana katika nyakati ngumu.',
      impact: '3,400 kaya zimesaidiwa',
      narrative: `Kwa wajane wengi wa Ibadan, kumpoteza mume kulimaanisha pia kupoteza haki ya ardhi, mikopo na nafasi katika maamuzi ya familia. Folake Adeyemi aliliona hilo katika familia yake mwenyewe na akaamua kuanza na pesa, kwa sababu pesa huleta uwezo wa kuchagua.

Vikundi vyake vya akiba vinawaleta pamoja wanawake 20 hadi 25 wanaokutana kila wiki, kuweka kiasi kidogo cha pesa katika sanduku lililofungwa kwa kufuli na kukopeshana kwa riba wanayokubaliana pamoja. Mwezeshaji aliyefunzwa husaidia kila kikundi katika mwaka wake wa kwanza; baada ya hapo vikundi hujiendesha vyenyewe.

Wanachama hutumia mikopo kujaza upya bidhaa za vibanda vyao sokoni, kulipa ada za shule mwanzoni mwa muhula au kununua cherehani. Mfuko wa jamii, unaoongezewa pesa kila wiki, huwasaidia wanachama wakati wa ugonjwa na misiba bila kuingia katika madeni.

Kufikia mwaka 2017 vikundi vilikuwa vinasaidia kaya 3,400, kwa viwango vya urejeshaji wa mikopo vya zaidi ya asilimia 95, na makanisa na misikiti ya eneo hilo sasa huandaa mikutano bila malipo.`,
    },
    ha: {
      title: 'Ƙungiyoyin Tanadi Suna Ba Gwauraye Ƙarfin Tattalin Arziki a Ibadan',
      summary:
        'Ƙungiyoyin tanadi da bayar da rance na ƙauye suna taimaka wa gwauraye a Ibadan su yi tanadi, su karɓi rance don ƙananan sana’o’i kuma su tallafa wa juna a lokutan wahala.',
      impact: '3,400 gidaje sun samu tallafi',
      narrative: `Ga gwauraye da yawa a Ibadan, rasa miji yana nufin rasa damar samun fili, rance da kuma gurbi a cikin shawarwarin iyali. Folake Adeyemi ta ga hakan a cikin danginta, sai ta yanke shawarar farawa da kuɗi, domin kuɗi ne ke ba da damar zaɓi.

Ƙungiyoyin tanadinta suna haɗa mata 20 zuwa 25 waɗanda ke haɗuwa kowane mako, suna ajiye ƙananan kuɗi a cikin akwati mai makulli kuma suna ba juna rance a kan riba da suka amince da ita tare. Wata mai gudanarwa da aka horar tana tallafa wa kowace ƙungiya a shekararta ta farko; bayan haka ƙungiyoyin suna gudanar da kansu.

Mambobi suna amfani da rance wajen sake cika rumfunansu na kasuwa, biyan kuɗin makaranta a farkon zangon karatu ko sayen keken ɗinki. Wani asusun jin kai, wanda ake ƙara wa kuɗi kowane mako, yana taimaka wa mambobi a lokacin rashin lafiya da jana’iza ba tare da cin bashi ba.

Zuwa shekarar 2017 ƙungiyoyin suna tallafa wa gidaje 3,400, tare da biyan bashi da ya haura kashi 95 cikin ɗari, kuma yanzu coci-coci da masallatan yankin suna karɓar baƙuncin tarurrukansu kyauta.`,
    },
    yo: {
      title: 'Àwọn Ẹgbẹ́ Ìfowópamọ́ Ń Fún Àwọn Opó Ní Ìdúró Owó ní Ibadan',
      summary:
        'Àwọn ẹgbẹ́ ìfowópamọ́ àti àyáwó abúlé ń ran àwọn opó ní Ibadan lọ́wọ́ láti fi owó pamọ́, láti yá owó fún òwò kékeré, àti láti ran ara wọn lọ́wọ́ ní àkókò ìṣòro.',
      impact: '3,400 ìdílé ló rí ìrànlọ́wọ́ gbà',
      narrative: `Fún ọ̀pọ̀ opó ní Ibadan, pípàdánù ọkọ tún túmọ̀ sí pípàdánù ẹ̀tọ́ sí ilẹ̀, sí owó àwìn àti sí ipò nínú ìpinnu ìdílé. Folake Adeyemi rí èyí nínú ìdílé tirẹ̀, ó sì pinnu láti bẹ̀rẹ̀ pẹ̀lú owó, nítorí owó ló ń fúnni ní àǹfààní láti yàn.

Àwọn ẹgbẹ́ ìfowópamọ́ rẹ̀ ń kó obìnrin 20 sí 25 jọ, tí wọ́n ń pàdé lọ́sọ̀ọ̀sẹ̀, tí wọ́n ń fi owó kékeré pamọ́ sínú àpótí tí a tì pa, tí wọ́n sì ń yá ara wọn lówó ní èlé tí wọ́n jọ fohùnṣọ̀kan lé lórí. Olùrànlọ́wọ́ kan tí a ti dá lẹ́kọ̀ọ́ ń ṣe ìtọ́sọ́nà fún ẹgbẹ́ kọ̀ọ̀kan ní ọdún àkọ́kọ́ rẹ̀; lẹ́yìn náà, àwọn ẹgbẹ́ náà ń darí ara wọn.

Àwọn ọmọ ẹgbẹ́ ń lo owó àyáwó láti kó ọjà tuntun sí ìsọ̀ wọn ní ọjà, láti san owó ilé-ìwé ní ìbẹ̀rẹ̀ sáà tàbí láti ra ẹ̀rọ ìránṣọ. Àpò owó àjọṣe kan, tí a ń fi owó kún lọ́sọ̀ọ̀sẹ̀, ń ran àwọn ọmọ ẹgbẹ́ lọ́wọ́ nígbà àìsàn àti ìsìnkú láìjẹ gbèsè.

Ní ọdún 2017, àwọn ẹgbẹ́ náà ń ran ìdílé 3,400 lọ́wọ́, wọ́n ń san ohun tí ó ju 95 nínú ọgọ́rùn-ún owó àyáwó padà, àwọn ṣọ́ọ̀ṣì àti mọ́ṣáláṣí àdúgbò sì ń gba ìpàdé wọn lálejò lọ́fẹ̀ẹ́ báyìí.`,
    },
    ig: {
      title: 'Otu Nchekwa Ego Na-enye Ndị Isi Mkpe Ntọala Akụnụba na Ibadan',
      summary:
        'Otu nchekwa ego na mgbazinye ego nke obodo na-enyere ndị isi mkpe nọ na Ibadan aka ichekwa ego, ịgbazite ego maka obere azụmahịa na ịkwado ibe ha n’oge ihe siri ike.',
      impact: '3,400 ezinụlọ nwetara nkwado',
      narrative: `Nye ọtụtụ ndị isi mkpe nọ na Ibadan, ọnwụ di pụtakwara ịtụfu ohere inweta ala, mgbazinye ego na ọnọdụ na mkpebi ezinụlọ. Folake Adeyemi hụrụ nke a n’ezinụlọ ya ma kpebie ịmalite site n’ego, n’ihi na ego na-enye mmadụ ohere ịhọrọ.

Otu nchekwa ego ya na-achịkọta ụmụ nwaanyị 20 ruo 25 ndị na-ezukọ kwa izu, na-echekwa obere ego n’igbe a kpọchiri akpọchi ma na-agbazinyere ibe ha ego n’ọmụrụ nwa ha kwekọrịtara ọnụ. Onye nhazi a zụrụ azụ na-akwado otu ọ bụla n’afọ mbụ ya; mgbe nke ahụ gasịrị, otu ndị ahụ na-achị onwe ha.

Ndị otu na-eji ego ha gbaziri azụta ngwaahịa ọhụrụ maka ebe ha na-ere ahịa, kwụọ ụgwọ akwụkwọ ụmụaka ná mmalite tam ma ọ bụ zụta igwe ịkwa akwa. Ego enyemaka ọha, nke a na-atụnye ego kwa izu, na-enyere ndị otu aka n’oge ọrịa na olili ozu n’enweghị ụgwọ.

Ka ọ na-erule afọ 2017, otu ndị ahụ na-akwado ezinụlọ 3,400, ebe a na-akwụghachi ihe karịrị pasentị 95 nke ego e gbaziri, ma ụka na ụlọ alakụba dị n’obodo na-anabata nzukọ ha n’efu ugbu a.`,
    },
    am: {
      title: 'በኢባዳን የቁጠባ ቡድኖች ለመበለቶች የኢኮኖሚ አቅም ይፈጥራሉ',
      summary:
        'የመንደር የቁጠባና የብድር ቡድኖች በኢባዳን ያሉ መበለቶች ቁጠባ እንዲያጠራቅሙ፣ ለአነስተኛ ንግድ እንዲበደሩና በችግር ጊዜ እርስ በርስ እንዲደጋገፉ ይረዳሉ።',
      impact: '3,400 ቤተሰቦች ድጋፍ አግኝተዋል',
      narrative: `በኢባዳን ለብዙ መበለቶች ባልን ማጣት መሬት፣ ብድርና በቤተሰብ ውሳኔዎች ውስጥ ያላቸውን ቦታ ማጣትም ማለት ነበር። ፎላኬ አዴዬሚ ይህን በራሷ ቤተሰብ ውስጥ አየች፤ ገንዘብ የመምረጥ ዕድል ስለሚሰጥ በገንዘብ ለመጀመር ወሰነች።

የቁጠባ ቡድኖቿ በየሳምንቱ የሚገናኙ፣ አነስተኛ ገንዘብ በተቆለፈ ሳጥን ውስጥ የሚቆጥቡና በጋራ በተስማሙበት የወለድ መጠን እርስ በርስ የሚበዳደሩ ከ20 እስከ 25 ሴቶችን ያሰባስባሉ። የሠለጠነች አመቻች እያንዳንዱን ቡድን በመጀመሪያው ዓመት ትደግፋለች፤ ከዚያ በኋላ ቡድኖቹ ራሳቸውን ያስተዳድራሉ።

አባላቱ ብድሩን በገበያ ያሉ መደቦቻቸውን ዕቃ ለመሙላት፣ በትምህርት ወቅቱ መጀመሪያ የትምህርት ቤት ክፍያ ለመክፈል ወይም የልብስ ስፌት ማሽን ለመግዛት ይጠቀሙበታል። በየሳምንቱ የሚሞላ የማኅበራዊ ድጋፍ ፈንድ አባላት ያለ ዕዳ ሕመምንና የቀብር ወጪዎችን እንዲወጡ ይረዳል።

በ2017 ቡድኖቹ 3,400 ቤተሰቦችን ይደግፉ ነበር፤ የብድር መመለሻ ምጣኔያቸውም ከ95 በመቶ በላይ ነበር፤ አሁን የአካባቢው አብያተ ክርስቲያናትና መስጊዶች ስብሰባዎቹን በነፃ ያስተናግዳሉ።`,
    },
    pt: {
      title: 'Em Ibadan, grupos de poupança dão às viúvas uma base financeira',
      summary:
        'Grupos comunitários de poupança e crédito ajudam as viúvas de Ibadan a criar poupanças, a pedir empréstimos para pequenos negócios e a apoiar-se mutuamente nos momentos difíceis.',
      impact: '3,400 agregados familiares apoiados',
      narrative: `Para muitas viúvas de Ibadan, perder o marido significava também perder o acesso à terra, ao crédito e a um lugar nas decisões da família. Folake Adeyemi viu-o na sua própria família e decidiu começar pelo dinheiro, porque o dinheiro dá escolhas.

Os seus grupos de poupança reúnem 20 a 25 mulheres que se encontram todas as semanas, poupam pequenas quantias numa caixa fechada à chave e emprestam dinheiro umas às outras a uma taxa de juro que acordam entre si. Uma facilitadora com formação acompanha cada grupo durante o primeiro ano; depois disso, os grupos funcionam sozinhos.

As participantes usam os empréstimos para reabastecer as bancas no mercado, pagar as despesas escolares no início do período ou comprar uma máquina de costura. Um fundo social, reforçado todas as semanas, ajuda as participantes a enfrentar doenças e funerais sem se endividarem.

Em 2017, os grupos apoiavam 3 400 agregados familiares, com taxas de reembolso acima de 95 %, e as igrejas e mesquitas locais acolhem agora as reuniões gratuitamente.`,
    },
  },
  'tablet-maths-clubs-kaduna': {
    fr: {
      title: 'À Kaduna, des clubs de maths sur tablette comblent les écarts',
      summary:
        'Des clubs de mathématiques après l’école utilisent des tablettes hors ligne et des exercices adaptatifs pour que chaque élève s’entraîne au niveau qui lui convient.',
      impact: '8,500 élèves dans les clubs de maths',
      narrative: `Dans une classe de 90 élèves, un enseignant ne peut pas donner à chaque enfant des exercices à son niveau. Yusuf Bello, développeur de logiciels qui a grandi à Kaduna, voulait offrir cette possibilité aux enseignants sans qu’un accès à Internet soit nécessaire dans les écoles.

Son équipe a chargé des exercices de mathématiques adaptatifs, en anglais et en haoussa, sur des tablettes bon marché qui fonctionnent hors ligne et synchronisent les progrès quand passe à proximité le téléphone d’un enseignant disposant de données mobiles. Les élèves fréquentent un club trois après-midi par semaine, par groupes de 30 avec dix tablettes et un animateur.

Les enseignants reçoivent chaque semaine un résumé des notions sur lesquelles la classe bute, afin que les leçons de la semaine suivante puissent y revenir. Le contenu suit le programme national, ce qui a facilité l’accord des directeurs d’école.

En 2023, 8 500 élèves fréquentaient les clubs de maths, et les tests de fin d’année dans les premières écoles pilotes ont montré des progrès équivalant à environ une demi-année scolaire d’apprentissage.`,
    },
    ar: {
      title: 'نوادي الرياضيات على الأجهزة اللوحية تسدّ الفجوة في كادونا',
      summary:
        'تستخدم نوادي الرياضيات بعد الدوام المدرسي أجهزة لوحية تعمل دون اتصال بالإنترنت وتمارين تتكيّف مع مستوى التلميذ، ليتدرّب كل تلميذ على المستوى المناسب له.',
      impact: '8,500 تلميذ في نوادي الرياضيات',
      narrative: `في فصل يضم 90 تلميذًا، لا يستطيع المعلم أن يعطي كل طفل تمارين على مستواه. وأراد يوسف بيلو، مطوّر البرمجيات الذي نشأ في كادونا، أن يمنح المعلمين هذه الإمكانية دون الحاجة إلى الإنترنت في المدارس.

حمّل فريقه تمارين رياضيات تتكيّف مع مستوى التلميذ، بالإنجليزية والهوسا، على أجهزة لوحية منخفضة الكلفة تعمل دون اتصال، وتُزامن تقدّم التلاميذ حين يمر بقربها هاتف معلم فيه باقة بيانات. ويحضر التلاميذ النادي ثلاث مرات في الأسبوع بعد الظهر، في مجموعات من 30 تلميذًا معهم عشرة أجهزة لوحية وميسّر واحد.

ويتلقى المعلمون ملخصًا أسبوعيًا يبيّن الموضوعات التي يتعثر فيها الفصل، حتى تعالجها دروس الأسبوع التالي. ويتبع المحتوى المنهج الوطني، مما سهّل موافقة مديري المدارس.

وبحلول عام 2023 كان 8,500 تلميذ يحضرون نوادي الرياضيات، وأظهرت اختبارات نهاية العام في أولى المدارس التجريبية تقدّمًا يعادل نحو نصف عام دراسي من التعلم.`,
    },
    sw: {
      title: 'Klabu za Hisabati kwa Tableti Zaziba Pengo Kaduna',
      summary:
        'Klabu za hisabati za baada ya shule hutumia tableti zisizohitaji intaneti zenye mazoezi yanayojirekebisha ili kila mwanafunzi afanye mazoezi katika kiwango kinachomfaa.',
      impact: '8,500 wanafunzi katika klabu za hisabati',
      narrative: `Katika darasa la wanafunzi 90, mwalimu hawezi kumpa kila mtoto mazoezi ya kiwango kinachomfaa. Yusuf Bello, msanidi programu aliyekulia Kaduna, alitaka kuwapa walimu uwezo huo bila kuhitaji intaneti shuleni.

Timu yake iliweka mazoezi ya hisabati yanayojirekebisha kwa Kiingereza na Kihausa kwenye tableti za bei nafuu zinazofanya kazi bila intaneti na kusawazisha maendeleo ya wanafunzi simu ya mwalimu yenye kifurushi cha data inapopita karibu. Wanafunzi huhudhuria klabu mchana mara tatu kwa wiki, katika vikundi vya watoto 30 wakiwa na tableti kumi na mwezeshaji mmoja.

Walimu hupokea muhtasari wa kila wiki unaoonyesha mada zinazolitatiza darasa, ili masomo ya wiki inayofuata yazishughulikie. Maudhui yanafuata mtaala wa taifa, jambo lililowarahisishia walimu wakuu kukubali.

Kufikia mwaka 2023, wanafunzi 8,500 walihudhuria klabu za hisabati, na mitihani ya mwisho wa mwaka katika shule za kwanza za majaribio ilionyesha maendeleo sawa na takriban nusu mwaka wa masomo.`,
    },
    ha: {
      title: 'Ƙungiyoyin Lissafi na Kwamfutar Hannu Suna Cike Giɓi a Kaduna',
      summary:
        'Ƙungiyoyin lissafi na bayan makaranta suna amfani da kwamfutocin hannu da ke aiki ba tare da intanet ba, da atisaye masu daidaita kansu, domin kowane ɗalibi ya yi atisaye a matakin da ya dace da shi.',
      impact: '8,500 ɗalibai a ƙungiyoyin lissafi',
      narrative: `A aji mai ɗalibai 90, malami ba zai iya ba kowane yaro atisaye a matakin da ya dace da shi ba. Yusuf Bello, mai haɓaka manhajar kwamfuta wanda ya taso a Kaduna, ya so ya ba malamai wannan dama ba tare da buƙatar intanet a makarantu ba.

Tawagarsa ta saka atisayen lissafi masu daidaita kansu, cikin Turanci da Hausa, a kan kwamfutocin hannu masu araha da ke aiki ba tare da intanet ba, kuma suna aika ci gaban ɗalibai idan wayar malami mai data ta wuce kusa da su. Ɗalibai suna halartar ƙungiyar da yamma sau uku a mako, a rukunin mutane 30 da kwamfutocin hannu goma da mai gudanarwa ɗaya.

Malamai suna karɓar taƙaitaccen bayani kowane mako da ke nuna batutuwan da ajin ke fama da su, domin darussan mako na gaba su magance su. Abubuwan da ke ciki suna bin manhajar karatu ta ƙasa, abin da ya sauƙaƙa wa shugabannin makarantu su amince.

Zuwa shekarar 2023, ɗalibai 8,500 suna halartar ƙungiyoyin lissafi, kuma jarrabawar ƙarshen shekara a makarantun gwaji na farko ta nuna ci gaban da ya yi daidai da kusan rabin shekarar karatu ta koyo.`,
    },
    yo: {
      title: 'Àwọn Ẹgbẹ́ Ìṣirò Orí Tábúlẹ́ẹ̀tì Ń Dí Àlàfo ní Kaduna',
      summary:
        'Àwọn ẹgbẹ́ ìṣirò lẹ́yìn ilé-ìwé ń lo tábúlẹ́ẹ̀tì tí kò nílò ayélujára, pẹ̀lú àwọn ìdánrawò tí ó ń bá ìpele akẹ́kọ̀ọ́ mu, kí akẹ́kọ̀ọ́ kọ̀ọ̀kan lè ṣe ìdánrawò ní ìpele tí ó yẹ ẹ́.',
      impact: '8,500 akẹ́kọ̀ọ́ ló wà nínú ẹgbẹ́ ìṣirò',
      narrative: `Nínú kíláàsì tí ó ní akẹ́kọ̀ọ́ 90, olùkọ́ kò lè fún ọmọ kọ̀ọ̀kan ní ìdánrawò tí ó bá ìpele rẹ̀ mu. Yusuf Bello, olùṣe sọ́fítíwè tí ó dàgbà ní Kaduna, fẹ́ fún àwọn olùkọ́ ní àǹfààní yẹn láìjẹ́ pé àwọn ilé-ìwé nílò ayélujára.

Ẹgbẹ́ rẹ̀ kó àwọn ìdánrawò ìṣirò tí ó ń yí padà gẹ́gẹ́ bí ìpele akẹ́kọ̀ọ́, ní èdè Gẹ̀ẹ́sì àti Hausa, sínú tábúlẹ́ẹ̀tì olówó pọ́ọ́kú tí ó ń ṣiṣẹ́ láìsí ayélujára, tí ó sì ń fi ìtẹ̀síwájú akẹ́kọ̀ọ́ ránṣẹ́ nígbà tí fóònù olùkọ́ tí ó ní dátà bá kọjá nítòsí. Àwọn akẹ́kọ̀ọ́ ń lọ sí ẹgbẹ́ náà ní ọ̀sán mẹ́ta lọ́sẹ̀, ní àwùjọ ènìyàn 30 pẹ̀lú tábúlẹ́ẹ̀tì mẹ́wàá àti olùdarí kan.

Àwọn olùkọ́ ń gba àkópọ̀ lọ́sọ̀ọ̀sẹ̀ tí ó ń fi àwọn kókó ẹ̀kọ́ tí ó ń ṣòro fún kíláàsì hàn, kí àwọn ẹ̀kọ́ ọ̀sẹ̀ tí ó tẹ̀ lé e lè kojú wọn. Àkóónú rẹ̀ tẹ̀lé ètò-ẹ̀kọ́ orílẹ̀-èdè, èyí tí ó mú kí ó rọrùn fún àwọn olórí ilé-ìwé láti gbà.

Ní ọdún 2023, akẹ́kọ̀ọ́ 8,500 ń lọ sí àwọn ẹgbẹ́ ìṣirò, àwọn ìdánwò òpin ọdún ní àwọn ilé-ìwé àkọ́kọ́ tí a ti ṣe ìdánwò ètò náà sì fi ìtẹ̀síwájú tí ó tó nǹkan bí ààbọ̀ ọdún ẹ̀kọ́ hàn.`,
    },
    ig: {
      title: 'Klọb Mgbakọ na Mwepụ n’Elu Tablet Na-emechi Oghere na Kaduna',
      summary:
        'Klọb mgbakọ na mwepụ a na-eme mgbe a gụsịrị akwụkwọ na-eji tablet na-adịghị achọ ịntanetị, nwere ajụjụ omume na-agbanwe dịka ọkwa nwata si dị, ka nwata akwụkwọ ọ bụla mee omume n’ọkwa kwesịrị ya.',
      impact: '8,500 ụmụ akwụkwọ nọ na klọb mgbakọ na mwepụ',
      narrative: `Na klaasị nwere ụmụ akwụkwọ 90, onye nkuzi enweghị ike inye nwata ọ bụla ajụjụ omume dabara n’ọkwa ya. Yusuf Bello, onye na-emepụta sọftụwia tolitere na Kaduna, chọrọ inye ndị nkuzi ohere ahụ n’achọghị ịntanetị n’ụlọ akwụkwọ.

Ndị otu ya tinyere ajụjụ omume mgbakọ na mwepụ na-agbanwe dịka ọkwa nwata si dị, n’asụsụ Bekee na Hausa, n’ime tablet dị ọnụ ala na-arụ ọrụ n’enweghị ịntanetị ma na-ezipụ ọganihu ụmụaka mgbe ekwentị onye nkuzi nwere data gafere n’akụkụ ya. Ụmụ akwụkwọ na-aga klọb ehihie atọ n’izu, n’otu mmadụ 30 nwere tablet iri na otu onye nhazi.

Ndị nkuzi na-enweta nchịkọta kwa izu na-egosi isiokwu ndị na-esiri klaasị ike, ka nkuzi izu na-esote wee lebara ha anya. Ọdịnaya ya na-agbaso usoro ọmụmụ mba, nke mere ka ọ dịrị ndị isi ụlọ akwụkwọ mfe ikwenye.

Ka ọ na-erule afọ 2023, ụmụ akwụkwọ 8,500 na-aga klọb mgbakọ na mwepụ, ma ule njedebe afọ n’ụlọ akwụkwọ mbụ e nwalere ya gosiri ọganihu ruru ihe dị ka ọkara afọ akwụkwọ nke mmụta.`,
    },
    am: {
      title: 'በካዱና የታብሌት የሒሳብ ክበቦች ክፍተቱን ይሞላሉ',
      summary:
        'ከትምህርት ሰዓት በኋላ የሚካሄዱ የሒሳብ ክበቦች እያንዳንዱ ተማሪ በሚመጥነው ደረጃ እንዲለማመድ ያለ ኢንተርኔት የሚሠሩ ታብሌቶችንና ከተማሪው ደረጃ ጋር የሚጣጣሙ መልመጃዎችን ይጠቀማሉ።',
      impact: '8,500 ተማሪዎች በሒሳብ ክበቦች ይሳተፋሉ',
      narrative: `90 ተማሪዎች ባሉበት ክፍል ውስጥ መምህር ለእያንዳንዱ ልጅ በደረጃው የሚመጥን መልመጃ መስጠት አይችልም። በካዱና ያደገው የሶፍትዌር አበልጻጊ ዩሱፍ ቤሎ በትምህርት ቤቶች የኢንተርኔት አገልግሎት ሳያስፈልግ ይህን ዕድል ለመምህራን መስጠት ፈለገ።

ቡድኑ በእንግሊዝኛና በሐውሳ የተዘጋጁ ከተማሪው ደረጃ ጋር የሚጣጣሙ የሒሳብ መልመጃዎችን ያለ ኢንተርኔት በሚሠሩና ዳታ ያለው የመምህር ስልክ በአጠገባቸው ሲያልፍ የተማሪዎችን እድገት በሚያመሳስሉ ርካሽ ታብሌቶች ላይ ጫነ። ተማሪዎች በሳምንት ሦስት ቀን ከሰዓት በኋላ ክበቡን ይካፈላሉ፤ 30 ተማሪዎች ባሉት እያንዳንዱ ቡድን አሥር ታብሌቶችና አንድ አመቻች አሉ።

መምህራን ክፍሉ የሚቸገርባቸውን ርእሶች የሚያሳይ ሳምንታዊ ማጠቃለያ ይደርሳቸዋል፤ ይህም በሚቀጥለው ሳምንት የሚሰጡት ትምህርቶች እነዚህን ርእሶች እንዲመለከቱ ያስችላል። ይዘቱ ብሔራዊውን ሥርዓተ ትምህርት ስለሚከተል ርእሳነ መምህራን በቀላሉ ተስማሙ።

በ2023 8,500 ተማሪዎች በሒሳብ ክበቦች ይሳተፉ ነበር፤ በመጀመሪያዎቹ የሙከራ ትምህርት ቤቶች የተሰጡ የዓመቱ መጨረሻ ፈተናዎችም የግማሽ የትምህርት ዓመት ያህል የትምህርት እድገት አሳይተዋል።`,
    },
    pt: {
      title: 'Em Kaduna, clubes de matemática com tablets reduzem as diferenças',
      summary:
        'Clubes de matemática depois das aulas usam tablets que funcionam sem internet, com exercícios adaptativos, para que cada aluno pratique ao nível certo.',
      impact: '8,500 alunos nos clubes de matemática',
      narrative: `Numa turma de 90 alunos, um professor não consegue dar a cada criança exercícios ao nível certo. Yusuf Bello, programador informático que cresceu em Kaduna, quis dar aos professores essa possibilidade sem precisar de acesso à internet nas escolas.

A sua equipa carregou exercícios de matemática adaptativos, em inglês e em haúça, em tablets de baixo custo que funcionam sem ligação e sincronizam o progresso quando passa por perto o telemóvel de um professor com dados móveis. Os alunos frequentam o clube três tardes por semana, em grupos de 30 com dez tablets e um facilitador.

Os professores recebem um resumo semanal com os temas em que a turma tem dificuldades, para que as aulas da semana seguinte os possam trabalhar. Os conteúdos seguem o currículo nacional, o que facilitou o acordo dos diretores das escolas.

Em 2023, 8 500 alunos frequentavam os clubes de matemática, e os testes de fim de ano nas primeiras escolas-piloto mostraram progressos equivalentes a cerca de meio ano letivo de aprendizagem.`,
    },
  },
};

export default TRANSLATIONS;
