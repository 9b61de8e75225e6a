// The buyer's disclosure form at rest (docs/decisions/067): sealed with AES-256-GCM (lib/crypto.ts)
// under a key derived from the server secret, as `<key id>.<sealed>`. The id names the secret
// that sealed it, so after a rotation (the old secret moved to SESSION_SECRET_PREVIOUS) older forms
// still open, and the disclosure job finds the ones to seal again under the new secret. Only her
// request pages and a superadmin's look at an order open it.
import { type BuyerDisclosure, BuyerDisclosureSchema } from '#contract/approval-request.schema.ts';
import type { Sql } from '#db/connection.ts';
import { hmac, seal, sha256, unseal } from '#lib/crypto.ts';
import type { Env } from '../env.ts';
import { serverSecret } from '../secret.ts';
import { lockDisclosuresSealedUnderOtherKeys, lockPlainDisclosures, storeSealedDisclosure } from './buyer-disclosure.queries.ts';

const PURPOSE = 'buyer-disclosure';

export interface DisclosureSeal {
  /** The id every form sealed now starts with (`<id>.`). */
  currentKeyId(): string;
  seal(disclosure: BuyerDisclosure): string;
  /** The form; null when no secret here opens it (one dropped from SESSION_SECRET_PREVIOUS), or it is not a form. */
  open(sealed: string): BuyerDisclosure | null;
}

function keyIdOf(secret: string): string {
  return sha256(hmac(secret, `${PURPOSE} key id`), 'base64url').slice(0, 8);
}

export function disclosureSeal(env: Pick<Env, 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'DATA_DIR'>): DisclosureSeal {
  // read when first needed: the secret may live in a file under DATA_DIR
  let keys: { id: string; secret: string }[] | null = null;
  const ring = () => {
    keys ??= [serverSecret(env), ...(env.SESSION_SECRET_PREVIOUS ?? [])].map((secret) => ({ id: keyIdOf(secret), secret }));
    return keys;
  };
  return {
    currentKeyId: () => (ring()[0] as { id: string }).id,
    seal(disclosure) {
      const { id, secret } = ring()[0] as { id: string; secret: string };
      return `${id}.${seal(secret, PURPOSE, JSON.stringify(disclosure))}`;
    },
    open(sealed) {
      const dot = sealed.indexOf('.');
      const key = ring().find((k) => k.id === sealed.slice(0, dot));
      const plain = key ? unseal(key.secret, PURPOSE, sealed.slice(dot + 1)) : null;
      if (plain === null) return null;
      try {
        const parsed = BuyerDisclosureSchema.safeParse(JSON.parse(plain));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

const BATCH = 200;

/**
 * Seals every form still in clear (the migration to sealed forms cannot seal in SQL): run at
 * start-up, before the server answers, and by the disclosure job for anything a process still on
 * the old code wrote since. Returns how many it sealed.
 */
export async function sealPlainDisclosures(sql: Sql, seal: Pick<DisclosureSeal, 'seal'>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await sql.begin(async (tx) => {
      const rows = await lockPlainDisclosures(tx, BATCH);
      for (const row of rows) {
        // checked by the checkout that stored it; kept as it was even if an older schema let more through
        const form = row.plain as BuyerDisclosure;
        const firstName = typeof form.firstName === 'string' ? form.firstName.trim().slice(0, 100) || null : null;
        await storeSealedDisclosure(tx, row.id, seal.seal(form), firstName);
      }
      return rows.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}

/**
 * Seals again under the current secret every form sealed under an earlier one, so a secret can
 * leave SESSION_SECRET_PREVIOUS once the job has run. A form no secret here opens is left as it
 * is (and counted): it may open again when the secret is given back, and it is erased in time.
 */
export async function resealDisclosures(sql: Sql, seal: DisclosureSeal): Promise<{ resealed: number; unreadable: number }> {
  const counts = { resealed: 0, unreadable: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await sql.begin(async (tx) => {
      const found = await lockDisclosuresSealedUnderOtherKeys(tx, seal.currentKeyId(), afterId, BATCH);
      for (const row of found) {
        const form = seal.open(row.sealed);
        if (form === null) counts.unreadable++;
        else {
          await storeSealedDisclosure(tx, row.id, seal.seal(form), null);
          counts.resealed++;
        }
      }
      return found;
    });
    afterId = rows.at(-1)?.id ?? afterId;
    if (rows.length < BATCH) return counts;
  }
}
