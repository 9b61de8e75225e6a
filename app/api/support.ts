// The public forms that reach the support team: a contact message, a report (multipart, with an
// optional evidence file) and a takedown request (multipart, with an optional proof file).
import { type ContactMessageCreated, ContactMessageCreatedSchema, type ContactMessageInput } from '#contract/contact.schema.ts';
import { type ReportCreated, ReportCreatedSchema } from '#contract/report.schema.ts';
import { type TakedownCreated, TakedownCreatedSchema } from '#contract/takedown.schema.ts';
import { request } from './client.ts';

/** POST /api/contact (400 with field errors, 429 with Retry-After). */
export function sendContactMessage(body: ContactMessageInput): Promise<ContactMessageCreated> {
  return request('/api/contact', { method: 'POST', body, schema: ContactMessageCreatedSchema });
}

/** POST /api/reports: the report form's fields and its evidence file (413 when too large). */
export function fileReport(form: FormData): Promise<ReportCreated> {
  return request('/api/reports', { method: 'POST', body: form, schema: ReportCreatedSchema });
}

/** POST /api/takedowns: the takedown form's fields and its proof file (413 when too large). */
export function fileTakedown(form: FormData): Promise<TakedownCreated> {
  return request('/api/takedowns', { method: 'POST', body: form, schema: TakedownCreatedSchema });
}
