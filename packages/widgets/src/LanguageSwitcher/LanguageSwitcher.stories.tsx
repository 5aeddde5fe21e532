import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from './LanguageSwitcher';

/**
 * The stories leave `<html>` alone (`applyToDocument: false`) so the Storybook UI keeps its
 * language; on the site the switcher sets `lang` and `dir`. Open a menu with a click or
 * ArrowDown; arrows, Home and End move; Escape closes.
 */
const meta = {
  title: 'Widgets/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { applyToDocument: false, value: 'en' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['header', 'compact', 'full'] },
    value: {
      control: 'select',
      options: ['en', 'fr', 'ar', 'sw', 'ha', 'yo', 'ig', 'pt', 'am'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480, display: 'flex', justifyContent: 'flex-end', gap: 24 }}>
        <div style={{ width: 280 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = { args: { variant: 'header' } };

export const Compact: Story = {
  name: 'Compact (mobile menu)',
  args: { variant: 'compact', value: 'sw' },
};

export const Full: Story = { args: { variant: 'full', value: 'fr' } };

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: { lang: 'ar' },
  args: { variant: 'full', value: 'ar' },
};
