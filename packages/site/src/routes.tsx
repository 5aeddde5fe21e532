import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { STATIC_ROUTES } from './pages/staticRoutes';

import { lazyPage as named, type Page } from './lazyPage';

const SuccessStoriesPage = named(() => import('./pages/SuccessStoriesPage'), 'SuccessStoriesPage');
const ImpactPage = named(() => import('./pages/ImpactPage'), 'ImpactPage');
const ImpactStoryPage = named(() => import('./pages/StoryPage'), 'ImpactStoryPage');
const SuccessStoryPage = named(() => import('./pages/StoryPage'), 'SuccessStoryPage');
const InsightsPage = named(() => import('./pages/InsightsPage'), 'InsightsPage');
const ArticlePage = named(() => import('./pages/ArticlePage'), 'ArticlePage');
const ContactPage = named(() => import('./pages/ContactPage'), 'ContactPage');
const EmbedPage = named(() => import('./pages/EmbedPage'), 'EmbedPage');
const ImageManagerPage = named(() => import('./pages/ImageManagerPage'), 'ImageManagerPage');
const AdminLoginPage = named(() => import('./pages/AdminLoginPage'), 'AdminLoginPage');
const AdminDashboardPage = named(() => import('./pages/AdminDashboardPage'), 'AdminDashboardPage');

/** The route table of the spec (section 2): a path names its page. */
export const ROUTES: ReadonlyArray<{ path: string; page: Page }> = [
  { path: '/', page: HomePage },
  { path: '/success-stories', page: SuccessStoriesPage },
  { path: '/success-stories/:slug', page: SuccessStoryPage },
  { path: '/impact', page: ImpactPage },
  { path: '/impact/:slug', page: ImpactStoryPage },
  { path: '/success-story/:slug', page: ImpactStoryPage },
  { path: '/insights', page: InsightsPage },
  { path: '/insights/:slug', page: ArticlePage },
  { path: '/contact', page: ContactPage },
  { path: '/embed', page: EmbedPage },
  { path: '/admin/login', page: AdminLoginPage },
  { path: '/admin/dashboard', page: AdminDashboardPage },
  { path: '/admin/image-manager', page: ImageManagerPage },
  ...STATIC_ROUTES,
];

export { NotFoundPage };
