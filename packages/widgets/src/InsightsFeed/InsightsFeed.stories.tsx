import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { imageHandlers } from '../mocks/handlers';
import { articleHandlers, sampleArticlesAr } from './articleMocks';
import { InsightsFeed } from './InsightsFeed';

/** One thumbnail fails to load on purpose: its row shows without an image. */
const images = [
  http.get('*/media/articles/broken-image.jpg', () => new HttpResponse(null, { status: 404 })),
  ...imageHandlers,
];

const meta = {
  title: 'Widgets/InsightsFeed',
  component: InsightsFeed,
  args: { linkBase: '/insights', contactEmail: 'info@example.org' },
  parameters: { msw: { handlers: { images, articles: articleHandlers() } } },
} satisfies Meta<typeof InsightsFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: { images, articles: articleHandlers({ mode: 'loading' }) } } },
};

export const Error: Story = {
  parameters: { msw: { handlers: { images, articles: articleHandlers({ mode: 'error' }) } } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { images, articles: articleHandlers({ mode: 'empty' }) } } },
};

export const EmbeddedWithoutHeading: Story = {
  name: 'Embedded (no heading, limit 2)',
  args: { hideHeading: true, limit: 2, headingLevel: 3 },
};

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: {
    lang: 'ar',
    msw: { handlers: { images, articles: articleHandlers({ articles: sampleArticlesAr }) } },
  },
};
