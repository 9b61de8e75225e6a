// SQL of the public profile views. Everything here reads only what the public may see: the public
// predicate is publicProfile() (profiles.is_public, 00008, which the partial indexes use), and
// the answers are the JSON texts of public_profile_json (00004: written by a trigger in the same
// transaction as the profile, present exactly while it is public, contact channels as booleans
// only). Filters and sorts pick ids; the JSON is joined for the rows of the page only.
import type postgres from 'postgres';
import type { LANGUAGES, ProfileSort } from '#contract/profile.schema.ts';
import type { Sql } from '#db/connection.ts';
import { publicProfile } from './public-profile.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;
export type Language = (typeof LANGUAGES)[number];

/** The full PublicProfile's JSON text from public_profile_json (alias j; 00004). */
export function profileJson(sql: Sql): Fragment {
  return sql`left(j.card, -1) || j.details || '}'`;
}

/**
 * The full PublicProfile's JSON text built from the profiles row named `alias` itself, by the
 * functions the stored copy is written with (profile_card_json and profile_details_json): the
 * same shape for a profile that is not public and so has no stored copy (the back office's
 * preview). Never select it for the public: it does not check the public predicate.
 */
export function builtProfileJson(sql: Sql, alias: string): Fragment {
  return sql`left(profile_card_json(${sql(alias)}), -1) || profile_details_json(${sql(alias)}) || '}'`;
}

export interface JsonRow {
  json: string;
}

export interface ProfileFilter {
  /** Words that must all occur (case- and accent-insensitively) in name or about text. */
  words: string[];
  location?: string;
  minAge?: number;
  maxAge?: number;
}

/** LIKE pattern for a literal substring: %, _ and \ lose their meaning. */
export function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(sql: Sql, filter: ProfileFilter): Fragment {
  const parts: Fragment[] = [publicProfile(sql, 'p')];
  for (const word of filter.words) parts.push(sql`p.search_text LIKE search_normalize(${likeContains(word)})`);
  if (filter.location !== undefined) parts.push(sql`lower(p.location) = lower(${filter.location})`);
  if (filter.minAge !== undefined) parts.push(sql`p.age >= ${filter.minAge}`);
  if (filter.maxAge !== undefined) parts.push(sql`p.age <= ${filter.maxAge}`);
  return parts.reduce((all, part) => sql`${all} AND ${part}`);
}

/** The filter over public_profile_search (alias s; every row there is public), or over one of
 * its change rows (prefix 'old_' or 'new_', alias c). */
function searchConditions(sql: Sql, filter: ProfileFilter, column: (name: string) => Fragment): Fragment {
  const parts: Fragment[] = [sql`true`];
  for (const word of filter.words) parts.push(sql`${column('search_text')} LIKE search_normalize(${likeContains(word)})`);
  if (filter.location !== undefined) parts.push(sql`${column('location_key')} = lower(${filter.location})`);
  if (filter.minAge !== undefined) parts.push(sql`${column('age')} >= ${filter.minAge}`);
  if (filter.maxAge !== undefined) parts.push(sql`${column('age')} <= ${filter.maxAge}`);
  return parts.reduce((all, part) => sql`${all} AND ${part}`);
}

function orderBy(sql: Sql, sort: ProfileSort, alias: 'p' | 's' = 'p'): Fragment {
  const t = sql(alias);
  switch (sort) {
    case 'oldest':
      return sql`${t}.created_at ASC, ${t}.id ASC`;
    case 'youngest':
      return sql`${t}.age ASC, ${t}.created_at DESC, ${t}.id DESC`;
    case 'oldest-age':
      return sql`${t}.age DESC, ${t}.created_at DESC, ${t}.id DESC`;
    default:
      return sql`${t}.created_at DESC, ${t}.id DESC`;
  }
}

/** How the total of a list comes back with its page (one statement, one snapshot). */
export type TotalPart =
  /** unsearched: the sum of public_profile_counts */
  | { kind: 'sum' }
  /** searched, first time: the matches of the words per city and age, with the snapshot */
  | { kind: 'count' }
  /** searched, counted before in `snapshot`: the change per city and age since */
  | { kind: 'changes'; snapshot: string };

export interface ListRow {
  /** The page's PublicProfile JSON objects joined by commas (no brackets). */
  items: string;
  /** 'sum': the total. */
  total?: number;
  /** 'count': JSON [[location_key, age, n], …]; 'changes': the same with the changes of n. */
  buckets?: string;
  /** 'changes': a TRUNCATE happened meanwhile (count again). */
  reset?: boolean;
  snapshot?: string;
  /** lower(location) as PostgreSQL folds it (to pick the buckets of the city). */
  locationKey?: string | null;
}

/**
 * One page of public profiles as JSON text, in order, and what its total needs, in one
 * statement. A searched list filters and sorts the narrow public_profile_search (00004), an
 * unsearched one the public indexes of profiles; the JSON is joined for the rows of the page only.
 */
export async function findPublicProfiles(
  sql: Sql,
  filter: ProfileFilter,
  page: { sort: ProfileSort; limit: number; offset: number },
  total: TotalPart,
): Promise<ListRow> {
  const searched = filter.words.length > 0;
  const ids = searched
    ? sql`
        SELECT s.id, s.age, s.created_at FROM public_profile_search s
        WHERE ${searchConditions(sql, filter, (name) => sql`s.${sql(name)}`)}
        ORDER BY ${orderBy(sql, page.sort, 's')}
        LIMIT ${page.limit} OFFSET ${page.offset}`
    : sql`
        SELECT p.id, p.age, p.created_at FROM profiles p
        WHERE ${filterConditions(sql, filter)}
        ORDER BY ${orderBy(sql, page.sort)}
        LIMIT ${page.limit} OFFSET ${page.offset}`;
  const totals =
    total.kind === 'sum'
      ? sql`(${sumQuery(sql, filter)}) AS total`
      : total.kind === 'count'
        ? sql`(${bucketsQuery(sql, filter.words)}) AS buckets, pg_current_snapshot()::text AS snapshot`
        : sql`c.buckets, c.reset, c.snapshot`;
  const [row] = await sql<ListRow[]>`
    SELECT
      coalesce((
        SELECT string_agg(${profileJson(sql)}, ',' ORDER BY ${orderBy(sql, page.sort, 's')})
        FROM (${ids}) AS s
        JOIN public_profile_json j ON j.id = s.id
      ), '') AS items,
      lower(${filter.location ?? null}::text) AS "locationKey",
      ${totals}
    ${total.kind === 'changes' ? sql`FROM (${changesQuery(sql, filter.words, total.snapshot)}) AS c` : sql``}`;
  if (!row) throw new Error('the list returned no row');
  return row;
}

function sumQuery(sql: Sql, filter: ProfileFilter): Fragment {
  return sql`
    SELECT coalesce(sum(n), 0)::int
    FROM public_profile_counts
    WHERE true
      ${filter.location !== undefined ? sql`AND location_key = lower(${filter.location})` : sql``}
      ${filter.minAge !== undefined ? sql`AND age >= ${filter.minAge}` : sql``}
      ${filter.maxAge !== undefined ? sql`AND age <= ${filter.maxAge}` : sql``}`;
}

/** The public matches of the words per city and age, as JSON [[location_key, age, n], …]. */
function bucketsQuery(sql: Sql, words: string[]): Fragment {
  return sql`
    SELECT coalesce(json_agg(json_build_array(b.location_key, b.age, b.n)), '[]')::text
    FROM (
      SELECT s.location_key, s.age, count(*)::int AS n FROM public_profile_search s
      WHERE ${searchConditions(sql, { words }, (name) => sql`s.${sql(name)}`)}
      GROUP BY 1, 2
    ) AS b`;
}

/**
 * How the matches of the words per city and age changed between `snapshot` and now: the
 * public_search_count_changes rows the snapshot did not see, +1 for the city and age of a row
 * whose new values match, -1 for those of a row whose old values did. `reset` when a TRUNCATE
 * happened meanwhile (count again).
 */
function changesQuery(sql: Sql, words: string[], snapshot: string): Fragment {
  const matches = (side: 'old' | 'new') =>
    sql`c.${sql(`${side}_search_text`)} IS NOT NULL AND ${searchConditions(sql, { words }, (name) => sql`c.${sql(`${side}_${name}`)}`)}`;
  return sql`
    WITH c AS (
      SELECT * FROM public_search_count_changes c
      WHERE c.txid >= pg_snapshot_xmin(${snapshot}::pg_snapshot)
        AND NOT pg_visible_in_snapshot(c.txid, ${snapshot}::pg_snapshot)
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_array(d.l, d.a, d.n)), '[]')::text
       FROM (
         SELECT x.l, x.a, sum(x.d)::int AS n FROM (
           SELECT c.new_location_key AS l, c.new_age AS a, 1 AS d FROM c WHERE ${matches('new')}
           UNION ALL
           SELECT c.old_location_key, c.old_age, -1 FROM c WHERE ${matches('old')}
         ) AS x
         GROUP BY 1, 2
         HAVING sum(x.d) <> 0
       ) AS d) AS buckets,
      (SELECT coalesce(bool_or(c.old_search_text IS NULL AND c.new_search_text IS NULL), false) FROM c) AS reset,
      pg_current_snapshot()::text AS snapshot`;
}

/** The public matches of the words per city and age (JSON), with the snapshot (see profile-count-cache.ts). */
export async function countBuckets(sql: Sql, words: string[]): Promise<{ buckets: string; snapshot: string }> {
  const [row] = await sql<{ buckets: string; snapshot: string }[]>`
    SELECT (${bucketsQuery(sql, words)}) AS buckets, pg_current_snapshot()::text AS snapshot`;
  if (!row) throw new Error('count returned no row');
  return row;
}

export async function findFeaturedProfiles(sql: Sql, limit: number): Promise<JsonRow[]> {
  return sql<JsonRow[]>`
    SELECT ${profileJson(sql)} AS json
    FROM (
      SELECT p.id, p.created_at FROM profiles p
      WHERE p.is_featured AND ${publicProfile(sql, 'p')}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${limit}
    ) AS p
    JOIN public_profile_json j ON j.id = p.id
    ORDER BY p.created_at DESC, p.id DESC`;
}

export async function findPublicProfileById(sql: Sql, id: number): Promise<JsonRow | undefined> {
  const [row] = await sql<JsonRow[]>`SELECT ${profileJson(sql)} AS json FROM public_profile_json j WHERE j.id = ${id}`;
  return row;
}

/** The slug column of each language (shared with the SEO queries). */
export const SLUG_COLUMNS: { readonly [L in Language]: `slug_${L}` } = {
  en: 'slug_en',
  es: 'slug_es',
  it: 'slug_it',
  de: 'slug_de',
  nl: 'slug_nl',
  pt: 'slug_pt',
};

export async function findPublicProfileBySlug(sql: Sql, slug: string, language: Language): Promise<JsonRow | undefined> {
  const [row] = await sql<JsonRow[]>`
    SELECT ${profileJson(sql)} AS json
    FROM profiles p
    JOIN public_profile_json j ON j.id = p.id
    WHERE p.${sql(SLUG_COLUMNS[language])} = ${slug} AND ${publicProfile(sql, 'p')}`;
  return row;
}
