// Runs once the e2e server is up (Playwright starts webServer before the global setup). Every
// e2e payment goes through the test-mode page with its default card, so to the daily purchase
// cap (which keys on the card fingerprint) the whole suite is one buyer: the cap is
// raised to its highest value for this database. The cap itself is tested in
// api/orders/approval-decisions.integration.test.ts.
import { withE2eDatabase } from './support/e2e-database.ts';

export default async function globalSetup(): Promise<void> {
  await withE2eDatabase(
    (sql) => sql`
      INSERT INTO admin_settings (key, value, description)
      VALUES ('max_purchases_per_buyer_per_day', '1000', 'Raised for the e2e suite: every test payment uses one test card.')
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  );
}
