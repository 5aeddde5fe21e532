/**
 * The site's own copy in English (header, footer, home hero, 404; spec section 9): complete, and
 * the source of the keys every other language's dictionary (`dictionaries.ts`) is checked
 * against. Kept apart so `lookup` can name the keys without importing the dictionaries.
 */
export const en = {
  'nav.home': 'Home',
  'nav.about': 'About Us',
  'nav.howWeWork': 'How We Work',
  'nav.history': 'Our History',
  'nav.programs': 'Programmes',
  'nav.impact': 'Impact',
  'nav.contact': 'Contact Us',
  'nav.language': 'Language',
  'nav.portfolio': 'Portfolio',
  'nav.insights': 'Insights & News',
  'nav.successStories': 'Success Stories',
  'nav.main': 'Main',
  'nav.menu': 'Menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.skipToContent': 'Skip to content',
  'hero.title': "Building Africa's Next Generation of Reform Leaders",
  'hero.subtitle': 'Reform entrepreneurs for Education, Health and Governance',
  'hero.description':
    'We raise values-driven reform entrepreneurs who deliver innovative change in their communities.',
  'cta.getStarted': 'Get Started',
  'cta.learnMore': 'Learn More',
  'cta.contactUs': 'Contact Us',
  'lang.select': 'Select language',
  'lang.current': 'Current language',
  'common.loading': 'Loading...',
  'common.error': 'An error occurred',
  'common.backToHome': 'Back to Home',
  'notFound.title': '404 Page Not Found',
  'notFound.description': "The page you're looking for doesn't exist or has been moved.",
  'notFound.home': 'Return to Home',
  'footer.tagline':
    'Mobilising and equipping Africans for strategic reform work in Education, Health and Governance for sustainable development.',
  'footer.navLabel': 'Footer',
  'footer.quickLinks': 'Quick Links',
  'footer.contact': 'Contact',
  'footer.portfolio': 'Portfolio',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.followUs': 'Follow us',
  'footer.rights': 'All rights reserved.',
} as const;

export type TranslationKey = keyof typeof en;
export type Dictionary = Partial<Record<TranslationKey, string>>;
