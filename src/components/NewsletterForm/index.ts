export {NewsletterForm} from './NewsletterForm';
export {LazyNewsletterForm} from './LazyNewsletterForm';
export type {NewsletterFormProps} from './NewsletterForm';
export {MESSAGES, RESET_DELAY_MS} from './useNewsletterSignup';
export type {NewsletterStatus} from './useNewsletterSignup';
