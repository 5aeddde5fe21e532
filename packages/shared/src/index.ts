export * from './admin.js';
export * from './content.js';
export * from './contact.js';
export * from './errors.js';
export * from './images.js';
export * from './site.js';
export * from './languages.js';
export * from './render.js';
