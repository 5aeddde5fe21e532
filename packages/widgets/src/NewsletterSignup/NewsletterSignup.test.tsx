// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api';
import { describeSendFailure } from '../ContactForm/contactForm';
import { MockWidget } from '../mocks/render';
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';

afterEach(cleanup);

function setup(handlers: RequestHandler[], props: NewsletterSignupProps = {}, lang?: string) {
  return render(
    <MockWidget handlers={handlers} lang={lang}>
      <NewsletterSignup {...props} />
    </MockWidget>,
  );
}

const emailInput = () => screen.getByLabelText('E-mail address') as HTMLInputElement;
const languageSelect = () => screen.getByLabelText('Language') as HTMLSelectElement;
const submitButton = () => screen.getByRole('button', { name: /Subscrib/ });

function accepted(onBody?: (body: unknown) => void, wait = 0) {
  return http.post('*/api/newsletter/subscriptions', async ({ request }) => {
    onBody?.(await request.json());
    if (wait) await delay(wait);
    return HttpResponse.json({ status: 'pending' }, { status: 202 });
  });
}

describe('newsletter sign-up logic', () => {
  it('names the form’s fields in a 422, a topic’s item as its list', () => {
    expect(
      describeSendFailure(
        new ApiError('bad', 422, 'validation_failed', {
          'topics.0': 'Topics must be among Education, Health and Governance',
          email: 'Nope',
        }),
        ['email', 'language', 'topics'],
      ),
    ).toEqual({
      kind: 'fields',
      fields: { topics: 'Topics must be among Education, Health and Governance', email: 'Nope' },
      other: undefined,
    });
  });
});

describe('<NewsletterSignup />', () => {
  it('has labelled fields: e-mail, the language of the widget chosen, three topics', () => {
    setup([accepted()], {}, 'fr');
    expect(screen.getByRole('heading', { name: 'Abonnez-vous à notre lettre d’information' }));
    const email = screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.maxLength).toBe(254);
    expect((screen.getByLabelText('Langue') as HTMLSelectElement).value).toBe('fr');
    const topics = screen.getByRole('group', { name: 'Thèmes (facultatif)' });
    expect(topics.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    expect(screen.getByLabelText('Santé')).toBeTruthy();
  });

  it('checks the address with the server’s schema before sending anything', async () => {
    const onBody = vi.fn();
    setup([accepted(onBody)]);
    fireEvent.input(emailInput(), { target: { value: 'not an address' } });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
    expect(onBody).not.toHaveBeenCalled();
  });

  it('posts address, language and topics, then says to check the inbox', async () => {
    const onBody = vi.fn();
    const onSubscribed = vi.fn();
    setup([accepted(onBody, 50)], { language: 'sw', onSubscribed });
    fireEvent.input(emailInput(), { target: { value: '  Ada@Example.org ' } });
    expect(languageSelect().value).toBe('sw');
    fireEvent.change(languageSelect(), { target: { value: 'pt' } });
    fireEvent.click(screen.getByLabelText('Health'));
    fireEvent.click(screen.getByLabelText('Governance'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe('Subscribing…'));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Check your inbox');
    expect(onBody).toHaveBeenCalledWith({
      email: 'ada@example.org',
      language: 'pt',
      topics: ['health', 'governance'],
    });
    expect(onSubscribed).toHaveBeenCalledWith({ language: 'pt' });
  });

  it('shows the server’s field messages in the reader’s language, keeping what was typed', async () => {
    setup(
      [
        http.post('*/api/newsletter/subscriptions', () =>
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
        ),
      ],
      {},
      'ar',
    );
    const email = screen.getByLabelText('البريد الإلكتروني') as HTMLInputElement;
    fireEvent.input(email, { target: { value: 'ada@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'اشترك' }));
    expect(await screen.findByText('يُرجى إدخال عنوان بريد إلكتروني صحيح')).toBeTruthy();
    expect(email.value).toBe('ada@example.org');
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('on 429 or no answer says so above the button and keeps the address', async () => {
    setup([
      http.post('*/api/newsletter/subscriptions', () =>
        HttpResponse.json(
          { error: { code: 'too_many_requests', message: 'Slow down' } },
          { status: 429, headers: { 'Retry-After': '60' } },
        ),
      ),
    ]);
    fireEvent.input(emailInput(), { target: { value: 'ada@example.org' } });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(document.querySelector('[data-part="form-error"]')!.textContent).toBe(
        'Too many subscriptions from your address; please try again later.',
      ),
    );
    cleanup();
    setup([http.post('*/api/newsletter/subscriptions', () => HttpResponse.error())]);
    fireEvent.input(emailInput(), { target: { value: 'ada@example.org' } });
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(document.querySelector('[data-part="form-error"]')!.textContent).toMatch(
        /could not be sent/,
      ),
    );
    expect(emailInput().value).toBe('ada@example.org');
  });
});

describe('<ia-newsletter-signup>', () => {
  it('renders the form in a shadow root, in the element’s language', async () => {
    const { define } = await import('./element');
    define();
    const element = document.createElement('ia-newsletter-signup');
    element.setAttribute('lang', 'fr');
    element.setAttribute('language', 'ar');
    document.body.append(element);
    const root = await waitFor(() => {
      const form = element.shadowRoot?.querySelector('form');
      if (!form) throw new Error('not yet');
      return element.shadowRoot!;
    });
    expect((root.querySelector('select') as HTMLSelectElement).value).toBe('ar');
    expect(root.querySelector('button[type="submit"]')!.textContent).toBe('S’abonner');
    act(() => element.remove());
  });
});
