import type { ComponentType } from 'react';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { STATIC_ROUTES } from './pages/staticRoutes';
import { SuccessStoriesPage } from './pages/SuccessStoriesPage';

/** The route table of the spec (section 2): a path names its page. */
export const ROUTES: ReadonlyArray<{ path: string; page: ComponentType }> = [
  { path: '/', page: HomePage },
  { path: '/success-stories', page: SuccessStoriesPage },
  ...STATIC_ROUTES,
];

export { NotFoundPage };
