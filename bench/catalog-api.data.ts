// Benchmark data: public profiles with realistic field sizes written by one generate_series
// statement (a profile every ~10 minutes back in time, accents in names, 1% featured, 5% hidden).
// Contact values are distinctive ("wa-SECRET-<n>") so a leak would be easy to spot.
import type { Sql } from '#db/connection.ts';
import {
  ABOUT_CLOSINGS,
  ABOUT_MIDDLES,
  ABOUT_OPENINGS,
  ABOUT_VALUES,
  CITIES,
  FIRST_NAMES,
  INTERESTS,
  LAST_NAMES,
  OCCUPATIONS,
  STOREFRONT_CITIES,
} from '#db/seed/vocabulary.ts';

/** n public profiles (plus 5% hidden ones) with realistic sizes, accents in names, 1% featured. */
export async function insertBenchProfiles(sql: Sql, n: number): Promise<void> {
  await sql`SELECT setseed(0.2026)`;
  await sql`
    WITH v AS (
      SELECT ${FIRST_NAMES as unknown as string[]}::text[] AS fn, ${LAST_NAMES as unknown as string[]}::text[] AS ln,
             ${[...STOREFRONT_CITIES, ...STOREFRONT_CITIES, ...CITIES] as string[]}::text[] AS city,
             ${ABOUT_OPENINGS as unknown as string[]}::text[] AS a1, ${ABOUT_MIDDLES as unknown as string[]}::text[] AS a2,
             ${ABOUT_VALUES as unknown as string[]}::text[] AS a3, ${ABOUT_CLOSINGS as unknown as string[]}::text[] AS a4,
             ${INTERESTS as unknown as string[]}::text[] AS interests, ${OCCUPATIONS as unknown as string[]}::text[] AS jobs
    ),
    g AS (
      SELECT i,
        v.fn[1 + floor(random() * array_length(v.fn, 1))::int] AS first_name,
        v.ln[1 + floor(random() * array_length(v.ln, 1))::int] AS last_name,
        18 + floor(random() * random() * 30)::int AS age,
        v.city[1 + floor(random() * array_length(v.city, 1))::int] AS location,
        v.interests[1 + floor(random() * array_length(v.interests, 1))::int] AS i1,
        v.interests[1 + floor(random() * array_length(v.interests, 1))::int] AS i2,
        v.jobs[1 + floor(random() * array_length(v.jobs, 1))::int] AS job,
        v.a1[1 + floor(random() * 5)::int] || ' ' || v.a2[1 + floor(random() * 4)::int] || ' '
          || v.a3[1 + floor(random() * 5)::int] || ' ' || v.a4[1 + floor(random() * 4)::int] AS about,
        now() - (i * interval '10 minutes') - random() * interval '9 minutes' AS created_at,
        ARRAY(SELECT gen_random_uuid()::text || '.webp' FROM generate_series(1, 3 + i % 6) AS j(x)) AS photos
      FROM generate_series(1, ${Math.round(n * 1.05)}) AS i, v
    )
    INSERT INTO profiles (
      first_name, last_name, age, gender, height, location,
      slug_en, slug_es, slug_de, slug_it, slug_nl, slug_pt,
      education, occupation, languages, relationship_status, children, smoking, drinking, body_type,
      ethnicity, religion, looking_for, about_me, interests, personality_tags,
      photos, primary_photo, videos, contact_methods, shared_channels,
      combined_agreement, contact_sharing_consent, consent_given_at, consent_text_version,
      price, status, is_approved, is_featured, verified, created_at, updated_at)
    SELECT
      first_name, last_name, age, 'female', '5''' || (2 + i % 7) || '"', location,
      s.base || '-' || i, s.base || '-anos-' || i, s.base || '-jahre-' || i,
      s.base || '-anni-' || i, s.base || '-jaar-' || i, s.base || '-anos-pt-' || i,
      'University', job, ARRAY['Spanish', 'English'], 'Single', ARRAY['No children'], 'Non-smoker', 'Socially', 'Curvy',
      'Latina', 'Catholic', ARRAY['Marriage', 'Long-term relationship'],
      replace(replace(replace(replace(replace(about, '{name}', first_name), '{city}', location), '{age}', age::text),
        '{interest1}', lower(i1)), '{interest2}', lower(i2)),
      ARRAY[i1, i2], ARRAY['Romantic', 'Loyal'],
      photos, photos[1], CASE WHEN i % 5 = 0 THEN ARRAY[gen_random_uuid()::text || '.mp4'] ELSE '{}' END,
      jsonb_build_object('whatsapp', 'wa-SECRET-' || i, 'instagram', '@ig_secret_' || i, 'email', 'secret' || i || '@example.com'),
      ARRAY['whatsapp', 'instagram', 'email'],
      true, true, created_at, 'v1',
      CASE WHEN i % 10 = 0 THEN 3.00 ELSE 2.00 END,
      CASE WHEN i % 21 = 0 THEN 'PENDING' ELSE 'ACTIVE' END, i % 21 <> 0, i % 100 = 7, true, created_at, created_at
    FROM g, LATERAL (
      SELECT regexp_replace(lower(immutable_unaccent(first_name || ' ' || left(last_name, 1) || ' ' || age || ' ' || location)),
        '[^a-z0-9]+', '-', 'g') AS base
    ) AS s`;
  await sql`VACUUM ANALYZE profiles`;
  await sql`VACUUM ANALYZE catalog_changes`;
}
