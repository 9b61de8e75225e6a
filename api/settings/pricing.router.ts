// GET /api/pricing (decision 031): the tier rule in force (bulk threshold and bulk unit price),
// the default contact price and the currency, for the cart's totals and texts. The app keeps the
// last answer on the device for offline use; checkout prices on the server whatever it showed.
import { Router } from 'express';
import type { Logger } from 'pino';
import { CURRENCY, type PublicPricing } from '#contract/pricing.ts';
import type { Sql } from '#db/connection.ts';
import { setCacheControl } from '../http/cache-control.ts';
import { pricingOf, readSettings } from './settings.ts';

export function pricingRouter({ sql, log }: { sql: Sql; log: Logger }): Router {
  const router = Router();
  router.get('/pricing', async (_req, res) => {
    const settings = await readSettings(sql, log);
    const body: PublicPricing = {
      ...pricingOf(settings),
      defaultContactCents: settings.default_contact_price_cents,
      currency: CURRENCY,
      approvalCountries: settings.approve_each_buyer_countries,
      approvalDeadlineHours: settings.approval_deadline_hours,
    };
    // revalidated on every use: a price change reaches every cart at its next look, and a setting
    // changed back leaves no stale copy anywhere
    setCacheControl(res, 'publicRevalidated');
    res.json(body);
  });
  return router;
}
