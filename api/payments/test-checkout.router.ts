// The test-mode hosted payment page (/test-checkout/:id): server-rendered HTML with no script
// (CSP script-src 'self'), marked TEST MODE, showing the items and the total with two plain
// forms, "Pay" (with a choice of test cards, whose fingerprint is a buyer identity for blocks and
// the daily cap; and of the card's issuing country and the billing address's country, preset to
// the country the buyer declared, which fulfilment compares with it, decision 068) and "Cancel".
// Pay marks the session paid (authorised, for a manual capture), delivers a signed
// checkout.session.completed event to our own webhook over HTTP (the same path Stripe takes),
// then sends the buyer to the success URL; Cancel goes back to the cart.
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response, Router } from 'express';
import type { Logger } from 'pino';
import { countryCodes, isKnownRegion } from '#contract/approval-request.schema.ts';
import { escapeHtml as e } from '../html.ts';
import { setCacheControl } from '../http/cache-control.ts';
import type { TestSessionRow } from './test-provider.queries.ts';
import { TEST_CARDS, type TestCardId, type TestProvider } from './test-provider.ts';

const SESSION_ID = /^test_cs_[A-Za-z0-9_-]{20,}$/;

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5}
.banner{background:#f59e0b;color:#111827;text-align:center;font-weight:800;letter-spacing:.08em;padding:.6rem 1rem}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}.muted{color:#4b5563;font-size:.9rem;margin:0}
ul{list-style:none;padding:0;margin:1rem 0;border-top:1px solid #e5e7eb}
li{display:flex;justify-content:space-between;gap:1rem;padding:.6rem 0;border-bottom:1px solid #e5e7eb}
.total{display:flex;justify-content:space-between;font-weight:700;font-size:1.1rem;margin:.5rem 0 1.25rem}
.actions{display:flex;flex-direction:column;gap:.75rem}form{margin:0}
button,.button{display:block;width:100%;min-height:3rem;border-radius:9999px;font-size:1rem;font-weight:700;cursor:pointer;text-align:center;text-decoration:none;padding:.75rem 1rem}
.pay{background:#be123c;color:#fff;border:0}.pay:hover{background:#9f1239}
.cancel{background:#fff;color:#111827;border:1px solid #d1d5db}.cancel:hover{background:#f9fafb}
button:focus-visible,.button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
fieldset{border:1px solid #d1d5db;border-radius:.75rem;margin:0 0 1rem;padding:.5rem .75rem}legend{font-weight:600;padding:0 .25rem}
label{display:flex;align-items:center;gap:.6rem;min-height:2.75rem;cursor:pointer}
.field{margin:0 0 1rem}.field label{min-height:0;font-weight:600;margin-bottom:.25rem}
select{width:100%;min-height:2.75rem;border:1px solid #d1d5db;border-radius:.5rem;background:#fff;font-size:1rem;padding:0 .5rem}
select:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}input[type=radio]{width:1.2rem;height:1.2rem;accent-color:#be123c}
input[type=radio]:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.note{font-size:.85rem;color:#4b5563;margin-top:1rem}.error{background:#fef2f2;color:#991b1b;border-radius:.75rem;padding:.75rem;margin:0 0 1rem}
@media (min-width:640px){main{padding-top:3rem}.actions{flex-direction:row-reverse}.actions form{flex:1}}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${e(title)} · TEST MODE</title>
<style>${STYLE}</style>
</head>
<body>
<header class="banner">TEST MODE</header>
<main>
<div class="card">
${body}
</div>
<p class="note">This is Contacto's built-in test payment page. No card is charged and no money moves. Set STRIPE_SECRET_KEY to take real payments through Stripe.</p>
</main>
</body>
</html>
`;
}

/** Every country by its English name, the declared one preselected; "" is a card that says nothing. */
function countrySelect(id: string, name: string, label: string, selected: string | undefined): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const options = countryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
    .map(({ code, name }) => `<option value="${e(code)}"${code === selected ? ' selected' : ''}>${e(name)} (${e(code)})</option>`)
    .join('');
  return `<div class="field"><label for="${e(id)}">${e(label)}</label><select id="${e(id)}" name="${e(name)}"><option value="">Not given</option>${options}</select></div>`;
}

function checkoutPage(session: TestSessionRow, error?: string): string {
  const items = session.lineItems
    .map((item) => `<li><span>${e(item.name)}</span><span>${e(money(item.amount, session.currency))}</span></li>`)
    .join('');
  const action = `/test-checkout/${encodeURIComponent(session.id)}`;
  const cardChoice = `<fieldset><legend>Test card</legend>${TEST_CARDS.map(
    (card, i) => `<label><input type="radio" name="card" value="${e(card.id)}"${i === 0 ? ' checked' : ''}> ${e(card.label)}</label>`,
  ).join(
    '',
  )}</fieldset>${countrySelect('card-country', 'cardCountry', 'Country that issued the card', session.metadata.buyerCountry)}${countrySelect(
    'billing-country',
    'billingCountry',
    'Billing address country',
    session.metadata.buyerCountry,
  )}${session.captureMethod === 'manual' ? '<p class="muted">The card is only authorised now; it is charged once the approvals are decided.</p>' : ''}`;
  return page(
    'Pay Contacto',
    `${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<h1>Pay Contacto</h1>
<p class="muted">${e(session.customerEmail)}</p>
<ul aria-label="Items">${items}</ul>
<div class="total"><span>Total</span><span>${e(money(session.amountTotal, session.currency))}</span></div>
<div class="actions">
<form method="post" action="${e(action)}/pay">${cardChoice}<button type="submit" class="pay">Pay</button></form>
<form method="post" action="${e(action)}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
  );
}

function closedPage(session: TestSessionRow): string {
  if (session.status === 'complete') {
    return page(
      'Already paid',
      `<h1>Already paid</h1><p class="muted">This checkout was paid.</p><p><a class="button pay" href="${e(session.successUrl)}">Continue</a></p>`,
    );
  }
  return page(
    'Checkout expired',
    `<h1>This checkout has expired</h1><p class="muted">Nothing was charged. Go back to your cart to start again.</p><p><a class="button cancel" href="${e(session.cancelUrl)}">Back to the cart</a></p>`,
  );
}

/** A posted country: a known code, null when not given, undefined when it is not a country. */
function countryField(value: unknown): string | null | undefined {
  if (value === undefined || value === '') return null;
  return typeof value === 'string' && isKnownRegion(value) ? value : undefined;
}

/** This very server, as seen from itself (the webhook goes to the replica that served the page). */
function selfUrl(req: Request): string {
  const address = req.socket.address() as AddressInfo;
  let host = req.socket.localAddress ?? address.address ?? '127.0.0.1';
  if (host.startsWith('::ffff:')) host = host.slice(7);
  if (host === '::' || host === '0.0.0.0') host = '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort ?? address.port}`;
}

export function testCheckoutRouter(deps: { provider: TestProvider; log: Logger }): Router {
  const router = Router();
  const { provider } = deps;

  const html = (res: Response, status: number, body: string) => {
    setCacheControl(res.status(status), 'noStore').type('html').send(body);
  };
  const notFound = (res: Response) =>
    html(res, 404, page('Checkout not found', '<h1>Checkout not found</h1><p class="muted">This payment link does not exist.</p>'));

  const load = async (id: string) => (SESSION_ID.test(id) ? provider.getSession(id) : null);

  router.get('/:id', async (req, res) => {
    const session = await load(req.params.id);
    if (!session) return notFound(res);
    html(res, 200, session.status === 'open' ? checkoutPage(session) : closedPage(session));
  });

  router.post('/:id/pay', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const found = await load(req.params.id);
    if (!found) return notFound(res);
    const form = (req.body ?? {}) as { card?: unknown; cardCountry?: unknown; billingCountry?: unknown };
    const card = TEST_CARDS.find((c) => c.id === form.card)?.id as TestCardId | undefined;
    const cardCountry = countryField(form.cardCountry);
    const billingCountry = countryField(form.billingCountry);
    if (cardCountry === undefined || billingCountry === undefined) {
      if (found.status !== 'open') return html(res, 409, closedPage(found));
      return html(res, 400, checkoutPage(found, 'Pick the countries from the lists.'));
    }
    const session = await provider.pay(found.id, card, { cardCountry, billingCountry });
    if (!session) return html(res, 409, closedPage({ ...found, status: 'expired' }));
    const { body, signature } = provider.completedEvent(session);
    try {
      const delivered = await fetch(`${selfUrl(req)}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      if (!delivered.ok) deps.log.warn({ status: delivered.status, sessionId: session.id }, 'test-mode webhook was not accepted');
    } catch (error) {
      // The success page asks the provider itself, and the reconciliation job follows up.
      deps.log.warn({ err: error, sessionId: session.id }, 'test-mode webhook could not be delivered');
    }
    res.redirect(303, session.successUrl);
  });

  router.post('/:id/cancel', async (req, res) => {
    const session = await load(req.params.id);
    if (!session) return notFound(res);
    res.redirect(303, session.cancelUrl);
  });

  return router;
}
