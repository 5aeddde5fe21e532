import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHandlers } from '../mocks/handlers';
import { sampleStoriesAr } from '../mocks/stories';
import { StoryGrid } from './StoryGrid';

const meta = {
  title: 'Widgets/StoryGrid',
  component: StoryGrid,
  args: { linkBase: '/success-stories' },
  parameters: { msw: { handlers: { stories: storyHandlers() } } },
} satisfies Meta<typeof StoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Limited: Story = { args: { limit: 3 } };

export const Loading: Story = {
  parameters: { msw: { handlers: { stories: storyHandlers({ mode: 'loading' }) } } },
};

export const Error: Story = {
  parameters: { msw: { handlers: { stories: storyHandlers({ mode: 'error' }) } } },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { stories: storyHandlers({ mode: 'empty' }) } } },
};

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: {
    lang: 'ar',
    msw: { handlers: { stories: storyHandlers({ stories: sampleStoriesAr }) } },
  },
};
