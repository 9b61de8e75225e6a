// Filing a report (storefront §4 "Reports and contact"): the evidence must prove its type, then
// it is stored privately and the row written (the router counted the report against the client's
// hourly allowance before reading its body). Nothing half-written: a failed insert removes the
// stored file; a failed store writes no row.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Report } from '#api/contract/report.schema.ts';
import type { Sql } from '#db/connection.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { cleanEvidence, detectEvidence } from './evidence.ts';
import { findProfileIdByRef, insertReport } from './reports.queries.ts';

export interface ReportsServiceDeps {
  sql: Sql;
  storage: MediaStorage;
  log?: Pick<Logger, 'error'>;
}

export interface FileReportInput {
  report: Report;
  /** The uploaded evidence file, if any: its bytes and the name it was sent with. */
  evidence: { data: Buffer; name: string } | null;
}

export function createReportsService({ sql, storage, log }: ReportsServiceDeps) {
  return {
    async file({ report, evidence }: FileReportInput): Promise<{ id: number }> {
      const detected = evidence ? await detectEvidence(evidence.data, evidence.name) : null;
      const cleaned = detected ? await cleanEvidence(detected) : null;
      const profileRef = report.profileId || null;
      const profileId = profileRef ? await findProfileIdByRef(sql, profileRef) : null;

      const stored = cleaned ? { file: `${randomUUID()}.${cleaned.ext}`, mimetype: cleaned.mimetype, size: cleaned.data.length } : null;
      if (cleaned && stored) await storage.put('evidence', stored.file, cleaned.data, stored.mimetype);
      try {
        const id = await insertReport(sql, {
          type: report.type,
          profileRef,
          profileId,
          description: report.description,
          anonymous: report.anonymous,
          email: report.anonymous ? null : report.email || null,
          language: report.language,
          evidence: stored,
        });
        return { id };
      } catch (error) {
        if (stored) {
          await storage.remove('evidence', stored.file).catch((removeError: unknown) => {
            log?.error({ err: removeError, file: stored.file }, 'could not remove the evidence of a report that was not saved');
          });
        }
        throw error;
      }
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
