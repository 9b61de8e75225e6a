// The company behind Contacto as the pages show it (legal name, postal address, support
// addresses). Fictional but plausible values — a reserved `.example` domain and an "Example"
// street — kept in this one module so the contact page, the legal pages and emails agree.

export const COMPANY = {
  brand: 'Contacto',
  legalName: 'Contacto Marketplace LLC',
  /** US state where the LLC is organised; its law governs the Terms. */
  state: 'Florida',
  address: {
    street: '1450 Example Avenue, Suite 400',
    city: 'Miami',
    region: 'FL',
    postalCode: '33131',
    /** ISO 3166-1 alpha-2; shown with its localized name. */
    country: 'US',
  },
  supportEmail: 'support@contacto.example',
  privacyEmail: 'privacy@contacto.example',
  legalEmail: 'legal@contacto.example',
  /** Stated support response time. */
  supportReplyHours: 24,
} as const;

/** The postal address as lines, US style, with the country named in the reader's language. */
export function companyAddressLines(lang: string): string[] {
  const { street, city, region, postalCode, country } = COMPANY.address;
  return [COMPANY.legalName, street, `${city}, ${region} ${postalCode}`, countryName(country, lang)];
}

/** The postal address on one line. */
export function companyAddressInline(lang: string): string {
  return companyAddressLines(lang).join(', ');
}

function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
