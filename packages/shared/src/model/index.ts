export * from './define.js';
export * from './fields.js';
export * from './localize.js';
export * from './validate.js';
export * from './richtext.js';
export * from './richtext-render.js';
