// The company behind Contacto (spec §1: a US LLC), shown on the contact page and in legal texts.
// The address is fictional, like the rest of the demo.
export const COMPANY = {
  name: 'Contacto LLC',
  address: ['1200 Harbor Lane, Suite 300', 'Wilmington, DE 19801', 'United States'],
  supportEmail: 'support@contacto.example',
} as const;
