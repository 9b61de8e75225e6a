// Filing a report or a takedown request:
// the attached file must prove its type, then it is stored privately and the row written (the
// router counted the request against the client's hourly allowance before reading its body).
// Nothing half-written: a failed insert removes the stored file; a failed store writes no row.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Report } from '#contract/report.schema.ts';
import type { Takedown } from '#contract/takedown.schema.ts';
import type { Sql } from '#db/connection.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { cleanEvidence, detectEvidence, type EvidenceRules, REPORT_EVIDENCE, TAKEDOWN_PROOF } from './evidence.ts';
import { findProfileIdByRef, insertReport, type NewReportRow } from './reports.queries.ts';

export interface ReportsServiceDeps {
  sql: Sql;
  storage: MediaStorage;
  log?: Pick<Logger, 'error'>;
}

/** An uploaded file: its bytes and the name it was sent with. */
export interface UploadedFile {
  data: Buffer;
  name: string;
}

export interface FileReportInput {
  report: Report;
  evidence: UploadedFile | null;
}

export interface FileTakedownInput {
  takedown: Takedown;
  proof: UploadedFile | null;
}

type RowFields = Omit<NewReportRow, 'evidence' | 'profileId'>;

export function createReportsService({ sql, storage, log }: ReportsServiceDeps) {
  /** Checks and stores the file, resolves the profile, writes the row (or removes the file again). */
  const file = async (row: RowFields, upload: UploadedFile | null, rules: EvidenceRules): Promise<{ id: number }> => {
    const detected = upload ? await detectEvidence(upload.data, upload.name, rules) : null;
    const cleaned = detected ? await cleanEvidence(detected, rules) : null;
    const profileId = row.profileRef ? await findProfileIdByRef(sql, row.profileRef) : null;
    const stored = cleaned ? { file: `${randomUUID()}.${cleaned.ext}`, mimetype: cleaned.mimetype, size: cleaned.data.length } : null;
    if (cleaned && stored) await storage.put('evidence', stored.file, cleaned.data, stored.mimetype);
    try {
      return { id: await insertReport(sql, { ...row, profileId, evidence: stored }) };
    } catch (error) {
      if (stored) {
        await storage.remove('evidence', stored.file).catch((removeError: unknown) => {
          log?.error({ err: removeError, file: stored.file }, 'could not remove the evidence of a report that was not saved');
        });
      }
      throw error;
    }
  };

  return {
    file({ report, evidence }: FileReportInput): Promise<{ id: number }> {
      const row: RowFields = {
        type: report.type,
        profileRef: report.profileId || null,
        description: report.description,
        anonymous: report.anonymous,
        email: report.anonymous ? null : report.email || null,
        language: report.language,
      };
      return file(row, evidence, REPORT_EVIDENCE);
    },

    /** A takedown request: a report of type 'takedown' that always has an email and her confirmation. */
    fileTakedown({ takedown, proof }: FileTakedownInput): Promise<{ id: number }> {
      const row: RowFields = {
        type: 'takedown',
        profileRef: takedown.profile,
        description: takedown.description,
        anonymous: false,
        email: takedown.email,
        language: takedown.language,
        subjectConfirmed: takedown.confirmed,
      };
      return file(row, proof, TAKEDOWN_PROOF);
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
