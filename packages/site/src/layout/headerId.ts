/**
 * An empty element at the end of the site's header. The document holds its first paint until
 * the browser has parsed it (`<link rel="expect" blocking="render">`, see ssr/document.ts), so a
 * paint in the middle of the navigation cannot draw half of it and then shift it as the rest
 * arrives. Empty, because Chromium lets the paint go as soon as the element's start tag is
 * parsed.
 */
export const HEADER_END_ID = 'site-header-end';
