import type { Meta, StoryObj } from '@storybook/react-vite';
import { articleHandlers, sampleArticlesAr } from '../InsightsFeed/articleMocks';
import { ArticleDetail } from './ArticleDetail';

const meta = {
  title: 'Widgets/ArticleDetail',
  component: ArticleDetail,
  args: { slug: 'reform-entrepreneurs-cohort-2024', backHref: '/insights' },
  parameters: { msw: { handlers: { articles: articleHandlers() } } },
} satisfies Meta<typeof ArticleDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBody: Story = {};

export const WithoutBody: Story = {
  name: 'Without body (placeholder)',
  args: { slug: 'what-makes-a-health-reform-stick' },
};

export const WithoutThumbnail: Story = { args: { slug: 'open-budgets-in-practice' } };

export const Loading: Story = {
  parameters: { msw: { handlers: { articles: articleHandlers({ mode: 'loading' }) } } },
};

export const NotFound: Story = { args: { slug: 'no-such-article' } };

export const Error: Story = {
  parameters: { msw: { handlers: { articles: articleHandlers({ mode: 'error' }) } } },
};

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: {
    lang: 'ar',
    msw: { handlers: { articles: articleHandlers({ articles: sampleArticlesAr }) } },
  },
};
