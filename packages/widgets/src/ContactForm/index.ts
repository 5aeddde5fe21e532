export { ContactForm, type ContactFormProps, type ContactSentDetail } from './ContactForm';
export {
  useCreateContactMessage,
  createContactMessage,
  CONTACT_MESSAGES_ENDPOINT,
  type ContactMessageBody,
} from './useCreateContactMessage';
export { describeSendFailure, ventureMessage, type SendFailure } from './contactForm';
