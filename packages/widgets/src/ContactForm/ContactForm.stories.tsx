import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { ToastProvider } from '../Toaster/ToastContext';
import { Toaster } from '../Toaster/Toaster';
import { ContactForm } from './ContactForm';

const sent = http.post('*/api/contact-messages', async () => {
  await delay(800);
  return HttpResponse.json({ id: 42, createdAt: new Date().toISOString() }, { status: 201 });
});

const fieldErrors = http.post('*/api/contact-messages', () =>
  HttpResponse.json(
    {
      error: {
        code: 'validation_failed',
        message: 'The message is not valid',
        fields: { email: 'Please enter a valid email address' },
      },
    },
    { status: 422 },
  ),
);

const rateLimited = http.post('*/api/contact-messages', () =>
  HttpResponse.json(
    { error: { code: 'too_many_requests', message: 'Too many requests' } },
    { status: 429, headers: { 'Retry-After': '60' } },
  ),
);

const offline = http.post('*/api/contact-messages', () => HttpResponse.error());

const sending = http.post('*/api/contact-messages', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/**
 * Fill the form and send: each story answers the POST differently. Sending an empty form shows
 * the validation messages (no request is made).
 */
const meta = {
  title: 'Widgets/ContactForm',
  component: ContactForm,
  args: { contactEmail: 'info@example.org' },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
        <Toaster />
      </ToastProvider>
    ),
  ],
  parameters: { msw: { handlers: { contact: [sent] } } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Empty (sends successfully)' };

export const FromAVenture: Story = {
  name: 'Pre-filled from a venture',
  args: { venture: 'Lagos Reading Clubs' },
};

export const Sending: Story = {
  name: 'Sending (never answers)',
  args: { venture: 'Lagos Reading Clubs' },
  parameters: { msw: { handlers: { contact: [sending] } } },
};

export const ServerFieldErrors: Story = {
  name: 'Error: field messages from the API (422)',
  parameters: { msw: { handlers: { contact: [fieldErrors] } } },
};

export const RateLimited: Story = {
  name: 'Error: too many messages (429)',
  parameters: { msw: { handlers: { contact: [rateLimited] } } },
};

export const Offline: Story = {
  name: 'Error: network failure',
  parameters: { msw: { handlers: { contact: [offline] } } },
};

export const ArabicRightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  parameters: { lang: 'ar' },
};
