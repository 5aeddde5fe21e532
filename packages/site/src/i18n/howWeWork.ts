import { defineCopy } from './defineCopy';

/**
 * How We Work's interface labels. Its texts, the council, the advisors, the sector pyramid and
 * the partners are content (the How We Work page, People and Partners in the admin).
 */
export const HOW_WE_WORK_COPY = defineCopy(
  {
    'howWeWork.tabs.label': 'How we work',
    'howWeWork.back': 'Back to Summary',
    'howWeWork.board.pyramid.label': 'Sectors, from the top of the pyramid to its base',
    'howWeWork.board.pyramid.and': 'and',
  },
  {
    fr: {
      'howWeWork.tabs.label': 'Notre méthode',
      'howWeWork.back': 'Retour au résumé',
      'howWeWork.board.pyramid.label': 'Secteurs, du sommet de la pyramide à sa base',
      'howWeWork.board.pyramid.and': 'et',
    },
    ar: {
      'howWeWork.tabs.label': 'كيف نعمل',
      'howWeWork.back': 'العودة إلى الملخّص',
      'howWeWork.board.pyramid.label': 'القطاعات، من قمة الهرم إلى قاعدته',
      'howWeWork.board.pyramid.and': 'و',
    },
    sw: {
      'howWeWork.tabs.label': 'Jinsi tunavyofanya kazi',
      'howWeWork.back': 'Rudi kwenye Muhtasari',
      'howWeWork.board.pyramid.label': 'Sekta, kutoka kilele cha piramidi hadi msingi wake',
      'howWeWork.board.pyramid.and': 'na',
    },
  },
);
