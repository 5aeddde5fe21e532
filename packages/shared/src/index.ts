export * from './admin.js';
export * from './content.js';
export * from './contact.js';
export * from './errors.js';
export * from './images.js';
export * from './documents.js';
export * from './site.js';
export * from './languages.js';
export * from './render.js';
export * from './publishing.js';
export * from './model/define.js';
export * from './model/localize.js';
export * from './model/validate.js';
export * from './model/richtext.js';
export * from './model/richtext-render.js';
export {
  hasTranslatable,
  MISSING_ALT,
  newBlockId,
  pictureAlt,
  rowFieldsOf,
} from './model/fields.js';
export type * from './model/fields.js';
export * from './collections/index.js';
export * from './permissions.js';
export * from './staff.js';
export * from './story-card.js';
export * from './search.js';
export * from './interface-texts.js';
export * from './site-routes.js';
export * from './newsletter.js';
export * from './reach.js';
