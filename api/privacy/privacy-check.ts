// The erasure report (npm run privacy:check; docs/decisions/064-deleting-a-profile-erases-her.md):
// every place in the database and in the media store that still mentions a profile. Once her
// profile is deleted and the media purge has run, it lists nothing. It checks generically, so a
// table or column added later is covered without being named here:
//   - her profile row: every column except the few kept for the law and accounting (KEPT_PROFILE);
//   - every table with a profile_id column or a foreign key to profiles: rows of tables that must
//     lose them (GONE) at all, and in the others every column that can hold text, except the
//     columns kept (KEPT), must be blank;
//   - the audit rows about her keep which fields an admin changed, never a value;
//   - her former values (given, or still found in her row) in every text column of every table;
//   - every key of every upload of hers (her media, posters, pending files, report evidence) in
//     the store, by the upload's uuid.
import type { Sql } from '#db/connection.ts';
import type { MediaStorage } from '../storage/storage.ts';
import {
  type ColumnRef,
  countMentions,
  findColumns,
  findErasedMedia,
  findProfileAudit,
  findProfileReferences,
  findProfileRow,
  findReportNotesOf,
  findRowsOf,
} from './privacy-check.queries.ts';

/** What a deleted profile keeps: the consent record, the facts of sale and moderation, the times. */
export const KEPT_PROFILE = new Set([
  'id',
  'created_at',
  'updated_at',
  'deleted_at',
  'status',
  'is_approved',
  'is_featured',
  'verified',
  'is_public',
  'price',
  'release_policy',
  'combined_agreement',
  'contact_sharing_consent',
  'consent_given_at',
  'consent_text_version',
  'consent_withdrawn_at',
  'review_decision',
  'reviewed_at',
  'reviewed_by',
  'first_decided_at',
  'approved_at',
  'paused_at',
  'owner_language',
]);

/** Tables whose rows about her must be gone altogether. */
const GONE = new Set([
  'owner_link_requests',
  'owner_link_uses',
  'profile_submissions',
  'user_favorites',
  'buyer_blocks',
  'pending_uploads',
  'public_media',
  'public_profile_json',
  'public_profile_search',
]);

/** Text columns kept in tables that keep their rows about her: codes, and the reporter's own address. */
const KEPT: Record<string, ReadonlySet<string>> = {
  order_items: new Set(['release_status', 'release_policy', 'decline_reason', 'approval_decided_by']),
  reports: new Set(['type', 'status', 'language', 'email']),
  catalog_changes: new Set(['kind']),
  profile_erasures: new Set(['via', 'media']),
};

/** Copies of the public view keyed by the profile's id (no profile_id column). */
const COPIES_BY_ID: ColumnRef[] = [
  { schema: 'public', table: 'public_profile_json', column: 'id' },
  { schema: 'public', table: 'public_profile_search', column: 'id' },
];

/** Top-level keys of an audit row's details that never hold her data (which fields, what state, which report). */
const KEPT_AUDIT_KEYS = new Set(['fields', 'from', 'via', 'reportId', 'profileId']);

/** Tables the value search leaves out: the migrations' own record and the erasure's list of keys. */
const NOT_SEARCHED = new Set(['public.schema_migrations', 'public.profile_erasures']);

/** A former value shorter than this matches too much to mean her. */
const MIN_VALUE_LENGTH = 4;

const STEM = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]+$/;

export interface KnownData {
  /** Her former values (names, email, contact values, phrases of her text) to look for everywhere. */
  values?: readonly string[];
  /** Her former media (names or URLs) to look for in the store. */
  media?: readonly string[];
}

export interface PrivacyReport {
  profileId: number;
  /** False: there is no such profile (nothing else was looked at). */
  found: boolean;
  deleted: boolean;
  /** One line per place that still mentions her; empty once she is erased. */
  leftovers: string[];
}

/** Nothing in it: null, blank text, an empty list or object, a boolean (a flag says nothing of her), an id. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean') return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isBlank);
  // an object's own id says nothing of her (a sale's copy of her profile, made blank, keeps it)
  if (typeof value === 'object') return Object.entries(value).every(([key, v]) => key === 'id' || isBlank(v));
  return false;
}

const label = (ref: ColumnRef) => (ref.schema === 'public' ? ref.table : `${ref.schema}.${ref.table}`);
const rowKey = (row: Record<string, unknown>) =>
  row.id !== undefined ? ` (id ${String(row.id)})` : row.seq !== undefined ? ` (seq ${String(row.seq)})` : '';

/** The uuid of an upload named by a media name or URL, or null. */
function stemOf(value: unknown): string | null {
  return typeof value === 'string' ? (STEM.exec(value)?.[1] ?? null) : null;
}

/** Values still in her row that can only mean her (her first name alone would match other women). */
function formerValuesIn(row: Record<string, unknown>): string[] {
  const values: unknown[] = [row.email, row.about_me, row.slug_en, row.slug_es, row.slug_de, row.slug_it, row.slug_nl, row.slug_pt];
  if (row.contact_methods && typeof row.contact_methods === 'object') values.push(...Object.values(row.contact_methods));
  if (typeof row.first_name === 'string' && typeof row.last_name === 'string' && row.last_name.trim()) {
    values.push(row.last_name, `${row.first_name} ${row.last_name}`);
  }
  return values.filter((v): v is string => typeof v === 'string');
}

/** Uploads her row or its edit waiting for review name. */
function mediaIn(row: Record<string, unknown>): unknown[] {
  const lists = [row.photos, row.videos, [row.primary_photo]];
  const edit = (row.pending_edit as { values?: { photos?: unknown; videos?: unknown } } | null)?.values;
  if (edit) lists.push(edit.photos, edit.videos);
  return lists.flatMap((list) => (Array.isArray(list) ? list : []));
}

export async function privacyCheck(sql: Sql, storage: MediaStorage, profileId: number, known: KnownData = {}): Promise<PrivacyReport> {
  const profile = await findProfileRow(sql, profileId);
  if (!profile) return { profileId, found: false, deleted: false, leftovers: [] };
  const leftovers: string[] = [];
  const stems = new Set<string>();
  const addStem = (value: unknown) => {
    const stem = stemOf(value);
    if (stem) stems.add(stem);
  };

  // 1. her row
  for (const [column, value] of Object.entries(profile)) {
    if (!KEPT_PROFILE.has(column) && !isBlank(value)) leftovers.push(`profiles.${column}`);
  }
  mediaIn(profile).forEach(addStem);

  // 2. every row that points at her
  const columns = await findColumns(sql, ['public', 'pgboss']);
  const textual = new Map<string, Set<string>>();
  for (const c of columns) {
    if (!c.textual) continue;
    const key = `${c.schema}.${c.table}`;
    textual.set(key, (textual.get(key) ?? new Set()).add(c.column));
  }
  for (const ref of [...(await findProfileReferences(sql)), ...COPIES_BY_ID]) {
    const rows = await findRowsOf(sql, ref, profileId);
    if (rows.length === 0) continue;
    if (ref.table === 'pending_uploads') for (const row of rows) [row.name, row.poster_name].forEach(addStem);
    if (ref.table === 'reports') for (const row of rows) addStem(row.evidence_file);
    if (GONE.has(ref.table)) {
      leftovers.push(`${label(ref)}: ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} about her`);
      continue;
    }
    const kept = KEPT[ref.table] ?? new Set();
    const texts = textual.get(`${ref.schema}.${ref.table}`) ?? new Set();
    for (const row of rows) {
      for (const column of texts) {
        if (!kept.has(column) && column !== ref.column && !isBlank(row[column])) leftovers.push(`${label(ref)}.${column}${rowKey(row)}`);
      }
    }
  }
  if (columns.some((c) => c.schema === 'public' && c.table === 'profile_erasures')) {
    (await findErasedMedia(sql, profileId)).forEach(addStem);
  }

  // 3. the audit trail keeps which fields were changed, never a value
  for (const { id, details } of await findProfileAudit(sql, profileId)) {
    const said = Object.entries(details ?? {}).some(([key, value]) => !KEPT_AUDIT_KEYS.has(key) && !isBlank(value));
    if (said) leftovers.push(`admin_activity_log.details (id ${id})`);
  }
  for (const note of await findReportNotesOf(sql, profileId)) leftovers.push(`report_notes.body (id ${note.id})`);

  // 4. her former values, anywhere
  (known.media ?? []).forEach(addStem);
  const values = [...new Set([...(known.values ?? []), ...formerValuesIn(profile), ...stems])]
    .map((v) => v.trim())
    .filter((v) => v.length >= MIN_VALUE_LENGTH);
  if (values.length > 0) {
    for (const ref of columns) {
      if (!ref.textual || NOT_SEARCHED.has(`${ref.schema}.${ref.table}`)) continue;
      const own = ref.schema === 'public' && ref.table === 'profiles' ? profileId : undefined;
      for (const { index, rows } of await countMentions(sql, ref, values, own)) {
        leftovers.push(
          `${label(ref)}.${ref.column}: ${rows} ${rows === 1 ? 'row mentions' : 'rows mention'} ${named(values[index] ?? '')}`,
        );
      }
    }
  }

  // 5. every key of every upload of hers in the store
  for (const stem of [...stems].sort()) {
    for (const key of (await storage.keysOf(stem)).sort()) leftovers.push(`storage ${key}`);
  }

  return { profileId, found: true, deleted: profile.deleted_at !== null, leftovers };
}

/** A former value as the report names it: a media uuid as it is, anything else by its first letters only. */
function named(value: string): string {
  if (/^[0-9a-f-]{36}$/.test(value)) return `her upload ${value}`;
  return `a former value ("${value.slice(0, 3)}…")`;
}
