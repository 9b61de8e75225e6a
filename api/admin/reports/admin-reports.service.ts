// The reports queue as use cases (decision 030): list and open reports, move
// them through the status machine (contract/admin-report.schema.ts), assign them, keep
// internal notes, email the reporter the outcome (a job, in her language), pause the reported
// profile the way her own pause does (owner.queries.ts setPaused: the 00008 triggers take it out
// of every public copy), delete and erase it (a takedown's usual end; privacy/erasure.ts), and
// hand the evidence to admins. Every change writes its audit row in
// its own transaction; a change that changes nothing writes nothing.
import {
  type AdminRef,
  type AdminReportDetail,
  type AdminReportListItem,
  type AdminReportsQuery,
  canMoveReport,
  REPORTS_PAGE_SIZE,
  type ReportRefusal,
  type UpdateReport,
} from '#contract/admin-report.schema.ts';
import type { Sql, Transaction } from '#db/connection.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { type JobSender, sendInTransaction } from '../../jobs/send-in-transaction.ts';
import { isImage, type UploadExtension } from '../../media/upload-type.ts';
import { setPaused } from '../../owner/owner.queries.ts';
import { eraseProfile } from '../../privacy/erasure.ts';
import type { MediaStorage } from '../../storage/storage.ts';
import { type AuditActor, audit } from '../audit.ts';
import { SUPPORT_MAIL_QUEUE } from '../support-mail/support-mail.job.ts';
import { outcomeTemplate } from '../support-mail/support-mail.ts';
import {
  findActiveAdmins,
  findEvidence,
  findRecentOutcome,
  findReport,
  findReportNotes,
  findReportPage,
  insertReportNote,
  lockProfilePause,
  lockReport,
  type ReportStateRow,
  setReportAssignee,
  setReportStatus,
} from './admin-reports.queries.ts';

const REFUSAL_MESSAGES: Record<ReportRefusal, string> = {
  illegalTransition: 'This report cannot move to that status from its current one',
  notClosed: 'Resolve or dismiss the report before emailing the reporter the outcome',
  anonymous: 'The report is anonymous: there is nobody to email',
  noEmail: 'The report has no email address',
  noProfile: 'The report names no profile',
  profileGone: 'The profile was deleted or its consent withdrawn',
  unknownAdmin: 'No active admin has that id',
};

/** 409 {message, code}: the English message for any client, the code for the page's language. */
export class ReportConflictError extends AppError {
  readonly code: ReportRefusal;
  constructor(code: ReportRefusal) {
    super(409, REFUSAL_MESSAGES[code], { code });
    this.code = code;
  }
}

const EXTENSION_OF: Record<string, UploadExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

function notifyBlocked(row: Pick<AdminReportListItem, 'anonymous' | 'email' | 'status'>): AdminReportDetail['notifyBlocked'] {
  if (row.anonymous) return 'anonymous';
  if (!row.email) return 'noEmail';
  if (row.status !== 'resolved' && row.status !== 'dismissed') return 'notClosed';
  return null;
}

export interface ReportsDeps {
  sql: Sql;
  storage: MediaStorage;
  jobs?: JobSender;
}

export function createReportsService({ sql, storage, jobs }: ReportsDeps) {
  const detail = async (id: number): Promise<AdminReportDetail> => {
    const row = await findReport(sql, id);
    if (!row) throw new NotFoundError('Report not found');
    const { evidenceFile, evidenceMimetype, evidenceSize, ...report } = row;
    const extension = evidenceMimetype ? EXTENSION_OF[evidenceMimetype] : undefined;
    return {
      ...report,
      evidence:
        evidenceFile && evidenceMimetype && evidenceSize !== null
          ? { mimetype: evidenceMimetype, size: evidenceSize, isImage: extension !== undefined && isImage(extension) }
          : null,
      notes: await findReportNotes(sql, id),
      outcomeTemplate: outcomeTemplate(report.language, report.status),
      notifyBlocked: notifyBlocked(report),
    };
  };

  /** Runs `change` on the locked report in one transaction, then answers the report as it is. */
  const changing = async (id: number, change: (tx: Transaction, report: ReportStateRow) => Promise<void>) => {
    await sql.begin(async (tx) => {
      const report = await lockReport(tx, id);
      if (!report) throw new NotFoundError('Report not found');
      await change(tx, report);
    });
    return detail(id);
  };

  return {
    async list(query: AdminReportsQuery, adminId: number): Promise<{ reports: AdminReportListItem[]; total: number }> {
      const { limit, offset, ...filter } = query;
      return findReportPage(sql, filter, { limit: limit ?? REPORTS_PAGE_SIZE, offset: offset ?? 0, adminId });
    },

    get: detail,

    assignees: (): Promise<AdminRef[]> => findActiveAdmins(sql),

    /** A new status (only along the machine's arrows) and/or an assignee; audited as report.update. */
    update(actor: AuditActor & { adminId: number }, id: number, body: UpdateReport): Promise<AdminReportDetail> {
      return changing(id, async (tx, report) => {
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (body.status !== undefined && body.status !== report.status) {
          if (!canMoveReport(report.status, body.status)) throw new ReportConflictError('illegalTransition');
          await setReportStatus(tx, id, body.status, actor.adminId);
          changes.status = { from: report.status, to: body.status };
        }
        if (body.assignedTo !== undefined && body.assignedTo !== report.assignedTo) {
          if (body.assignedTo !== null) {
            const admins = await findActiveAdmins(tx);
            if (!admins.some((admin) => admin.id === body.assignedTo)) throw new ReportConflictError('unknownAdmin');
          }
          await setReportAssignee(tx, id, body.assignedTo);
          changes.assignedTo = { from: report.assignedTo, to: body.assignedTo };
        }
        if (Object.keys(changes).length > 0) await audit(tx, actor, 'report.update', { type: 'report', id }, { changes });
      });
    },

    /** An internal note (admins only; never sent anywhere). */
    addNote(actor: AuditActor & { adminId: number }, id: number, body: string): Promise<AdminReportDetail> {
      return changing(id, async (tx) => {
        const noteId = await insertReportNote(tx, { reportId: id, adminId: actor.adminId, kind: 'note', body });
        await audit(tx, actor, 'report.note', { type: 'report', id }, { noteId, length: body.length });
      });
    },

    /**
     * Emails the reporter the outcome of a closed report, as the admin wrote it, in her language
     * (the job sends it and stamps when). The same text twice within a minute is one email.
     */
    notifyReporter(actor: AuditActor & { adminId: number }, id: number, body: string): Promise<AdminReportDetail> {
      return changing(id, async (tx, report) => {
        const blocked = notifyBlocked({ anonymous: report.anonymous, email: report.email, status: report.status });
        if (blocked) throw new ReportConflictError(blocked);
        if (await findRecentOutcome(tx, id, body)) return;
        if (!jobs) throw new Error('no job queue: the outcome email cannot be sent');
        const noteId = await insertReportNote(tx, { reportId: id, adminId: actor.adminId, kind: 'outcome', body });
        await sendInTransaction(jobs, tx, SUPPORT_MAIL_QUEUE, { kind: 'report-outcome', noteId });
        await audit(tx, actor, 'report.notify', { type: 'report', id }, { noteId, status: report.status, length: body.length });
      });
    },

    /** Pauses the reported profile (as her own pause does); already paused is a no-op. */
    pauseProfile(actor: AuditActor, id: number): Promise<AdminReportDetail> {
      return changing(id, async (tx, report) => {
        if (report.profileId === null) throw new ReportConflictError('noProfile');
        const profile = await lockProfilePause(tx, report.profileId);
        if (!profile || profile.consentWithdrawnAt) throw new ReportConflictError('profileGone');
        if (profile.pausedAt) return;
        if (!(await setPaused(tx, report.profileId, true))) throw new ReportConflictError('profileGone');
        await audit(tx, actor, 'report.pause_profile', { type: 'report', id }, { profileId: report.profileId });
      });
    },

    /**
     * Deletes and erases the reported profile (as a takedown asks; docs/decisions/064), and
     * resolves the report: the deletion was its review. The report keeps who asked and when; what
     * it said of her, and its evidence, are erased with her.
     */
    deleteProfile(actor: AuditActor & { adminId: number }, id: number): Promise<AdminReportDetail> {
      return changing(id, async (tx, report) => {
        if (report.profileId === null) throw new ReportConflictError('noProfile');
        if (!(await lockProfilePause(tx, report.profileId))) throw new ReportConflictError('profileGone');
        await eraseProfile(tx, { jobs }, report.profileId, 'takedown');
        await audit(tx, actor, 'report.delete_profile', { type: 'report', id }, { profileId: report.profileId });
        if (report.status === 'open' || report.status === 'in_review') {
          await setReportStatus(tx, id, 'resolved', actor.adminId);
          await audit(tx, actor, 'report.update', { type: 'report', id }, { changes: { status: { from: report.status, to: 'resolved' } } });
        }
      });
    },

    /** The evidence file's bytes and how to name it; NotFound when there is none. */
    async evidence(id: number): Promise<{ data: Buffer; mimetype: string; filename: string; inline: boolean }> {
      const row = await findEvidence(sql, id);
      if (!row) throw new NotFoundError(row === undefined ? 'Report not found' : 'This report has no evidence');
      const data = await storage.get('evidence', row.file);
      if (!data) throw new NotFoundError('The evidence file is missing');
      const extension = EXTENSION_OF[row.mimetype] ?? 'bin';
      const inline = extension !== 'bin' && isImage(extension as UploadExtension);
      return { data, mimetype: row.mimetype, filename: `report-${id}-evidence.${extension}`, inline };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
