import { navigation } from '@ia/shared';
import type { SeedData, SeedText, SeedUnit } from '../types.js';

/** A link to one of the site's own pages, with its words in each language. */
const sitePage = (target: string, label: SeedText): SeedData => ({
  type: 'sitePage',
  label,
  target,
});

const ABOUT: SeedText = {
  en: 'About Us',
  fr: 'À propos',
  ar: 'من نحن',
  sw: 'Kuhusu Sisi',
  ha: 'Game da Mu',
  yo: 'Nípa Wa',
  ig: 'Banyere Anyị',
  pt: 'Sobre Nós',
  am: 'ስለ እኛ',
};
const HOW_WE_WORK: SeedText = {
  en: 'How We Work',
  fr: 'Notre méthode',
  ar: 'كيف نعمل',
  sw: 'Jinsi Tunavyofanya Kazi',
  ha: 'Yadda Muke Aiki',
  yo: 'Bí A Ṣe Ń Ṣiṣẹ́',
  ig: 'Otú Anyị Si Arụ Ọrụ',
  pt: 'Como Trabalhamos',
  am: 'የአሠራራችን ዘዴ',
};
const PROGRAMMES: SeedText = {
  en: 'Programmes',
  fr: 'Programmes',
  ar: 'البرامج',
  sw: 'Programu',
  ha: 'Shirye-shirye',
  yo: 'Àwọn Ètò',
  ig: 'Mmemme',
  pt: 'Programas',
  am: 'ፕሮግራሞች',
};

/** The menus as the site was launched with them: the header's five links, one footer column. */
export const NAVIGATION: SeedUnit = {
  def: navigation,
  data: {
    header: [
      sitePage('/about', ABOUT),
      sitePage('/how-we-work', HOW_WE_WORK),
      sitePage('/our-history', {
        en: 'Our History',
        fr: 'Notre histoire',
        ar: 'تاريخنا',
        sw: 'Historia Yetu',
        ha: 'Tarihinmu',
        yo: 'Ìtàn Wa',
        ig: 'Akụkọ Anyị',
        pt: 'A Nossa História',
        am: 'ታሪካችን',
      }),
      sitePage('/programs', PROGRAMMES),
      sitePage('/impact', {
        en: 'Impact',
        fr: 'Impact',
        ar: 'الأثر',
        sw: 'Matokeo',
        ha: 'Tasiri',
        yo: 'Ipa',
        ig: 'Mmetụta',
        pt: 'Impacto',
        am: 'ተጽዕኖ',
      }),
    ],
    footer: [
      {
        heading: '',
        links: [
          sitePage('/about', ABOUT),
          sitePage('/programs', PROGRAMMES),
          sitePage('/how-we-work', HOW_WE_WORK),
          sitePage('/portfolio', {
            en: 'Portfolio',
            fr: 'Portefeuille',
            ar: 'المشاريع',
            sw: 'Miradi',
            ha: 'Ayyukanmu',
            yo: 'Àwọn Iṣẹ́ Wa',
            ig: 'Ọrụ Anyị',
            pt: 'Portefólio',
            am: 'ሥራዎቻችን',
          }),
          sitePage('/privacy', {
            en: 'Privacy Policy',
            fr: 'Politique de confidentialité',
            ar: 'سياسة الخصوصية',
            sw: 'Sera ya Faragha',
            ha: 'Manufar Sirri',
            yo: 'Ìlànà Ìpamọ́',
            ig: 'Iwu Nzuzo',
            pt: 'Política de Privacidade',
            am: 'የግላዊነት ፖሊሲ',
          }),
          sitePage('/terms', {
            en: 'Terms of Service',
            fr: "Conditions d'utilisation",
            ar: 'شروط الاستخدام',
            sw: 'Masharti ya Matumizi',
            ha: 'Sharuɗɗan Amfani',
            yo: 'Òfin Ìlò',
            ig: 'Usoro Ojiji',
            pt: 'Termos de Utilização',
            am: 'የአጠቃቀም ውሎች',
          }),
        ],
      },
    ],
  },
};
