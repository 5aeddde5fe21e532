import { defineCopy } from './defineCopy';

/** The Portfolio page (the ventures themselves are in content/ventures.ts). */
export const PORTFOLIO_COPY = defineCopy(
  {
    'portfolio.title': 'Our Portfolio',
    'portfolio.intro':
      'Ventures built by our reform entrepreneurs in Education, Health and Governance. Choose one to get in touch with its team through us.',
    'portfolio.reach.title': 'Our reach',
    'portfolio.ventures.title': 'Ventures',
    'portfolio.filter.label': 'Filter ventures by sector',
    'portfolio.filter.all': 'All',
    'portfolio.showingAll': 'Showing all {count} ventures',
    'portfolio.showingSector': 'Showing {count} {sector} ventures',
    'portfolio.foundedBy': 'Founded by {name}',
    'portfolio.more.title': 'Behind every venture',
    'portfolio.more.text':
      'Each venture started as a reform idea in one of our programmes. Find out who we are and how we train and support the people behind them.',
  },
  {
    fr: {
      'portfolio.title': 'Notre portefeuille',
      'portfolio.intro':
        'Les entreprises créées par nos entrepreneurs de la réforme dans l’éducation, la santé et la gouvernance. Choisissez-en une pour entrer en contact avec son équipe par notre intermédiaire.',
      'portfolio.reach.title': 'Notre portée',
      'portfolio.ventures.title': 'Entreprises',
      'portfolio.filter.label': 'Filtrer les entreprises par secteur',
      'portfolio.filter.all': 'Toutes',
      'portfolio.showingAll': 'Entreprises affichées : {count}',
      'portfolio.showingSector': 'Entreprises affichées ({sector}) : {count}',
      'portfolio.foundedBy': 'Fondée par {name}',
      'portfolio.more.title': 'Derrière chaque entreprise',
      'portfolio.more.text':
        'Chaque entreprise est née d’une idée de réforme dans l’un de nos programmes. Découvrez qui nous sommes et comment nous formons et accompagnons les personnes qui les portent.',
    },
    ar: {
      'portfolio.title': 'محفظة مشاريعنا',
      'portfolio.intro':
        'مشاريع ريادية أسّسها روّاد الإصلاح لدينا في التعليم والصحة والحوكمة. اختر أحدها للتواصل مع فريقه عن طريقنا.',
      'portfolio.reach.title': 'نطاق عملنا',
      'portfolio.ventures.title': 'المشاريع الريادية',
      'portfolio.filter.label': 'تصفية المشاريع الريادية حسب القطاع',
      'portfolio.filter.all': 'الكل',
      'portfolio.showingAll': 'المشاريع الريادية المعروضة: {count}',
      'portfolio.showingSector': 'المشاريع الريادية المعروضة في قطاع {sector}: {count}',
      'portfolio.foundedBy': 'من تأسيس {name}',
      'portfolio.more.title': 'وراء كل مشروع ريادي',
      'portfolio.more.text':
        'بدأ كل مشروع ريادي فكرةً إصلاحية في أحد برامجنا. تعرّف على هويتنا وعلى طريقتنا في تدريب أصحاب هذه المشاريع ودعمهم.',
    },
    sw: {
      'portfolio.title': 'Miradi Yetu',
      'portfolio.intro':
        'Biashara za kijamii zilizoanzishwa na wajasiriamali wetu wa mageuzi katika Elimu, Afya na Utawala. Chagua mojawapo ili uwasiliane na timu yake kupitia kwetu.',
      'portfolio.reach.title': 'Tunakofika',
      'portfolio.ventures.title': 'Biashara za Kijamii',
      'portfolio.filter.label': 'Chuja biashara kwa sekta',
      'portfolio.filter.all': 'Zote',
      'portfolio.showingAll': 'Biashara zinazoonyeshwa: {count}',
      'portfolio.showingSector': 'Biashara zinazoonyeshwa katika sekta ya {sector}: {count}',
      'portfolio.foundedBy': 'Ilianzishwa na {name}',
      'portfolio.more.title': 'Nyuma ya kila biashara',
      'portfolio.more.text':
        'Kila biashara ilianza kama wazo la mageuzi katika mojawapo ya programu zetu. Fahamu sisi ni nani na jinsi tunavyowafunza na kuwasaidia watu walio nyuma yake.',
    },
  },
);
