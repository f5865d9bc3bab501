/**
 * What the public forms say once they went through, in one place: the API answers a script's request with these,
 * and a page without script shows them after its form post (it is sent on to the page, so a refresh sends nothing).
 */

/** The Contacts page, once a message is stored (the API adds the address the confirmation went to). */
export const CONTACT_THANKS = 'Thank you! Your message has reached the school office and we will reply soon.';

/** The same, on the page a browser without script is sent on to (the address is not carried in the link). */
export const CONTACT_THANKS_AFTER_POST = `${CONTACT_THANKS} We have e-mailed you a confirmation.`;

/** The one answer to every newsletter subscription: it says what to do next and nothing about the address. */
export const NEWSLETTER_SUBSCRIBE_ANSWER =
  'Thank you! Please check your inbox: we have sent you an e-mail. If you are new to our list, open its link to ' +
  'confirm your subscription.';

/** The query a page is sent on to after its form went through without script (`/contacts?sent=1`). */
export const FORM_SENT_QUERY = { contact: 'sent', newsletter: 'subscribed' } as const;
