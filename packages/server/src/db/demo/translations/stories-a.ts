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

Aikin sauyinta yana da sauƙin bayyanawa amma yana da wuyar aiwatarwa: shiryayyen littattafai masu matakai a kowane aji, malami guda da aka horar a matsayin «zakaran karatu» a kowace makaranta, da mintuna ashirin na karatun kai kowace rana da aka saka a cikin jadawalin darussa. A lokacin shirin ta gano duk waɗanda dole ne su amince (shugabannin makarantu, hukumar ilimi ta ƙaramar hukuma, ƙungiyoyin iyaye) kuma ta ƙiyasta kuɗin gwaji na farko a ƙasa da ₦ miliyan 4.

An fara gwajin a makarantu shida a Lagos Mainland. Zuwa shekarar 2018 Kusurwoyin Karatu suna aiki a makarantu 31, da littattafan da mawallafa biyu suka bayar kyauta da kuma iyaye masu aikin sa-kai da ke bi-da-bi. Wani bincike mai zaman kansa da wata tawagar jami’a ta gudanar ya gano cewa bayan shekarar karatu guda, ɗaliban azuzuwan Kusurwar Karatu suna karanta ƙarin kalmomi 14 a minti ɗaya a matsakaici fiye da takwarorinsu.

A yau wannan tsari ya zama wani ɓangare na shirin koyar da karatu da rubutu na hukumar ilimi ta yankin, kuma Adaeze tana horar da sababbin zakaru a kowane zangon karatu.`,
    },
    yo: {
      title: 'Igun Ìkàwé ní Àwọn Ilé-ìwé Ìjọba ní Lagos',
      summary:
        'Olùkọ́ tẹ́lẹ̀rí kan tí ó di aṣáájú àtúnṣe dá àwọn ilé-ìkàwé kékeré sílẹ̀ nínú kíláàsì, ó sì dá àwọn «akọni ìkàwé» lẹ́kọ̀ọ́ ní àwọn ilé-ìwé alákọ̀ọ́bẹ̀rẹ̀ ní Lagos Mainland.',
      impact: '5,000+ akẹ́kọ̀ọ́ ló jàǹfààní',
      narrative: `Nígbà tí Adaeze Okafor darapọ̀ mọ́ Ètò Àwọn Aṣáájú Àtúnṣe ní ọdún 2015, ó ti lo ọdún mẹ́sàn-án ní kíkọ́ kíláàsì kẹrin ilé-ìwé alákọ̀ọ́bẹ̀rẹ̀ ní Yaba. Púpọ̀ nínú àwọn akẹ́kọ̀ọ́ rẹ̀ lè pe ọ̀rọ̀, ṣùgbọ́n díẹ̀ ni wọ́n ń kàwé fún ìgbádùn: ilé-ìwé náà kò ní ilé-ìkàwé, àwọn ìwé kan ṣoṣo tó wà níbẹ̀ sì ni ti ètò-ẹ̀kọ́.

Iṣẹ́ àtúnṣe rẹ̀ rọrùn láti ṣàlàyé ṣùgbọ́n ó ṣòro láti ṣe: pẹpẹ ìwé tí a tò ní ìpele-ìpele nínú gbogbo kíláàsì, olùkọ́ kan tí a kọ́ gẹ́gẹ́ bí «akọni ìkàwé» ní gbogbo ilé-ìwé, àti ogún ìṣẹ́jú ìkàwé ọ̀fẹ́ lójoojúmọ́ tí a kọ sínú àkókò ẹ̀kọ́. Nígbà ètò náà, ó ṣàkọsílẹ̀ gbogbo àwọn tí wọ́n gbọ́dọ̀ fọwọ́ sí i (àwọn olórí ilé-ìwé, àjọ ẹ̀kọ́ ìjọba ìbílẹ̀, àwọn ẹgbẹ́ òbí), ó sì ṣírò pé ìdánwò àkọ́kọ́ kò ní ná tó ₦ mílíọ̀nù 4.

Ìdánwò náà bẹ̀rẹ̀ ní ilé-ìwé mẹ́fà ní Lagos Mainland. Ní ọdún 2018, Igun Ìkàwé ti ń ṣiṣẹ́ ní ilé-ìwé 31, pẹ̀lú ìwé tí àwọn atẹ̀wé méjì fi ṣe ẹ̀bùn àti àwọn òbí olùyọ̀ǹda tí wọ́n ń ṣiṣẹ́ ní ìyípo. Àyẹ̀wò olómìnira kan tí ẹgbẹ́ kan láti yunifásítì ṣe fi hàn pé lẹ́yìn ọdún ẹ̀kọ́ kan, àwọn akẹ́kọ̀ọ́ inú kíláàsì Igun Ìkàwé ń ka ọ̀rọ̀ 14 ju àwọn ẹgbẹ́ wọn lọ ní ìṣẹ́jú kan ní ìpíndọ́gba.

Lónìí, àwòṣe yìí ti di apá kan ètò mọ̀ọ́kọ-mọ̀ọ́kà àjọ ẹ̀kọ́ ìbílẹ̀, Adaeze sì ń dá àwọn akọni tuntun lẹ́kọ̀ọ́ ní gbogbo sáà ẹ̀kọ́.`,
    },
    ig: {
      title: 'Akụkụ Ọgụgụ n’Ụlọ Akwụkwọ Gọọmentị dị na Lagos',
      summary:
        'Onye nkuzi mbụ ghọrọ onye ndu mgbanwe hiwere ọbá akwụkwọ n’ime klaasị ma zụọ «ndị dike ọgụgụ» n’ụlọ akwụkwọ praịmarị dị na Lagos Mainland.',
      impact: '5,000+ ụmụ akwụkwọ ritere uru',
      narrative: `Mgbe Adaeze Okafor sonyere na Mmemme Ndị Ndu Mgbanwe n’afọ 2015, o jirila afọ itoolu kuzie klaasị nke anọ na praịmarị na Yaba. Ọtụtụ n’ime ụmụ akwụkwọ ya nwere ike ịgụpụta okwu, mana ọ bụ naanị ole na ole na-agụ akwụkwọ maka obi ụtọ: ụlọ akwụkwọ ahụ enweghị ọbá akwụkwọ, naanị akwụkwọ dị bụkwa ndị nke usoro ọmụmụ.

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
};

export default TRANSLATIONS;
