// Benchmark of the media access check and its trigger (not part of npm test):
//   node --import tsx bench/public-media.bench.ts
// A real PostgreSQL (embedded in a temp dir, or BENCH_DATABASE_URL: a server where we may create
// and drop the database contacto_bench_media) with BENCH_PROFILES (default 100,000) public
// profiles of 3–8 photos. It compares the two ways to answer "does a public profile show this
// file?" per request: the trigger-kept public_media table of 00006 (a primary-key probe) and a
// GIN expression index over the public rows of profiles (no extra table, no trigger); then what
// the trigger costs a write, and what one purge batch costs.
import type { Sql } from '#db/connection.ts';
import { insertBenchProfiles } from './catalog-api.data.ts';
import { benchDatabase } from './support/database.ts';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const PROBES = 5000;
const DATABASE = 'contacto_bench_media';

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = process.hrtime.bigint();
  const result = await work();
  console.log(`${label.padEnd(64)} ${ms(start).toFixed(1).padStart(9)} ms`);
  return result;
}

/** Mean server-side execution time of a query over names (EXPLAIN ANALYZE), and its plan's first line. */
async function executionTime(sql: Sql, query: (name: string) => string, names: string[]): Promise<{ meanMs: number; plan: string }> {
  let total = 0;
  let plan = '';
  for (const name of names) {
    const rows = await sql.unsafe<{ 'QUERY PLAN': string }[]>(`EXPLAIN (ANALYZE, FORMAT TEXT) ${query(name)}`);
    const last = rows.map((r) => r['QUERY PLAN']).find((line) => line.startsWith('Execution Time'));
    total += Number(/([\d.]+) ms/.exec(last ?? '')?.[1] ?? Number.NaN);
    plan ||= rows
      .map((r) => r['QUERY PLAN'])
      .filter((l) => /Scan|Index/.test(l))
      .map((l) => l.trim())
      .join(' / ');
  }
  return { meanMs: total / names.length, plan };
}

async function roundTrips(names: string[], probe: (name: string) => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  for (const name of names) await probe(name);
  return ms(start) / names.length;
}

async function main() {
  const { sql, close } = await benchDatabase(DATABASE);
  try {
    await timed(`insert ${PROFILES} profiles (+5% hidden), all triggers`, () => insertBenchProfiles(sql, PROFILES));
    await sql`VACUUM ANALYZE`;
    const [size] = await sql<{ rows: number; bytes: string }[]>`
      SELECT count(*)::int AS rows, pg_size_pretty(pg_total_relation_size('public_media')) AS bytes FROM public_media`;
    console.log(`public_media: ${size?.rows} rows, ${size?.bytes} with its indexes`);

    // the alternative: a GIN index over the shown files of the public rows, no table, no trigger
    await sql.unsafe(`
      CREATE FUNCTION bench_public_names(photos text[], inactive_photos text[], videos text[], inactive_videos text[])
      RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public AS $$
        SELECT ARRAY(SELECT kind || '/' || name FROM uploaded_media(photos, inactive_photos)
                     UNION ALL SELECT kind || '/' || name FROM uploaded_media(videos, inactive_videos))
      $$`);
    await timed('build the alternative GIN expression index', () =>
      sql.unsafe(`
        CREATE INDEX bench_public_names_idx ON profiles USING gin (bench_public_names(photos, inactive_photos, videos, inactive_videos))
        WHERE is_public`),
    );
    const [gin] = await sql<{ bytes: string }[]>`SELECT pg_size_pretty(pg_relation_size('bench_public_names_idx')) AS bytes`;
    console.log(`alternative GIN index: ${gin?.bytes}`);
    await sql`ANALYZE profiles`;

    const shown = (await sql<{ name: string }[]>`SELECT name FROM public_media ORDER BY random() LIMIT ${PROBES}`).map((r) => r.name);
    const unknown = Array.from({ length: PROBES }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}.webp`);
    const table = (name: string) => `SELECT EXISTS (SELECT 1 FROM public_media WHERE kind = 'images' AND name = '${name}')`;
    const index = (name: string) =>
      `SELECT EXISTS (SELECT 1 FROM profiles WHERE bench_public_names(photos, inactive_photos, videos, inactive_videos) @> ARRAY['images/${name}']
         AND is_public)`;
    for (const [label, names] of [
      ['a shown file', shown],
      ['an unknown file', unknown],
    ] as const) {
      const sample = names.slice(0, 500);
      const t = await executionTime(sql, table, sample);
      const g = await executionTime(sql, index, sample);
      console.log(`check, ${label}: public_media ${t.meanMs.toFixed(3)} ms (${t.plan})`);
      console.log(`check, ${label}: GIN index    ${g.meanMs.toFixed(3)} ms (${g.plan})`);
    }
    const viaTable = await roundTrips(
      shown,
      (name) => sql`SELECT EXISTS (SELECT 1 FROM public_media WHERE kind = 'images' AND name = ${name}) AS p`,
    );
    const viaIndex = await roundTrips(shown, (name) => sql.unsafe(index(name)));
    console.log(`round trip from Node, one at a time: public_media ${viaTable.toFixed(3)} ms, GIN index ${viaIndex.toFixed(3)} ms`);
    await sql.unsafe('DROP INDEX bench_public_names_idx');

    // what the trigger costs a write
    for (const enabled of [false, true]) {
      if (!enabled) await sql`ALTER TABLE profiles DISABLE TRIGGER profiles_public_media`;
      await timed(
        `insert 5,000 public profiles of 3-8 photos, ${enabled ? 'with' : 'without'} the trigger`,
        () =>
          sql`
          WITH g AS (
            SELECT i, ARRAY(SELECT gen_random_uuid()::text || '.webp' FROM generate_series(1, 3 + i % 6) AS j(x)) AS photos
            FROM generate_series(1, 5000) AS i
          )
          INSERT INTO profiles (first_name, age, gender, location, photos, primary_photo, status, is_approved,
                                contact_sharing_consent, consent_given_at, consent_text_version)
          SELECT 'Bench', 30, 'female', 'Santiago', photos, photos[1], 'ACTIVE', true, true, now(), 'v1' FROM g`,
      );
      if (!enabled) await sql`ALTER TABLE profiles ENABLE TRIGGER profiles_public_media`;
    }
    const ids = (await sql<{ id: number }[]>`SELECT id FROM profiles ORDER BY id LIMIT 10000`).map((r) => r.id);
    for (const enabled of [false, true]) {
      const what = enabled ? 'with' : 'without';
      if (!enabled) await sql`ALTER TABLE profiles DISABLE TRIGGER profiles_public_media`;
      await timed(
        `update 10,000 profiles, no media change, ${what} the trigger`,
        () => sql`UPDATE profiles SET about_me = about_me || '.' WHERE id = ANY (${ids})`,
      );
      await timed(
        `withdraw 10,000 profiles, ${what} the trigger`,
        () => sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ANY (${ids})`,
      );
      await timed(
        `restore 10,000 profiles, ${what} the trigger`,
        () => sql`UPDATE profiles SET consent_withdrawn_at = NULL WHERE id = ANY (${ids})`,
      );
      if (!enabled) await sql`ALTER TABLE profiles ENABLE TRIGGER profiles_public_media`;
    }
    // the table was left out of step while the trigger was off: rebuild it as the migration does
    await sql`DELETE FROM public_media`;
    await sql`
      INSERT INTO public_media (kind, name, profile_id)
      SELECT m.kind, m.name, p.id FROM profiles AS p
      CROSS JOIN LATERAL (SELECT * FROM uploaded_media(p.photos, p.inactive_photos) UNION SELECT * FROM uploaded_media(p.videos, p.inactive_videos)) AS m
      WHERE p.is_public`;
    const one = ids[0] as number;
    const single = await roundTrips(
      Array.from({ length: 1000 }, (_, i) => String(i)),
      (i) => sql`UPDATE profiles SET consent_withdrawn_at = ${Number(i) % 2 ? null : new Date()} WHERE id = ${one}`,
    );
    console.log(`one profile withdrawn or restored (1,000 times, alternating): ${single.toFixed(3)} ms a write`);

    // one purge batch (200 queued files) against every profile
    const { takePurgeBatch } = await import('#api/media/media.queries.ts');
    const [queued] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM media_purge_queue`;
    console.log(`purge queue after the writes above: ${queued?.n} rows`);
    await sql
      .begin(async (tx) => {
        await timed('classify one purge batch of 200 files (one pass over profiles)', () =>
          takePurgeBatch(tx, new Date(Date.now() + 3_600_000), 200),
        );
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
  } finally {
    await close();
  }
}

await main();
