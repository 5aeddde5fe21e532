import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@ia/shared';
import { LANGUAGE_STORAGE_KEY } from '@ia/widgets';

const prefixed = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).join('|');

/**
 * In the head of an English page (no language prefix): a visitor whose stored choice is another
 * language goes to the same page in it before anything is drawn (spec section 4: the stored
 * language is restored on load), so the English page never flashes on the screen.
 */
export const RESTORE_LANGUAGE_SCRIPT = `(function(){try{var s=localStorage.getItem(${JSON.stringify(
  LANGUAGE_STORAGE_KEY,
)});if(s&&/^(${prefixed})$/.test(s)){document.documentElement.style.visibility='hidden';location.replace('/'+s+location.pathname+location.search+location.hash)}}catch(e){}})()`;

/**
 * In a story card framed by another site: tells the frame's parent the card's height whenever
 * it changes, so a parent that listens can fit the frame (no script is needed on the parent).
 */
export const CARD_HEIGHT_SCRIPT = `(function(){function s(){parent.postMessage({type:'ia-embed-height',height:Math.ceil(document.documentElement.getBoundingClientRect().height)},'*')}addEventListener('load',s);if(window.ResizeObserver)new ResizeObserver(s).observe(document.documentElement)})()`;
