// The mails of her consent: her approval request in her language with the buyer's
// disclosure, the buyer's confirmation of a cart that waits for her, and his outcome email.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { buyerDisclosure } from '#tests/factories/disclosure.factory.ts';
import { approvalRequestUrl, renderApprovalRequestMail } from './approval-request-mail.ts';
import { type ConfirmationInput, renderOrderConfirmation } from './order-confirmation.ts';

const request = (language: string, hasDisclosure = true) =>
  renderApprovalRequestMail({
    language,
    name: 'Carmen',
    buyerFirstName: 'John <b>',
    buyerCountry: 'US',
    hasDisclosure,
    price: '2.00',
    currency: 'USD',
    deadline: new Date('2026-03-04T12:00:00Z'),
    link: approvalRequestUrl('https://contacto.example/', language, 'tok_abc'),
  });

describe('her approval request', () => {
  it('in Spanish: names the buyer and his country in Spanish, sends her to her page for his answers, the deadline and her link', () => {
    const mail = request('es');
    expect(mail.subject).toBe('Un comprador quiere tus datos de contacto');
    expect(mail.text).toContain('Hola Carmen:');
    expect(mail.text).toContain('John <b>, de Estados Unidos, quiere comprar tus datos de contacto');
    expect(mail.text).toContain('Lee sus respuestas en la página de la solicitud');
    expect(mail.text).toMatch(/Responde antes del miércoles, 4 de marzo de 2026.*al comprador no se le cobra nada/);
    expect(mail.text).toContain('https://contacto.example/es/approval-requests/tok_abc');
    expect(mail.html).toContain('href="https://contacto.example/es/approval-requests/tok_abc"');
    expect(mail.html).toContain('John &#60;b&#62;');
    expect(mail.html).not.toContain('John <b>');
  });

  it.each(SUPPORTED_LANGUAGES)(
    "in %s never carries the buyer's answers: her request page shows them, and they are erased later",
    (language) => {
      const mail = request(language);
      const answers = buyerDisclosure();
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain(answers.maritalHistoryDetails);
        expect(part).not.toContain(answers.placesLived.join(', '));
      }
      expect(mail.text).not.toBe(request(language, false).text);
    },
  );

  it.each(SUPPORTED_LANGUAGES)('exists in %s with its own subject and the link in her language', (language) => {
    const mail = request(language);
    expect(mail.text).toContain(`https://contacto.example/${language}/approval-requests/tok_abc`);
    expect(mail.html).toContain(`lang="${language}"`);
    if (language !== 'en') expect(mail.subject).not.toBe(request('en').subject);
  });
});

const cart = (overrides: Partial<ConfirmationInput> = {}): ConfirmationInput => ({
  language: 'en',
  orderId: 77,
  customerName: 'John',
  date: new Date('2026-03-01T12:00:00Z'),
  totalAmount: '6.00',
  currency: 'USD',
  link: 'https://contacto.example/en/purchases?order=77&token=abc',
  items: [
    {
      firstName: 'Maria',
      lastName: 'R.',
      age: 24,
      location: 'X',
      price: '2.00',
      releaseStatus: 'released',
      contactInfo: { whatsapp: '+1 809 555 0101' },
    },
    {
      firstName: 'Ana',
      lastName: 'P.',
      age: 30,
      location: 'Y',
      price: '2.00',
      releaseStatus: 'awaiting_consent',
      contactInfo: {},
      approvalDeadline: new Date('2026-03-04T12:00:00Z'),
    },
    {
      firstName: 'Eva',
      lastName: 'S.',
      age: 28,
      location: 'Z',
      price: '2.00',
      releaseStatus: 'declined',
      contactInfo: {},
      declineReason: 'over_cap',
    },
  ],
  ...overrides,
});

describe('the buyer mails of a cart that waits for her', () => {
  it('the confirmation says until when she may answer, and that a declined contact is not charged (authorised) or refunded (captured)', () => {
    const manual = renderOrderConfirmation(cart({ captureMethod: 'manual' }));
    expect(manual.text).toContain(
      'Waiting for her answer until March 4, 2026 at 12:00 PM (UTC). You are charged for this contact only if she accepts',
    );
    expect(manual.text).toContain('You reached the daily purchase limit, so this contact was not sold to you. You are not charged for it.');
    const automatic = renderOrderConfirmation(cart({ captureMethod: 'automatic' }));
    expect(automatic.text).toContain(
      'You reached the daily purchase limit, so this contact was not sold to you. Its price ($2.00) will be refunded to you.',
    );
    const blocked = renderOrderConfirmation(cart({ language: 'es', items: [{ ...cart().items[2]!, declineReason: 'blocked' }] }));
    expect(blocked.text).toMatch(/Este contacto no está disponible para ti\. Te devolveremos su precio \(2,00\sUS\$\)\./);
  });

  it('the outcome gives the details she accepted to share, why the others were declined, and what was charged', () => {
    const deadline = new Date('2026-03-04T12:00:00Z');
    const items = [
      { ...cart().items[0]!, approvalDeadline: deadline },
      { ...cart().items[1]!, releaseStatus: 'declined', declineReason: 'she_declined' },
      { ...cart().items[2]!, declineReason: 'expired', approvalDeadline: deadline },
      // a mixed cart's instant item: released at once, so it lists its details without her answer
      { ...cart().items[0]!, firstName: 'Luz', contactInfo: { email: 'luz@example.org' } },
    ];
    const mail = renderOrderConfirmation(cart({ captureMethod: 'manual', items, outcome: { capturedAmount: '4.00' } }));
    expect(mail.subject).toBe('Her answer – order #77');
    expect(mail.text).toContain('■ Maria R., 24, X\n  She accepted your request. Her contact details:\n  WhatsApp: +1 809 555 0101\n');
    expect(mail.html).toContain('She accepted your request. Her contact details:');
    expect(mail.html).toContain('+1 809 555 0101');
    expect(mail.text).toMatch(/■ Luz R\., 24, X\n {2}Email: luz@example\.org\n/);
    expect(mail.text.match(/She accepted your request/g)).toHaveLength(1);
    expect(mail.text).toContain('She declined this request. You are not charged for it.');
    expect(mail.text).toContain('She did not answer in time. You are not charged for it.');
    expect(mail.text).toContain('You were charged $4.00 for the contacts you received. Declined contacts were never charged.');
    const none = renderOrderConfirmation(
      cart({ language: 'es', captureMethod: 'manual', items: items.slice(1), outcome: { capturedAmount: '0.00' } }),
    );
    expect(none.subject).toBe('Su respuesta – pedido n.º 77');
    expect(none.text).toContain('No se te ha cobrado nada: la retención de tu tarjeta se ha liberado.');
  });
});
