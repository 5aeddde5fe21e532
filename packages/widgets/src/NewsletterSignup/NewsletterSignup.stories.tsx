import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { NewsletterSignup } from './NewsletterSignup';

const accepted = http.post('*/api/newsletter/subscriptions', async () => {
  await delay(800);
  return HttpResponse.json({ status: 'pending' }, { status: 202 });
});

const fieldErrors = http.post('*/api/newsletter/subscriptions', () =>
  HttpResponse.json(
    {
      error: {
        code: 'validation_failed',
        message: 'Please correct the highlighted fields',
        fields: { email: 'Please enter a valid email address' },
      },
    },
    { status: 422 },
  ),
);

const rateLimited = http.post('*/api/newsletter/subscriptions', () =>
  HttpResponse.json(
    { error: { code: 'too_many_requests', message: 'Too many requests' } },
    { status: 429, headers: { 'Retry-After': '60' } },
  ),
);

const offline = http.post('*/api/newsletter/subscriptions', () => HttpResponse.error());

/**
 * Type an address and subscribe: each story answers the POST differently. An address that is
 * not one shows the rule's message without any request.
 */
const meta = {
  title: 'Widgets/NewsletterSignup',
  component: NewsletterSignup,
  parameters: { msw: { handlers: { newsletter: [accepted] } } },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (subscribes: check your inbox)' };

export const ServerFieldErrors: Story = {
  name: 'Error: field messages from the API (422)',
  parameters: { msw: { handlers: { newsletter: [fieldErrors] } } },
};

export const RateLimited: Story = {
  name: 'Error: too many subscriptions (429)',
  parameters: { msw: { handlers: { newsletter: [rateLimited] } } },
};

export const Offline: Story = {
  name: 'Error: network failure',
  parameters: { msw: { handlers: { newsletter: [offline] } } },
};

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: { lang: 'ar' },
};

export const Amharic: Story = {
  name: 'Amharic (its words load apart)',
  parameters: { lang: 'am' },
};
