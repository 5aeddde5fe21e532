import { defineCopy } from './defineCopy';

/**
 * The pages around the story widgets: Success Stories and Our Impact. The widgets bring their
 * own copy; the Insights page's title is the widgets' nav.insights.
 */
export const STORIES_COPY = defineCopy(
  {
    'stories.title': 'Success Stories',
    'stories.intro':
      'Reform entrepreneurs trained and funded through our programmes, in their own words and numbers.',
    'impact.title': 'Our Impact',
    'impact.intro':
      'Stories of reform entrepreneurs changing education, health and governance in their communities.',
  },
  {
    fr: {
      'stories.title': 'Histoires de réussite',
      'stories.intro':
        'Des entrepreneurs de la réforme formés et financés grâce à nos programmes, racontés par eux-mêmes, chiffres à l’appui.',
      'impact.title': 'Notre impact',
      'impact.intro':
        'Les histoires d’entrepreneurs de la réforme qui transforment l’éducation, la santé et la gouvernance dans leurs communautés.',
    },
    ar: {
      'stories.title': 'قصص النجاح',
      'stories.intro': 'روّاد إصلاح درّبتهم برامجنا وموّلتهم، بكلماتهم وبالأرقام.',
      'impact.title': 'أثرنا',
      'impact.intro': 'قصص روّاد إصلاح يغيّرون التعليم والصحة والحوكمة في مجتمعاتهم.',
    },
    sw: {
      'stories.title': 'Hadithi za Mafanikio',
      'stories.intro':
        'Wajasiriamali wa mageuzi waliofunzwa na kufadhiliwa kupitia programu zetu, kwa maneno na takwimu zao wenyewe.',
      'impact.title': 'Matokeo Yetu',
      'impact.intro':
        'Hadithi za wajasiriamali wa mageuzi wanaobadilisha elimu, afya na utawala katika jamii zao.',
    },
  },
);
