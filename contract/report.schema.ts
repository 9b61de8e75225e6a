// The report form: one schema for the formik form and for
// POST /api/reports. Email is required unless the report is anonymous; the evidence file travels
// beside these fields (multipart) and is checked by its bytes on the server.
import { z } from 'zod/mini';
import { EMAIL_MAX, emailAddress } from '#contract/contact.schema.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { text } from '#contract/text.ts';

export const REPORT_TYPES = ['harassment', 'inappropriate', 'fake', 'scam', 'safety', 'technical', 'payment', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const PROFILE_REF_MAX = 200;
export const DESCRIPTION_MAX = 5000;

/** Evidence: one file of at most 10 MB, an image, a PDF or a Word document. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx'] as const;
export const EVIDENCE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
/** The file input's accept attribute. */
export const EVIDENCE_ACCEPT = [...EVIDENCE_EXTENSIONS.map((ext) => `.${ext}`), ...EVIDENCE_MIME_TYPES].join(',');

const validEmail = emailAddress('forms.validation.emailInvalid');
const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

export const ReportSchema = z
  .object({
    type: z.enum(REPORT_TYPES, 'forms.validation.reportTypeRequired'),
    /** A profile id or name as the visitor typed it (optional). */
    profileId: z.optional(text().check(z.trim(), z.maxLength(PROFILE_REF_MAX, 'forms.validation.profileRefMax'))),
    description: text('forms.validation.descriptionRequired').check(
      z.trim(),
      z.minLength(1, 'forms.validation.descriptionRequired'),
      z.maxLength(DESCRIPTION_MAX, 'forms.validation.descriptionMax'),
    ),
    anonymous: z._default(z.boolean(), false),
    /** Asked only when the report is not anonymous; ignored when it is. */
    email: z.optional(text().check(z.trim(), z.maxLength(EMAIL_MAX, 'forms.validation.emailMax'))),
    language: z._default(z.enum(SUPPORTED_LANGUAGES), DEFAULT_LANGUAGE),
  })
  .check(
    // `when`: also check the email when other fields failed, so the form shows every problem at once.
    z.refine((report) => report.anonymous === true || (typeof report.email === 'string' && report.email !== ''), {
      path: ['email'],
      message: 'forms.validation.emailRequired',
      when: isObjectPayload,
    }),
    z.refine(
      (report) =>
        report.anonymous === true || typeof report.email !== 'string' || report.email === '' || validEmail.safeParse(report.email).success,
      {
        path: ['email'],
        message: 'forms.validation.emailInvalid',
        when: isObjectPayload,
      },
    ),
  );
export type Report = z.infer<typeof ReportSchema>;
export type ReportInput = z.input<typeof ReportSchema>;

/** POST /api/reports (201): the report stored. */
export const ReportCreatedSchema = z.object({ id: z.int() });
export type ReportCreated = z.infer<typeof ReportCreatedSchema>;

/** The extension of a file name, lower case, without the dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The browser's quick check of a chosen file (the server checks the bytes): an i18n key, or null. */
export function evidenceFileProblem(file: { name: string; size: number; type: string }): string | null {
  const extensionOk = (EVIDENCE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
  const typeOk = file.type === '' || (EVIDENCE_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'forms.validation.evidenceType';
  if (file.size > EVIDENCE_MAX_BYTES) return 'forms.validation.evidenceSize';
  if (file.size === 0) return 'forms.validation.evidenceEmpty';
  return null;
}
