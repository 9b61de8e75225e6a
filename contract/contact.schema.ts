// The contact form: one schema for the formik form and for
// POST /api/contact. Messages are i18n keys (forms.validation.*), translated where they are shown.
import { z } from 'zod/mini';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { text } from '#contract/text.ts';

export const CONTACT_SUBJECTS = ['general', 'technical', 'billing', 'profile', 'verification', 'report', 'partnership', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const FULL_NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** A trimmed email address; an empty or malformed one fails with `message`. */
export const emailAddress = (message: string) =>
  z.pipe(text(message).check(z.trim(), z.maxLength(EMAIL_MAX, 'forms.validation.emailMax')), z.email(message));

export const ContactMessageSchema = z.object({
  fullName: text('forms.validation.fullNameMin').check(
    z.trim(),
    z.minLength(2, 'forms.validation.fullNameMin'),
    z.maxLength(FULL_NAME_MAX, 'forms.validation.fullNameMax'),
  ),
  email: emailAddress('forms.validation.emailInvalid'),
  subject: z.enum(CONTACT_SUBJECTS, 'forms.validation.subjectRequired'),
  message: text('forms.validation.messageMin').check(
    z.trim(),
    z.minLength(MESSAGE_MIN, 'forms.validation.messageMin'),
    z.maxLength(MESSAGE_MAX, 'forms.validation.messageMax'),
  ),
  /** The language of the page it was sent from, so support can answer in it. */
  language: z._default(z.enum(SUPPORTED_LANGUAGES), DEFAULT_LANGUAGE),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** POST /api/contact (201): the message stored. */
export const ContactMessageCreatedSchema = z.object({ id: z.int() });
export type ContactMessageCreated = z.infer<typeof ContactMessageCreatedSchema>;
