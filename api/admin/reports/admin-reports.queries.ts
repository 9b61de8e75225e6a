// The SQL of the reports queue: the filtered list (overdue computed here, from
// the same target the page shows: 72 h for a takedown, else 24 h), one report with its notes, status and assignment changes,
// notes and outcome texts, and what the outcome mail job reads and marks. Times leave SQL as ISO
// text so the service passes them on as they are.
import {
  type AdminRef,
  type AdminReportListItem,
  type AdminReportNote,
  REPORT_OVERDUE_HOURS,
  type ReportFilter,
  type ReportStatus,
} from '#contract/admin-report.schema.ts';
import { TAKEDOWN_TARGET_HOURS } from '#contract/takedown.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { isoTime } from '../profiles/profiles-list.queries.ts';

/** The report's target in hours (reportTargetHours in SQL), for a reports row aliased `r`. */
const targetHours = (db: Queryable) =>
  db`(CASE WHEN r.type = 'takedown' THEN ${TAKEDOWN_TARGET_HOURS}::int ELSE ${REPORT_OVERDUE_HOURS}::int END)`;

/** Open or in review for longer than its target: the list, its filter and the dashboard agree. */
export const reportOverdue = (db: Queryable) =>
  db`(r.status IN ('open', 'in_review') AND r.created_at < now() - make_interval(hours => ${targetHours(db)}))`;
const waiting = reportOverdue;

const adminRef = (db: Queryable, alias: string) =>
  db`CASE WHEN ${db(alias)}.id IS NULL THEN NULL ELSE json_build_object('id', ${db(alias)}.id, 'username', ${db(alias)}.username) END`;

const listColumns = (db: Queryable) => db`
  r.id, r.type, r.status, ${isoTime(db, db`r.created_at`)} AS "createdAt", ${isoTime(db, db`r.updated_at`)} AS "updatedAt",
  ${targetHours(db)} AS "targetHours", ${waiting(db)} AS overdue, floor(extract(epoch FROM now() - r.created_at) / 3600)::int AS "ageHours",
  r.profile_id AS "profileId", nullif(concat_ws(' ', p.first_name, p.last_name), '') AS "profileName",
  r.profile_ref AS "profileRef", r.anonymous, CASE WHEN r.anonymous THEN NULL ELSE r.email END AS email, r.language,
  r.description, ${adminRef(db, 'assignee')} AS "assignedTo", r.evidence_file IS NOT NULL AS "hasEvidence",
  ${isoTime(db, db`r.reporter_notified_at`)} AS "reporterNotifiedAt"`;

const listFrom = (db: Queryable) => db`
  FROM reports r
  LEFT JOIN profiles p ON p.id = r.profile_id AND p.deleted_at IS NULL
  LEFT JOIN admin_users assignee ON assignee.id = r.assigned_to`;

function where(db: Queryable, filter: ReportFilter, adminId: number) {
  const conditions = [
    filter.status === 'active' ? db`r.status IN ('open', 'in_review')` : null,
    filter.status && filter.status !== 'active' ? db`r.status = ${filter.status}` : null,
    filter.type ? db`r.type = ${filter.type}` : null,
    filter.assigned === 'me' ? db`r.assigned_to = ${adminId}` : null,
    filter.assigned === 'unassigned' ? db`r.assigned_to IS NULL` : null,
    filter.overdue === 'true' ? waiting(db) : null,
    filter.overdue === 'false' ? db`NOT ${waiting(db)}` : null,
  ].filter((c) => c !== null);
  return db`WHERE ${conditions.reduce((acc, c) => db`${acc} AND ${c}`, db`TRUE`)}`;
}

export async function findReportPage(
  db: Queryable,
  filter: ReportFilter,
  page: { limit: number; offset: number; adminId: number },
): Promise<{ reports: AdminReportListItem[]; total: number }> {
  const order = filter.order === 'oldest' ? db`r.created_at ASC, r.id ASC` : db`r.created_at DESC, r.id DESC`;
  const reports = await db<AdminReportListItem[]>`
    SELECT ${listColumns(db)} ${listFrom(db)}
    ${where(db, filter, page.adminId)}
    ORDER BY ${order}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  const [count] = await db<{ total: number }[]>`SELECT count(*)::int AS total FROM reports r ${where(db, filter, page.adminId)}`;
  return { reports, total: count?.total ?? 0 };
}

export interface ReportDetailRow extends AdminReportListItem {
  subjectConfirmed: boolean;
  evidenceFile: string | null;
  evidenceMimetype: string | null;
  evidenceSize: number | null;
  handledBy: AdminRef | null;
  resolvedAt: string | null;
  profile: { id: number; firstName: string; lastName: string | null; status: string; isPublic: boolean; pausedAt: string | null } | null;
}

export async function findReport(db: Queryable, id: number): Promise<ReportDetailRow | undefined> {
  const [row] = await db<ReportDetailRow[]>`
    SELECT ${listColumns(db)},
      r.evidence_file AS "evidenceFile", r.evidence_mimetype AS "evidenceMimetype", r.evidence_size AS "evidenceSize",
      r.subject_confirmed AS "subjectConfirmed", ${adminRef(db, 'handler')} AS "handledBy", ${isoTime(db, db`r.resolved_at`)} AS "resolvedAt",
      CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
        'status', p.status, 'isPublic', p.is_public, 'pausedAt', ${isoTime(db, db`p.paused_at`)}) END AS profile
    ${listFrom(db)}
    LEFT JOIN admin_users handler ON handler.id = r.handled_by
    WHERE r.id = ${id}`;
  return row;
}

export async function findReportNotes(db: Queryable, reportId: number): Promise<AdminReportNote[]> {
  return db<AdminReportNote[]>`
    SELECT n.id, n.kind, n.body, ${adminRef(db, 'a')} AS admin, ${isoTime(db, db`n.created_at`)} AS "createdAt",
      ${isoTime(db, db`n.sent_at`)} AS "sentAt"
    FROM report_notes n LEFT JOIN admin_users a ON a.id = n.admin_id
    WHERE n.report_id = ${reportId}
    ORDER BY n.created_at, n.id`;
}

export interface ReportStateRow {
  id: number;
  status: ReportStatus;
  assignedTo: number | null;
  profileId: number | null;
  anonymous: boolean;
  email: string | null;
}

/** The report's row, locked for a change. */
export async function lockReport(db: Queryable, id: number): Promise<ReportStateRow | undefined> {
  const [row] = await db<ReportStateRow[]>`
    SELECT id, status, assigned_to AS "assignedTo", profile_id AS "profileId", anonymous, email
    FROM reports WHERE id = ${id} FOR UPDATE`;
  return row;
}

/** A new status: closing stamps who and when, reopening clears them. */
export async function setReportStatus(db: Queryable, id: number, status: ReportStatus, adminId: number): Promise<void> {
  const closed = status === 'resolved' || status === 'dismissed';
  await db`
    UPDATE reports SET status = ${status},
      handled_by = ${closed ? adminId : null}, resolved_at = ${closed ? db`now()` : null}
    WHERE id = ${id}`;
}

export async function setReportAssignee(db: Queryable, id: number, adminId: number | null): Promise<void> {
  await db`UPDATE reports SET assigned_to = ${adminId} WHERE id = ${id}`;
}

export async function findActiveAdmins(db: Queryable): Promise<AdminRef[]> {
  return db<AdminRef[]>`SELECT id, username FROM admin_users WHERE is_active ORDER BY lower(username)`;
}

export async function insertReportNote(
  db: Queryable,
  note: { reportId: number; adminId: number; kind: 'note' | 'outcome'; body: string },
): Promise<number> {
  const [row] = await db<{ id: number }[]>`
    INSERT INTO report_notes (report_id, admin_id, kind, body)
    VALUES (${note.reportId}, ${note.adminId}, ${note.kind}, ${note.body})
    RETURNING id`;
  if (!row) throw new Error('report note insert returned no id');
  return row.id;
}

/** The same outcome text queued for this report within the last minute (a double click). */
export async function findRecentOutcome(db: Queryable, reportId: number, body: string): Promise<number | undefined> {
  const [row] = await db<{ id: number }[]>`
    SELECT id FROM report_notes
    WHERE report_id = ${reportId} AND kind = 'outcome' AND body = ${body} AND created_at > now() - interval '1 minute'
    ORDER BY id DESC LIMIT 1`;
  return row?.id;
}

export interface OutcomeMailRow {
  noteId: number;
  body: string;
  sentAt: Date | null;
  reportId: number;
  type: string;
  language: string;
  email: string | null;
  anonymous: boolean;
  reportedAt: Date;
}

export async function findOutcomeForMail(db: Queryable, noteId: number): Promise<OutcomeMailRow | undefined> {
  const [row] = await db<OutcomeMailRow[]>`
    SELECT n.id AS "noteId", n.body, n.sent_at AS "sentAt", r.id AS "reportId", r.type, r.language, r.email, r.anonymous,
      r.created_at AS "reportedAt"
    FROM report_notes n JOIN reports r ON r.id = n.report_id
    WHERE n.id = ${noteId} AND n.kind = 'outcome'`;
  return row;
}

export async function markOutcomeSent(db: Queryable, noteId: number, reportId: number): Promise<void> {
  await db`UPDATE report_notes SET sent_at = now() WHERE id = ${noteId} AND sent_at IS NULL`;
  await db`UPDATE reports SET reporter_notified_at = now() WHERE id = ${reportId}`;
}

export interface EvidenceRow {
  file: string;
  mimetype: string;
  size: number;
}

export async function findEvidence(db: Queryable, reportId: number): Promise<EvidenceRow | null | undefined> {
  const [row] = await db<{ file: string | null; mimetype: string | null; size: number | null }[]>`
    SELECT evidence_file AS file, evidence_mimetype AS mimetype, evidence_size AS size FROM reports WHERE id = ${reportId}`;
  if (!row) return undefined;
  if (!row.file || !row.mimetype || row.size === null) return null;
  return { file: row.file, mimetype: row.mimetype, size: row.size };
}

/** The profile's pause state, locked (undefined: no such profile, or deleted). */
export async function lockProfilePause(
  db: Queryable,
  profileId: number,
): Promise<{ pausedAt: Date | null; consentWithdrawnAt: Date | null } | undefined> {
  const [row] = await db<{ pausedAt: Date | null; consentWithdrawnAt: Date | null }[]>`
    SELECT paused_at AS "pausedAt", consent_withdrawn_at AS "consentWithdrawnAt"
    FROM profiles WHERE id = ${profileId} AND deleted_at IS NULL FOR UPDATE`;
  return row;
}
