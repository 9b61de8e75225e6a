// The reports queue (decision 030): GET /api/admin/reports's filters (in the
// query string and the page's URL alike), the report as the list and the detail page show it, the
// status machine, and the bodies of PATCH, notes and "email the reporter the outcome".
import { z } from 'zod/mini';
import { REPORT_TYPES } from '#contract/report.schema.ts';
import { TAKEDOWN_TARGET_HOURS } from '#contract/takedown.schema.ts';
import { text } from '#contract/text.ts';

/** What the queue holds: the report form's types and takedown requests. */
export const REPORT_QUEUE_TYPES = [...REPORT_TYPES, 'takedown'] as const;
export type ReportQueueType = (typeof REPORT_QUEUE_TYPES)[number];

export const REPORT_STATUSES = ['open', 'in_review', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Where a report may go from each status. A new report is reviewed before it is resolved, but
 * obvious junk may be dismissed at once; a closed report can be opened again for review.
 */
export const REPORT_TRANSITIONS: Record<ReportStatus, readonly ReportStatus[]> = {
  open: ['in_review', 'dismissed'],
  in_review: ['resolved', 'dismissed'],
  resolved: ['in_review'],
  dismissed: ['in_review'],
};

export function canMoveReport(from: ReportStatus, to: ReportStatus): boolean {
  return REPORT_TRANSITIONS[from].includes(to);
}

/** A report waiting (open or in review) longer than this is overdue (24 hours). */
export const REPORT_OVERDUE_HOURS = 24;

/** The hours a report of this type may wait before it is overdue: 72 for a takedown, else 24. */
export function reportTargetHours(type: ReportQueueType): number {
  return type === 'takedown' ? TAKEDOWN_TARGET_HOURS : REPORT_OVERDUE_HOURS;
}
export const REPORTS_PAGE_SIZE = 20;
export const REPORTS_MAX_LIMIT = 100;
export const REPORT_NOTE_MAX = 5000;

const flag = z.enum(['true', 'false']);

/** Status filter: one status, or 'active' (open or in review). */
export const REPORT_STATUS_FILTERS = [...REPORT_STATUSES, 'active'] as const;
export const REPORT_ASSIGNED_FILTERS = ['me', 'unassigned', 'anyone'] as const;
export const REPORT_ORDERS = ['newest', 'oldest'] as const;

export const ReportFilterSchema = z.strictObject({
  status: z.optional(z.enum(REPORT_STATUS_FILTERS)),
  type: z.optional(z.enum(REPORT_QUEUE_TYPES)),
  assigned: z.optional(z.enum(REPORT_ASSIGNED_FILTERS)),
  overdue: z.optional(flag),
  order: z.optional(z.enum(REPORT_ORDERS)),
});
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

export const AdminReportsQuerySchema = z.strictObject({
  ...ReportFilterSchema.shape,
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(REPORTS_MAX_LIMIT))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000_000))),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>;

/** PATCH /api/admin/reports/{id}: a new status and/or an assignee (null: nobody). */
export const UpdateReportSchema = z
  .strictObject({
    status: z.optional(z.enum(REPORT_STATUSES, 'adminReports.validation.status')),
    assignedTo: z.optional(z.nullable(z.int('adminReports.validation.assignee').check(z.positive(), z.maximum(2_147_483_647)))),
  })
  .check(
    z.refine((body) => body.status !== undefined || body.assignedTo !== undefined, { message: 'adminReports.validation.nothingToUpdate' }),
  );
export type UpdateReport = z.infer<typeof UpdateReportSchema>;

const noteBody = (required: string) =>
  text(required).check(z.trim(), z.minLength(1, required), z.maxLength(REPORT_NOTE_MAX, 'adminReports.validation.noteMax'));

/** POST /api/admin/reports/{id}/notes: an internal note. */
export const ReportNoteSchema = z.strictObject({ body: noteBody('adminReports.validation.noteRequired') });
export type ReportNoteInput = z.infer<typeof ReportNoteSchema>;

/** POST /api/admin/reports/{id}/notify-reporter: the outcome text, sent as written. */
export const NotifyReporterSchema = z.strictObject({ body: noteBody('adminReports.validation.outcomeRequired') });
export type NotifyReporter = z.infer<typeof NotifyReporterSchema>;

export const AdminRefSchema = z.object({ id: z.int(), username: z.string() });
export type AdminRef = z.infer<typeof AdminRefSchema>;
/** GET /api/admin/reports/assignees: the admins a report may be given to. */
export const AdminRefListSchema = z.array(AdminRefSchema);

export const AdminReportListItemSchema = z.object({
  id: z.int(),
  type: z.enum(REPORT_QUEUE_TYPES),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The hours it may wait (reportTargetHours: 72 for a takedown, else 24). */
  targetHours: z.number(),
  /** Open or in review for more than its targetHours. */
  overdue: z.boolean(),
  /** Whole hours since it arrived. */
  ageHours: z.number(),
  profileId: z.nullable(z.int()),
  /** The linked profile's name, when the report names one. */
  profileName: z.nullable(z.string()),
  /** What the reporter typed in the profile field. */
  profileRef: z.nullable(z.string()),
  anonymous: z.boolean(),
  /** null when anonymous. */
  email: z.nullable(z.string()),
  language: z.string(),
  description: z.string(),
  assignedTo: z.nullable(AdminRefSchema),
  hasEvidence: z.boolean(),
  reporterNotifiedAt: z.nullable(z.string()),
});
export type AdminReportListItem = z.infer<typeof AdminReportListItemSchema>;
export const AdminReportListSchema = z.array(AdminReportListItemSchema);

export const AdminReportNoteSchema = z.object({
  id: z.int(),
  kind: z.enum(['note', 'outcome']),
  body: z.string(),
  admin: z.nullable(AdminRefSchema),
  createdAt: z.string(),
  /** Outcome emails: when the mailer took it (null while queued). */
  sentAt: z.nullable(z.string()),
});
export type AdminReportNote = z.infer<typeof AdminReportNoteSchema>;

export const AdminReportDetailSchema = z.extend(AdminReportListItemSchema, {
  /** Takedowns: the requester confirmed she is the person pictured or acts for her. */
  subjectConfirmed: z.boolean(),
  evidence: z.nullable(z.object({ mimetype: z.string(), size: z.number(), isImage: z.boolean() })),
  profile: z.nullable(
    z.object({
      id: z.int(),
      firstName: z.string(),
      lastName: z.nullable(z.string()),
      status: z.string(),
      isPublic: z.boolean(),
      pausedAt: z.nullable(z.string()),
    }),
  ),
  handledBy: z.nullable(AdminRefSchema),
  resolvedAt: z.nullable(z.string()),
  notes: z.array(AdminReportNoteSchema),
  /** The standard outcome text for the current status in the reporter's language (null while open). */
  outcomeTemplate: z.nullable(z.string()),
  /** Why the reporter cannot be emailed: anonymous, no email, or not closed yet; null when she can. */
  notifyBlocked: z.nullable(z.enum(['anonymous', 'noEmail', 'notClosed'])),
});
export type AdminReportDetail = z.infer<typeof AdminReportDetailSchema>;

/** Refusals answered 409 {message, code}; the page says them in the admin's language. */
export const REPORT_REFUSALS = [
  'illegalTransition',
  'notClosed',
  'anonymous',
  'noEmail',
  'noProfile',
  'profileGone',
  'unknownAdmin',
] as const;
export type ReportRefusal = (typeof REPORT_REFUSALS)[number];
