import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyHandlers } from '../mocks/handlers';
import { sampleStoriesAr } from '../mocks/stories';
import { ImpactExplorer } from './ImpactExplorer';

const meta = {
  title: 'Widgets/ImpactExplorer',
  component: ImpactExplorer,
  args: { linkBase: '/impact' },
  parameters: { msw: { handlers: { stories: storyHandlers() } } },
} satisfies Meta<typeof ImpactExplorer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const WithHeading: Story = { args: { heading: 'Our Impact' } };

export const ListView: Story = { args: { initialState: { view: 'list' } } };

export const SecondPage: Story = { args: { initialState: { page: 2 } } };

export const NoMatch: Story = {
  name: 'No match',
  args: { initialState: { query: 'no such story' } },
};

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
