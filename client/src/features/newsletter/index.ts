// The newsletter feature's public surface: other features and the app import it from here only.
export { NewsletterForm } from "./NewsletterForm";
export {
  createNewsletterWithTest,
  downloadSubscribersCsv,
  getNewsletters,
  getSubscribers,
  sendNewsletter,
} from "./api";
