import { defineCopy } from './defineCopy';

/**
 * The Portfolio page's interface labels: the filter and its status. Its texts and figures are
 * the portfolio-page global; the ventures are a collection.
 */
export const PORTFOLIO_COPY = defineCopy(
  {
    'portfolio.filter.label': 'Filter ventures by sector',
    'portfolio.filter.all': 'All',
    'portfolio.showingAll': 'Showing all {count} ventures',
    'portfolio.showingSector': 'Showing {count} {sector} ventures',
    'portfolio.foundedBy': 'Founded by {name}',
  },
  {
    fr: {
      'portfolio.filter.label': 'Filtrer les entreprises par secteur',
      'portfolio.filter.all': 'Toutes',
      'portfolio.showingAll': 'Entreprises affichées : {count}',
      'portfolio.showingSector': 'Entreprises affichées ({sector}) : {count}',
      'portfolio.foundedBy': 'Fondée par {name}',
    },
    ar: {
      'portfolio.filter.label': 'تصفية المشاريع الريادية حسب القطاع',
      'portfolio.filter.all': 'الكل',
      'portfolio.showingAll': 'المشاريع الريادية المعروضة: {count}',
      'portfolio.showingSector': 'المشاريع الريادية المعروضة في قطاع {sector}: {count}',
      'portfolio.foundedBy': 'من تأسيس {name}',
    },
    sw: {
      'portfolio.filter.label': 'Chuja biashara kwa sekta',
      'portfolio.filter.all': 'Zote',
      'portfolio.showingAll': 'Biashara zinazoonyeshwa: {count}',
      'portfolio.showingSector': 'Biashara zinazoonyeshwa katika sekta ya {sector}: {count}',
      'portfolio.foundedBy': 'Ilianzishwa na {name}',
    },
    ha: {
      'portfolio.filter.label': 'Tace ayyuka ta fanni',
      'portfolio.filter.all': 'Duka',
      'portfolio.showingAll': 'Ana nuna dukkan ayyuka {count}',
      'portfolio.showingSector': 'Ana nuna ayyukan {sector} {count}',
      'portfolio.foundedBy': 'Wanda ya kafa: {name}',
    },
    yo: {
      'portfolio.filter.label': 'Ṣà àwọn iṣẹ́ gẹ́gẹ́ bí ẹ̀ka',
      'portfolio.filter.all': 'Gbogbo',
      'portfolio.showingAll': 'À ń fi gbogbo iṣẹ́ {count} hàn',
      'portfolio.showingSector': 'À ń fi iṣẹ́ {count} ti {sector} hàn',
      'portfolio.foundedBy': 'Olùdásílẹ̀: {name}',
    },
    ig: {
      'portfolio.filter.label': 'Họpụta ọrụ site na ngalaba',
      'portfolio.filter.all': 'Niile',
      'portfolio.showingAll': 'Na-egosi ọrụ {count} niile',
      'portfolio.showingSector': 'Na-egosi ọrụ {sector} {count}',
      'portfolio.foundedBy': 'Onye guzobere ya: {name}',
    },
    pt: {
      'portfolio.filter.label': 'Filtrar iniciativas por setor',
      'portfolio.filter.all': 'Todos',
      'portfolio.showingAll': 'A mostrar as {count} iniciativas',
      'portfolio.showingSector': 'A mostrar {count} iniciativas de {sector}',
      'portfolio.foundedBy': 'Fundada por {name}',
    },
    am: {
      'portfolio.filter.label': 'ሥራዎችን በዘርፍ ያጣሩ',
      'portfolio.filter.all': 'ሁሉም',
      'portfolio.showingAll': 'ሁሉም {count} ሥራዎች እየታዩ ነው',
      'portfolio.showingSector': '{count} የ{sector} ሥራዎች እየታዩ ነው',
      'portfolio.foundedBy': 'መሥራች፦ {name}',
    },
  },
);
