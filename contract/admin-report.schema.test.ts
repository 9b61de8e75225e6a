import { describe, expect, it } from 'vitest';
import { canMoveReport, REPORT_STATUSES, UpdateReportSchema } from '#contract/admin-report.schema.ts';

describe('the report status machine', () => {
  it('allows exactly its arrows: review before resolving, junk dismissed at once, closed reports reopened for review', () => {
    const allowed = REPORT_STATUSES.flatMap((from) => REPORT_STATUSES.filter((to) => canMoveReport(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual([
      'dismissed→in_review',
      'in_review→dismissed',
      'in_review→resolved',
      'open→dismissed',
      'open→in_review',
      'resolved→in_review',
    ]);
  });
});

describe('PATCH /api/admin/reports/{id} body', () => {
  it('takes a status, an assignee or null, and refuses nothing at all or anything else', () => {
    expect(UpdateReportSchema.safeParse({ status: 'in_review', assignedTo: null }).success).toBe(true);
    expect(UpdateReportSchema.safeParse({ assignedTo: 7 }).success).toBe(true);
    expect(UpdateReportSchema.safeParse({ assignedTo: '7' }).success).toBe(false);
    expect(UpdateReportSchema.safeParse({}).success).toBe(false);
    expect(UpdateReportSchema.safeParse({ status: 'new' }).success).toBe(false);
    expect(UpdateReportSchema.safeParse({ status: 'resolved', note: 'x' }).success).toBe(false);
  });
});
