export { newsletterMessages, type NewsletterMessageKey } from './messages';
