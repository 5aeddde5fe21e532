import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHandlers } from '../mocks/handlers';
import { sampleStoriesAr } from '../mocks/stories';
import { StoryDetail } from './StoryDetail';

const meta = {
  title: 'Widgets/StoryDetail',
  component: StoryDetail,
  args: { slug: 'lagos-classrooms-reimagined', variant: 'impact' },
  argTypes: { variant: { control: 'inline-radio', options: ['impact', 'success-story'] } },
  parameters: { msw: { handlers: { stories: storyHandlers() } } },
} satisfies Meta<typeof StoryDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The /impact/{slug} page: dots under the gallery, back to Our Impact. */
export const Impact: Story = {};

/** The /success-stories/{slug} page: thumbnails and a counter, back to Success Stories. */
export const SuccessStory: Story = { args: { variant: 'success-story' } };

export const SingleImage: Story = { args: { slug: 'code-for-classrooms' } };

export const NoGallery: Story = { args: { slug: 'open-budget-clinics' } };

export const Loading: Story = {
  parameters: { msw: { handlers: { stories: storyHandlers({ mode: 'loading' }) } } },
};

export const NotFound: Story = {
  name: 'Empty (not found)',
  args: { slug: 'no-such-story' },
};

export const NotFoundSuccessStory: Story = {
  args: { slug: 'no-such-story', variant: 'success-story' },
};

export const Error: Story = {
  parameters: { msw: { handlers: { stories: storyHandlers({ mode: 'error' }) } } },
};

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  args: { variant: 'success-story' },
  parameters: {
    lang: 'ar',
    msw: { handlers: { stories: storyHandlers({ stories: sampleStoriesAr }) } },
  },
};
