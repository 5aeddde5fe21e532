export {
  LanguageSwitcher,
  MENU_ANIMATION_S,
  HEADER_MENU_MAX_HEIGHT,
  type LanguageSwitcherProps,
  type LanguageSwitcherVariant,
  type LanguageChangeDetail,
} from './LanguageSwitcher';
export { useLanguageChoice } from './useLanguageChoice';
export { menuIndexFor, isOutside } from './menu';
