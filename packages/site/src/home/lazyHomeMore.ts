import { lazy } from 'react';
import { whenNear } from './whenNear';

/**
 * The home page's sections 3 to 10 in the browser (`#home-more` resolves here under the `browser`
 * condition; the server renders home/HomeMore.tsx directly): their code loads when they come
 * near the screen, and they are taken over then. Until that moment the server's HTML stays as it
 * is (links work as plain links, nothing moves), and a visitor who reads only the top of the page
 * downloads only its code.
 */
export const HomeMore = lazy(() =>
  whenNear('home-more', '200px')
    .then(() => import('./HomeMore'))
    .then((module) => ({ default: module.HomeMore })),
);
