import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { type ConfirmationInput, renderOrderConfirmation } from './order-confirmation.ts';

const input = (overrides: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  language: 'en',
  orderId: 1234,
  customerName: 'John <Doe>',
  date: new Date('2026-03-01T12:00:00Z'),
  totalAmount: '4.00',
  currency: 'USD',
  link: 'https://contacto.example/en/purchases?order=1234&token=abc',
  items: [
    {
      firstName: 'Maria',
      lastName: 'R.',
      age: 24,
      location: 'Santo Domingo',
      price: '2.00',
      releaseStatus: 'released',
      contactInfo: { whatsapp: '+1 809 555 0101', instagram: '@demo_maria' },
    },
    { firstName: 'Ana', lastName: 'P.', age: 30, location: 'Santiago', price: '2.00', releaseStatus: 'released', contactInfo: {} },
  ],
  ...overrides,
});

describe('the order confirmation email', () => {
  it('names the order number in the subject and lists every contact with its details and the link', () => {
    const email = renderOrderConfirmation(input());
    expect(email.subject).toBe('Your contact details – order #1234');
    expect(email.text).toContain('Hello John <Doe>,');
    expect(email.text).toContain('WhatsApp: +1 809 555 0101');
    expect(email.text).toContain('Instagram: @demo_maria');
    expect(email.text).toContain('Maria R., 24, Santo Domingo');
    expect(email.text).toContain('Contact information will be updated shortly. Please check your email for updates.');
    expect(email.text).toContain('https://contacto.example/en/purchases?order=1234&token=abc');
    expect(email.text).toContain('$4.00');
    expect(email.html).toContain('+1 809 555 0101');
    expect(email.html).toContain('href="https://contacto.example/en/purchases?order=1234&#38;token=abc"');
  });

  it('escapes every value in the HTML', () => {
    const email = renderOrderConfirmation(
      input({ items: [{ ...input().items[0]!, firstName: '<script>x</script>', contactInfo: { email: '"><img src=x>' } }] }),
    );
    expect(email.html).not.toContain('<script>x');
    expect(email.html).not.toContain('<img src=x>');
    expect(email.html).toContain('&#60;script&#62;');
    expect(email.html).toContain('John &#60;Doe&#62;');
  });

  it('greets a guest without the placeholder name', () => {
    expect(renderOrderConfirmation(input({ customerName: 'Guest Customer' })).text.startsWith('Hello,\n')).toBe(true);
  });

  it.each(SUPPORTED_LANGUAGES)('renders in %s with the order number', (language) => {
    const email = renderOrderConfirmation(input({ language }));
    expect(email.subject).toContain('#1234');
    expect(email.html).toContain(`lang="${language}"`);
    if (language !== 'en') expect(email.subject).not.toBe(renderOrderConfirmation(input()).subject);
  });

  it('paid at once, an item that waits for her says why and that its price is refunded if she says no; the outcome says what was kept', () => {
    const waiting = {
      ...input().items[0]!,
      releaseStatus: 'awaiting_consent',
      contactInfo: {},
      approvalDeadline: new Date('2026-03-04T12:00:00Z'),
      approvalReason: 'payment_country',
    };
    const email = renderOrderConfirmation(input({ captureMethod: 'automatic', items: [waiting] }));
    expect(email.text).toContain('Your card or your billing address is from another country than the one you gave at checkout');
    expect(email.text).toContain('its price ($2.00) is refunded to you');
    expect(email.text).not.toContain('hold on your card');
    const outcome = renderOrderConfirmation(
      input({ captureMethod: 'automatic', outcome: { capturedAmount: '2.00' }, items: [{ ...waiting, releaseStatus: 'declined' }] }),
    );
    expect(outcome.text).toContain('You paid $2.00 for the contacts you received. The price of each declined contact is refunded to you.');
  });

  it('says which item is refunded when she withdrew before the payment', () => {
    const email = renderOrderConfirmation(
      input({ items: [{ ...input().items[0]!, releaseStatus: 'declined', contactInfo: {} }], language: 'es' }),
    );
    expect(email.text).toContain('Este perfil ya no está disponible');
    expect(email.text).toContain('2,00');
  });
});
