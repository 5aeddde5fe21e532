import type { NewsletterSubscription } from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import type { ApiClient } from '../core/api';
import { useWidgetQueryClient } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';

/** `POST /api/newsletter/subscriptions` (open to partners' pages). */
export const NEWSLETTER_SUBSCRIPTIONS_ENDPOINT = '/api/newsletter/subscriptions';

/** The answer, 202, the same whatever is known of the address. */
const pendingSchema = v.object({ status: v.literal('pending') });

/** Asks for a subscription: the server e-mails a confirmation link to the address. */
export function subscribeToNewsletter(
  api: ApiClient,
  body: NewsletterSubscription,
): Promise<{ status: 'pending' }> {
  return api.post(NEWSLETTER_SUBSCRIPTIONS_ENDPOINT, body, pendingSchema);
}

export function useSubscribe() {
  const { api } = useWidgetSettings();
  return useMutation(
    { mutationFn: (body: NewsletterSubscription) => subscribeToNewsletter(api, body) },
    useWidgetQueryClient(),
  );
}
