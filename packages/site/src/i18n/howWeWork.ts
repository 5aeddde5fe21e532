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
    ha: {
      'howWeWork.tabs.label': 'Yadda muke aiki',
      'howWeWork.back': 'Koma ga Taƙaitawa',
      'howWeWork.board.pyramid.label': 'Fannoni, daga kan dala zuwa tushensa',
      'howWeWork.board.pyramid.and': 'da',
    },
    yo: {
      'howWeWork.tabs.label': 'Bí a ṣe ń ṣiṣẹ́',
      'howWeWork.back': 'Padà sí Àkópọ̀',
      'howWeWork.board.pyramid.label': 'Àwọn ẹ̀ka, láti orí pírámídì dé ìsàlẹ̀ rẹ̀',
      'howWeWork.board.pyramid.and': 'àti',
    },
    ig: {
      'howWeWork.tabs.label': 'Otú anyị si arụ ọrụ',
      'howWeWork.back': 'Laghachi na Nchịkọta',
      'howWeWork.board.pyramid.label': "Ngalaba, site n'elu pyramid ruo na ntọala ya",
      'howWeWork.board.pyramid.and': 'na',
    },
    pt: {
      'howWeWork.tabs.label': 'Como trabalhamos',
      'howWeWork.back': 'Voltar ao Resumo',
      'howWeWork.board.pyramid.label': 'Setores, do topo da pirâmide à sua base',
      'howWeWork.board.pyramid.and': 'e',
    },
    am: {
      'howWeWork.tabs.label': 'የአሠራራችን ዘዴ',
      'howWeWork.back': 'ወደ ማጠቃለያው ይመለሱ',
      'howWeWork.board.pyramid.label': 'ዘርፎች፣ ከፒራሚዱ ጫፍ እስከ መሠረቱ',
      'howWeWork.board.pyramid.and': 'እና',
    },
  },
);
