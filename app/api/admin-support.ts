// The back office's support calls: the reports queue (the list, one report, what an admin does
// to it) and the message inbox (the list, one message, read and archived, a reply). Lists are
// paged, their totals in X-Total-Count; each change answers the report or message as it is now.
import {
  type AdminMessageDetail,
  AdminMessageDetailSchema,
  type AdminMessageListItem,
  AdminMessageListSchema,
  type UpdateMessage,
} from '#contract/admin-message.schema.ts';
import {
  type AdminRef,
  AdminRefListSchema,
  type AdminReportDetail,
  AdminReportDetailSchema,
  type AdminReportListItem,
  AdminReportListSchema,
  type UpdateReport,
} from '#contract/admin-report.schema.ts';
import { adminGet, adminGetWithTotal, adminSend } from './admin.ts';
import type { WithTotal } from './client.ts';

/** GET /api/admin/reports?<query> (query: the filters, the order, limit, offset). */
export function listReports(query: string): Promise<WithTotal<AdminReportListItem[]>> {
  return adminGetWithTotal(`/reports?${query}`, AdminReportListSchema);
}

/** GET /api/admin/reports/{id} (404 for an unknown report). */
export function getReport(id: number): Promise<AdminReportDetail> {
  return adminGet(`/reports/${id}`, AdminReportDetailSchema);
}

/** GET /api/admin/reports/assignees: the admins a report may be given to. */
export function getReportAssignees(): Promise<AdminRef[]> {
  return adminGet('/reports/assignees', AdminRefListSchema);
}

/** PATCH /api/admin/reports/{id}: a new status and/or an assignee (409 {code} for a move the status machine refuses). */
export function updateReport(id: number, body: UpdateReport): Promise<AdminReportDetail> {
  return adminSend('PATCH', `/reports/${id}`, AdminReportDetailSchema, body);
}

/** POST …/notes: an internal note. */
export function addReportNote(id: number, body: string): Promise<AdminReportDetail> {
  return adminSend('POST', `/reports/${id}/notes`, AdminReportDetailSchema, { body });
}

/** POST …/notify-reporter: emails the reporter the outcome, as written. */
export function notifyReporter(id: number, body: string): Promise<AdminReportDetail> {
  return adminSend('POST', `/reports/${id}/notify-reporter`, AdminReportDetailSchema, { body });
}

/** POST …/pause-profile: takes the reported profile out of the public view. */
export function pauseReportedProfile(id: number): Promise<AdminReportDetail> {
  return adminSend('POST', `/reports/${id}/pause-profile`, AdminReportDetailSchema);
}

/** POST /api/admin/reports/:id/delete-profile: deletes and erases the reported profile, resolving the report. */
export function deleteReportedProfile(id: number): Promise<AdminReportDetail> {
  return adminSend('POST', `/reports/${id}/delete-profile`, AdminReportDetailSchema);
}

/** GET /api/admin/messages?<query> (query: subject, read, folder, limit, offset). */
export function listMessages(query: string): Promise<WithTotal<AdminMessageListItem[]>> {
  return adminGetWithTotal(`/messages?${query}`, AdminMessageListSchema);
}

/** GET /api/admin/messages/{id} (404 for an unknown message). */
export function getMessage(id: number): Promise<AdminMessageDetail> {
  return adminGet(`/messages/${id}`, AdminMessageDetailSchema);
}

/** PATCH /api/admin/messages/{id}: read or unread, archived or back in the inbox. */
export function updateMessage(id: number, body: UpdateMessage): Promise<AdminMessageDetail> {
  return adminSend('PATCH', `/messages/${id}`, AdminMessageDetailSchema, body);
}

/** POST …/replies: a reply emailed to the sender in her language. */
export function replyToMessage(id: number, body: string): Promise<AdminMessageDetail> {
  return adminSend('POST', `/messages/${id}/replies`, AdminMessageDetailSchema, { body });
}
