import { FOCUS_AREA_CARDS, type FocusAreaCard } from './highlights';
import type { IllustrationName, Localized, Sector } from './types';

/** The mission statement (spec section 1). */
export const MISSION: Localized = {
  en: 'To raise values-driven reform entrepreneurs who deliver innovative change in the community.',
  fr: 'Former des entrepreneurs de la réforme guidés par des valeurs, qui apportent un changement innovant à leur communauté.',
  ar: 'إعداد روّاد إصلاح تحرّكهم القيم ويُحدثون تغييرًا مبتكرًا في المجتمع.',
  sw: 'Kuwalea wajasiriamali wa mageuzi wenye maadili wanaoleta mabadiliko ya kibunifu katika jamii.',
};

export const VISION: Localized = {
  en: 'An Africa where every community has leaders with the skills, values and networks to reform the schools, clinics and institutions it depends on.',
  fr: 'Une Afrique où chaque communauté compte des leaders dotés des compétences, des valeurs et des réseaux nécessaires pour réformer les écoles, les cliniques et les institutions dont elle dépend.',
  ar: 'أفريقيا يمتلك فيها كل مجتمع قادةً لديهم المهارات والقيم والشبكات اللازمة لإصلاح المدارس والعيادات والمؤسسات التي يعتمد عليها.',
  sw: 'Afrika ambayo kila jamii ina viongozi wenye ujuzi, maadili na mitandao ya kurekebisha shule, zahanati na taasisi inazozitegemea.',
};

/** Launched in Abuja in November 2011; in Lagos since September 2012 (spec section 1). */
export const FOUNDED = '2011-11';
export const MOVED_TO_LAGOS = '2012-09';

export interface FocusArea extends FocusAreaCard {
  description: Localized;
  icon: IllustrationName;
}

const DETAILS: Record<Sector, Pick<FocusArea, 'description' | 'icon'>> = {
  Education: {
    description: {
      en: 'Reformers who rethink how children and adults learn: teacher development, community schools, vocational training and learning technology.',
      fr: 'Des réformateurs qui repensent la façon dont enfants et adultes apprennent : formation des enseignants, écoles communautaires, formation professionnelle et technologies éducatives.',
      ar: 'مصلحون يعيدون التفكير في طريقة تعلّم الأطفال والكبار: تطوير المعلمين، والمدارس المجتمعية، والتدريب المهني، وتكنولوجيا التعلّم.',
      sw: 'Wanamageuzi wanaofikiria upya jinsi watoto na watu wazima wanavyojifunza: kuwaendeleza walimu, shule za jamii, mafunzo ya ufundi na teknolojia ya kujifunzia.',
    },
    icon: 'book',
  },
  Health: {
    description: {
      en: 'Entrepreneurs who bring care closer to communities: primary health, maternal care, health financing and public health information.',
      fr: 'Des entrepreneurs qui rapprochent les soins des communautés : soins de santé primaires, santé maternelle, financement de la santé et information en santé publique.',
      ar: 'روّاد يقرّبون الرعاية الصحية من المجتمعات: الرعاية الصحية الأولية، ورعاية الأمهات، وتمويل الصحة، ومعلومات الصحة العامة.',
      sw: 'Wajasiriamali wanaoleta huduma karibu na jamii: afya ya msingi, huduma kwa akina mama, ufadhili wa afya na taarifa za afya ya umma.',
    },
    icon: 'heart',
  },
  Governance: {
    description: {
      en: 'Citizens who make public institutions work for people: open budgets, civic participation, service delivery and accountability.',
      fr: 'Des citoyens qui mettent les institutions publiques au service de la population : budgets ouverts, participation citoyenne, prestation de services et redevabilité.',
      ar: 'مواطنون يجعلون المؤسسات العامة في خدمة الناس: ميزانيات مفتوحة، ومشاركة مدنية، وتقديم الخدمات، والمساءلة.',
      sw: 'Wananchi wanaozifanya taasisi za umma ziwahudumie watu: bajeti zilizo wazi, ushiriki wa kiraia, utoaji wa huduma na uwajibikaji.',
    },
    icon: 'scales',
  },
};

/** The three focus areas (About, spec section 2). */
export const FOCUS_AREAS: readonly FocusArea[] = FOCUS_AREA_CARDS.map((card) => ({
  ...card,
  ...DETAILS[card.sector],
}));
