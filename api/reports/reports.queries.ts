// SQL of the report queue's public side: resolving what a visitor typed as the profile, and the
// report row itself.
import type { Sql } from '#db/connection.ts';

const INT_MAX = 2_147_483_647;

/**
 * The profile a visitor meant, when what they typed names exactly one: an id ("42"), a slug in
 * any language ("maria-25-santo-domingo"), or a pasted profile link. Free names stay unresolved.
 */
export async function findProfileIdByRef(sql: Sql, ref: string): Promise<number | null> {
  let key = ref.trim();
  if (/^https?:\/\//i.test(key) && URL.canParse(key)) key = new URL(key).pathname.split('/').filter(Boolean).pop() ?? '';
  key = key.toLowerCase();
  if (/^\d{1,10}$/.test(key)) {
    const id = Number(key);
    if (id < 1 || id > INT_MAX) return null;
    const [row] = await sql<{ id: number }[]>`SELECT id FROM profiles WHERE id = ${id}`;
    return row?.id ?? null;
  }
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key)) return null;
  const [row] = await sql<{ id: number }[]>`
    SELECT id FROM profiles
    WHERE ${key} IN (slug_en, slug_es, slug_de, slug_it, slug_nl, slug_pt)
    LIMIT 1`;
  return row?.id ?? null;
}

export interface NewReportRow {
  type: string;
  profileRef: string | null;
  profileId: number | null;
  description: string;
  anonymous: boolean;
  email: string | null;
  language: string;
  evidence: { file: string; mimetype: string; size: number } | null;
  /** Takedowns: she is the person pictured or acts for her. */
  subjectConfirmed?: boolean;
}

export async function insertReport(sql: Sql, report: NewReportRow): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO reports (type, profile_ref, profile_id, description, anonymous, email, language,
                         evidence_file, evidence_mimetype, evidence_size, subject_confirmed)
    VALUES (${report.type}, ${report.profileRef}, ${report.profileId}, ${report.description}, ${report.anonymous},
            ${report.email}, ${report.language}, ${report.evidence?.file ?? null}, ${report.evidence?.mimetype ?? null},
            ${report.evidence?.size ?? null}, ${report.subjectConfirmed ?? false})
    RETURNING id`;
  if (!row) throw new Error('report insert returned no id');
  return row.id;
}
