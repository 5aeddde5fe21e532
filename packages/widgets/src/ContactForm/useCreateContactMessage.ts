import {
  CONTACT_HONEYPOT_FIELD,
  contactMessageCreatedSchema,
  type ContactMessage,
  type ContactMessageCreated,
} from '@ia/shared';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../core/api';
import { useWidgetQueryClient } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';

/** `POST /api/contact-messages` */
export const CONTACT_MESSAGES_ENDPOINT = '/api/contact-messages';

export interface ContactMessageBody extends ContactMessage {
  /** The honeypot: empty from people, filled by robots. */
  [CONTACT_HONEYPOT_FIELD]?: string;
}

/** Sends a contact message; answers `{ id, createdAt }` (201). */
export function createContactMessage(
  api: ApiClient,
  body: ContactMessageBody,
): Promise<ContactMessageCreated> {
  return api.post(CONTACT_MESSAGES_ENDPOINT, body, contactMessageCreatedSchema);
}

export function useCreateContactMessage() {
  const { api } = useWidgetSettings();
  return useMutation(
    { mutationFn: (body: ContactMessageBody) => createContactMessage(api, body) },
    useWidgetQueryClient(),
  );
}
