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
  },
);
