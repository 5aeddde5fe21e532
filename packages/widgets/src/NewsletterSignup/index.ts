export {
  NewsletterSignup,
  type NewsletterSignupProps,
  type NewsletterSubscribedDetail,
} from './NewsletterSignup';
export {
  useSubscribe,
  subscribeToNewsletter,
  NEWSLETTER_SUBSCRIPTIONS_ENDPOINT,
} from './useSubscribe';
export { newsletterMessages, type NewsletterMessageKey } from './messages';
