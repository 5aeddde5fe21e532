// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api';
import { MockWidget } from '../mocks/render';
import { ToastProvider } from '../Toaster/ToastContext';
import { Toaster } from '../Toaster/Toaster';
import { createToastStore, type ToastStore } from '../Toaster/toastStore';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { describeSendFailure, ventureMessage } from './contactForm';

afterEach(cleanup);

function setup(handlers: RequestHandler[], props: ContactFormProps = {}, lang?: string) {
  const store: ToastStore = createToastStore();
  const utils = render(
    <MockWidget handlers={handlers} lang={lang}>
      <ToastProvider store={store}>
        <ContactForm contactEmail="info@example.org" {...props} />
        <Toaster />
      </ToastProvider>
    </MockWidget>,
  );
  return { ...utils, store };
}

const nameInput = () => screen.getByLabelText(/Full Name/) as HTMLInputElement;
const emailInput = () => screen.getByLabelText(/Email Address/) as HTMLInputElement;
const messageInput = () => screen.getByLabelText(/^Message/) as HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

function fill(name: string, email: string, message: string) {
  fireEvent.input(nameInput(), { target: { value: name } });
  fireEvent.input(emailInput(), { target: { value: email } });
  fireEvent.input(messageInput(), { target: { value: message } });
}

function created(onBody?: (body: unknown) => void, wait = 0) {
  return http.post('*/api/contact-messages', async ({ request }) => {
    onBody?.(await request.json());
    if (wait) await delay(wait);
    return HttpResponse.json({ id: 7, createdAt: '2024-01-05T10:00:00Z' }, { status: 201 });
  });
}

describe('contact form logic', () => {
  it('sorts failures into fields, rate limit, network and server', () => {
    expect(
      describeSendFailure(
        new ApiError('bad', 422, 'validation_failed', { email: 'Nope', extra: 'Other' }),
      ),
    ).toEqual({ kind: 'fields', fields: { email: 'Nope' }, other: 'Other' });
    expect(describeSendFailure(new ApiError('slow down', 429))).toEqual({ kind: 'rateLimited' });
    expect(describeSendFailure(new ApiError('x', 400))).toEqual({ kind: 'server' });
    expect(describeSendFailure(new ApiError('x', 503))).toEqual({ kind: 'server' });
    expect(describeSendFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(describeSendFailure(new ApiError('0: ', 0))).toEqual({ kind: 'network' });
  });

  it('pre-fills a message for a venture', () => {
    expect(ventureMessage(' Agro Hub ', 'About {venture}.')).toBe('About Agro Hub.');
    expect(ventureMessage('  ', 'About {venture}.')).toBe('');
    expect(ventureMessage(undefined, 'About {venture}.')).toBe('');
  });
});

describe('<ContactForm />', () => {
  it('has labelled fields, the spec placeholders and a hidden honeypot', () => {
    setup([created()]);
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeTruthy();
    expect(nameInput().placeholder).toBe('Your full name');
    expect(emailInput().type).toBe('email');
    expect(emailInput().placeholder).toBe('info@example.org');
    expect(messageInput().placeholder).toMatch(/interest in our programmes/);
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(submitButton().textContent).toBe('Send Message');
  });

  it('validates on submit with the spec messages, focuses the first error and sends nothing', async () => {
    const onBody = vi.fn();
    setup([created(onBody)]);
    fireEvent.input(emailInput(), { target: { value: 'not-an-email' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    const describedBy = nameInput().getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toBe(
      'Name must be at least 2 characters',
    );
    await waitFor(() => expect(document.activeElement).toBe(nameInput()));
    expect(onBody).not.toHaveBeenCalled();
  });

  it('revalidates on change after the first submit', async () => {
    setup([created()]);
    fireEvent.click(submitButton());
    await screen.findByText('Name must be at least 2 characters');
    fireEvent.input(nameInput(), { target: { value: 'Ada' } });
    await waitFor(() =>
      expect(screen.queryByText('Name must be at least 2 characters')).toBeNull(),
    );
    expect(nameInput().getAttribute('aria-invalid')).toBeNull();
  });

  it('posts the message, says Sending..., then clears the form and shows the success toast', async () => {
    const onBody = vi.fn();
    const onSent = vi.fn();
    setup([created(onBody, 50)], { onSent });
    fill('  Ada Obi ', 'ada@example.org', 'I would like to join the programme.');
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Sending...'));
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ id: 7 }));
    expect(onBody).toHaveBeenCalledWith({
      name: 'Ada Obi',
      email: 'ada@example.org',
      message: 'I would like to join the programme.',
      website: '',
    });
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Message sent successfully!');
    expect(toast.textContent).toContain("We'll get back to you within 24 hours.");
    expect(nameInput().value).toBe('');
    expect(messageInput().value).toBe('');
    expect(submitButton().textContent).toBe('Send Message');
  });

  it('shows the server field messages on their fields and keeps what was typed', async () => {
    setup([
      http.post('*/api/contact-messages', () =>
        HttpResponse.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Invalid',
              fields: { email: 'This address cannot receive mail' },
            },
          },
          { status: 422 },
        ),
      ),
    ]);
    fill('Ada Obi', 'ada@example.org', 'I would like to join the programme.');
    fireEvent.click(submitButton());
    expect(await screen.findByText('This address cannot receive mail')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
    expect(nameInput().value).toBe('Ada Obi');
    expect(messageInput().value).toBe('I would like to join the programme.');
  });

  it('on 429 shows a destructive toast and an inline message, keeping the text', async () => {
    const { store } = setup([
      http.post('*/api/contact-messages', () =>
        HttpResponse.json(
          { error: { code: 'too_many_requests', message: 'Slow down' } },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    ]);
    fill('Ada Obi', 'ada@example.org', 'I would like to join the programme.');
    fireEvent.click(submitButton());
    await waitFor(() => expect(store.getSnapshot()[0]?.title).toBe('Too many messages'));
    expect(store.getSnapshot()[0]!.variant).toBe('destructive');
    const inline = document.querySelector('[data-part="form-error"]')!;
    expect(inline.textContent).toMatch(/wait a few minutes.*Your message has been kept/);
    expect(messageInput().value).toBe('I would like to join the programme.');
  });

  it('on a network error says so and keeps the text', async () => {
    const { store } = setup([http.post('*/api/contact-messages', () => HttpResponse.error())]);
    fill('Ada Obi', 'ada@example.org', 'I would like to join the programme.');
    fireEvent.click(submitButton());
    await waitFor(() => expect(store.getSnapshot()[0]?.title).toBe('Message not sent'));
    expect(store.getSnapshot()[0]!.description).toMatch(/couldn't reach the server/);
    expect(document.querySelector('[data-part="form-error"]')!.textContent).toMatch(
      /check your connection.*Your message has been kept/,
    );
    expect(nameInput().value).toBe('Ada Obi');
    expect(emailInput().value).toBe('ada@example.org');
  });

  it('pre-fills the message from a venture', () => {
    setup([created()], { venture: 'Lagos Reading Clubs' });
    expect(messageInput().value).toBe("I'm interested in learning more about Lagos Reading Clubs.");
  });

  it('speaks the reader language, rule messages included', async () => {
    setup([created()], {}, 'ar');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('يجب أن يتكوّن الاسم من حرفين على الأقل')).toBeTruthy();
  });
});

describe('<ia-contact-form>', () => {
  it('renders the form and its own notification area in a shadow root', async () => {
    const { define } = await import('./element');
    define();
    const element = document.createElement('ia-contact-form');
    element.setAttribute('contact-email', 'hello@example.org');
    element.setAttribute('venture', 'Agro Hub');
    document.body.append(element);
    const root = await waitFor(() => {
      const form = element.shadowRoot?.querySelector('form');
      if (!form) throw new Error('not yet');
      return element.shadowRoot!;
    });
    expect((root.querySelector('input[type="email"]') as HTMLInputElement).placeholder).toBe(
      'hello@example.org',
    );
    expect((root.querySelector('textarea') as HTMLTextAreaElement).value).toContain('Agro Hub');
    expect(root.querySelector('section[aria-label="Notifications (F8)"]')).not.toBeNull();
    act(() => element.remove());
  });
});
