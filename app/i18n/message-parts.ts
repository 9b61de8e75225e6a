// A language's storefront messages come in two parts (two chunks, scripts/chunks.ts): the texts
// every page reads (the chrome, home, browse, profiles, the cart badge, information pages) and
// those only the pages with forms read. A page gets the second part before its first render only
// when it is one of those pages; any other page loads it after its load event.

/** The message areas (app/i18n/locales/<area>/) only the pages with forms read. */
export const FORM_MESSAGE_AREAS: readonly string[] = ['account-settings', 'approval', 'favorites-page', 'forms', 'owner', 'submission'];

/** The pages (the segment after the language) whose first screen reads the forms' texts. */
export const FORM_PAGES: ReadonlySet<string> = new Set([
  'account',
  'cart',
  'checkout',
  'contact',
  'favorites',
  'my-profile',
  'my-submissions',
  'payment-success',
  'purchases',
  'report',
  // her approval request link, and its address in mails sent before it was renamed
  'approval-requests',
  'requests',
  'reset-password',
  'submit-profile',
  'takedown',
]);

/** Whether the page at this address needs the forms' texts before its first render. */
export function needsFormMessages(pathname: string): boolean {
  const page = pathname.split('/')[2];
  return page !== undefined && FORM_PAGES.has(page);
}
