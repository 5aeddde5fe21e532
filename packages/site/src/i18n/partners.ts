import { defineCopy } from './defineCopy';

/** The Collaborative Partners page (categories and case studies are in content/partners.ts). */
export const PARTNERS_COPY = defineCopy(
  {
    'partners.title': 'Collaborative Partners',
    'partners.eyebrow': 'Reform is a team sport',
    'partners.intro':
      'Schools, universities, foundations, development agencies and community networks work with us to train reform entrepreneurs and carry their projects into the places that need them.',
    'partners.categories.title': 'Who we partner with',
    'partners.categories.lead':
      'Three kinds of partner, each bringing something the others cannot.',
    'partners.categories.unit': 'partners',
    'partners.stories.title': 'Partnership success stories',
    'partners.stories.lead': 'What partners and our reform entrepreneurs have achieved together.',
    'partners.stories.outcome': 'Outcome:',
    'partners.impact.title': 'Our shared impact',
    'partners.impact.lead': 'Across all our partnerships so far.',
    'partners.cta.title': 'Become a partner',
    'partners.cta.text':
      'Tell us what your organisation would like to achieve. We will suggest a way to work together and send you our partnership toolkit.',
    'partners.cta.explore': 'Explore Partnership Opportunities',
    'partners.cta.toolkit': 'View Partnership Toolkit',
  },
  {
    fr: {
      'partners.title': 'Partenaires collaboratifs',
      'partners.eyebrow': 'La réforme est un sport d’équipe',
      'partners.intro':
        'Écoles, universités, fondations, agences de développement et réseaux communautaires travaillent avec nous pour former des entrepreneurs de la réforme et porter leurs projets là où l’on en a besoin.',
      'partners.categories.title': 'Avec qui nous travaillons',
      'partners.categories.lead':
        'Trois types de partenaires, chacun apportant ce que les autres ne peuvent offrir.',
      'partners.categories.unit': 'partenaires',
      'partners.stories.title': 'Réussites de nos partenariats',
      'partners.stories.lead':
        'Ce que nos partenaires et nos entrepreneurs de la réforme ont accompli ensemble.',
      'partners.stories.outcome': 'Résultat :',
      'partners.impact.title': 'Notre impact commun',
      'partners.impact.lead': 'L’ensemble de nos partenariats à ce jour.',
      'partners.cta.title': 'Devenez partenaire',
      'partners.cta.text':
        'Dites-nous ce que votre organisation souhaite accomplir. Nous vous proposerons une façon de travailler ensemble et vous enverrons notre boîte à outils du partenariat.',
      'partners.cta.explore': 'Découvrir les possibilités de partenariat',
      'partners.cta.toolkit': 'Voir la boîte à outils du partenariat',
    },
    ar: {
      'partners.title': 'الشركاء المتعاونون',
      'partners.eyebrow': 'الإصلاح عمل جماعي',
      'partners.intro':
        'تعمل معنا المدارس والجامعات والمؤسسات المانحة ووكالات التنمية والشبكات المجتمعية لتدريب روّاد الإصلاح وإيصال مشاريعهم إلى الأماكن التي تحتاج إليها.',
      'partners.categories.title': 'مع من نتشارك',
      'partners.categories.lead': 'ثلاثة أنواع من الشركاء، يقدّم كلٌّ منها ما لا يستطيعه الآخرون.',
      'partners.categories.unit': 'شريكًا',
      'partners.stories.title': 'قصص نجاح الشراكات',
      'partners.stories.lead': 'ما حقّقه الشركاء وروّاد الإصلاح لدينا معًا.',
      'partners.stories.outcome': 'النتيجة:',
      'partners.impact.title': 'أثرنا المشترك',
      'partners.impact.lead': 'حصيلة جميع شراكاتنا حتى الآن.',
      'partners.cta.title': 'كن شريكًا',
      'partners.cta.text':
        'أخبرنا بما تطمح مؤسستك إلى تحقيقه، وسنقترح طريقة للعمل معًا ونرسل إليك دليل الشراكة.',
      'partners.cta.explore': 'استكشف فرص الشراكة',
      'partners.cta.toolkit': 'اطّلع على دليل الشراكة',
    },
    sw: {
      'partners.title': 'Washirika wa Ushirikiano',
      'partners.eyebrow': 'Mageuzi ni kazi ya timu',
      'partners.intro':
        'Shule, vyuo vikuu, wakfu, mashirika ya maendeleo na mitandao ya kijamii hushirikiana nasi kuwafunza wajasiriamali wa mageuzi na kupeleka miradi yao mahali inapohitajika.',
      'partners.categories.title': 'Tunaoshirikiana nao',
      'partners.categories.lead':
        'Aina tatu za washirika, kila moja ikileta kile ambacho wengine hawawezi.',
      'partners.categories.unit': 'washirika',
      'partners.stories.title': 'Hadithi za mafanikio ya ushirikiano',
      'partners.stories.lead':
        'Yale ambayo washirika na wajasiriamali wetu wa mageuzi wamefanikisha pamoja.',
      'partners.stories.outcome': 'Matokeo:',
      'partners.impact.title': 'Matokeo yetu ya pamoja',
      'partners.impact.lead': 'Kwa ushirikiano wetu wote hadi sasa.',
      'partners.cta.title': 'Kuwa mshirika',
      'partners.cta.text':
        'Tueleze shirika lako lingependa kufanikisha nini. Tutapendekeza njia ya kufanya kazi pamoja na kukutumia zana zetu za ushirikiano.',
      'partners.cta.explore': 'Gundua Fursa za Ushirikiano',
      'partners.cta.toolkit': 'Tazama Zana za Ushirikiano',
    },
  },
);
