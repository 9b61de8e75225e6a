// The takedown request: anyone whose photos are misused asks for
// their removal, without an account. One schema for the formik form and for POST /api/takedowns:
// the profile it concerns (a link, a slug, an id or a name), what is wrong, an email (required:
// we answer) and her confirmation that she is the person pictured or acts for her. An optional
// proof file (an image or a PDF) travels beside these fields and is checked by its bytes on the
// server, as report evidence is.
import { z } from 'zod/mini';
import { EMAIL_MAX, emailAddress } from '#contract/contact.schema.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { DESCRIPTION_MAX, EVIDENCE_MAX_BYTES, fileExtension, PROFILE_REF_MAX } from '#contract/report.schema.ts';
import { text } from '#contract/text.ts';

/** A takedown is reviewed within this many hours (the reports queue marks it overdue after). */
export const TAKEDOWN_TARGET_HOURS = 72;

/** Proof: one file of at most 10 MB, an image or a PDF. */
export const PROOF_MAX_BYTES = EVIDENCE_MAX_BYTES;
export const PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf'] as const;
export const PROOF_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;
/** The file input's accept attribute. */
export const PROOF_ACCEPT = [...PROOF_EXTENSIONS.map((ext) => `.${ext}`), ...PROOF_MIME_TYPES].join(',');

const validEmail = emailAddress('takedown.validation.emailInvalid');

export const TakedownSchema = z.object({
  /** The profile's link, its id or her name, as typed. */
  profile: text('takedown.validation.profileRequired').check(
    z.trim(),
    z.minLength(1, 'takedown.validation.profileRequired'),
    z.maxLength(PROFILE_REF_MAX, 'takedown.validation.profileMax'),
  ),
  description: text('takedown.validation.descriptionRequired').check(
    z.trim(),
    z.minLength(1, 'takedown.validation.descriptionRequired'),
    z.maxLength(DESCRIPTION_MAX, 'takedown.validation.descriptionMax'),
  ),
  email: z.pipe(
    text('takedown.validation.emailRequired').check(
      z.trim(),
      z.minLength(1, 'takedown.validation.emailRequired'),
      z.maxLength(EMAIL_MAX, 'takedown.validation.emailMax'),
    ),
    validEmail,
  ),
  /** She is the person pictured, or acts on her behalf. */
  confirmed: z.literal(true, 'takedown.validation.confirmRequired'),
  language: z._default(z.enum(SUPPORTED_LANGUAGES), DEFAULT_LANGUAGE),
});
export type Takedown = z.infer<typeof TakedownSchema>;
export type TakedownInput = z.input<typeof TakedownSchema>;

/** POST /api/takedowns (201): the request stored. */
export const TakedownCreatedSchema = z.object({ id: z.int() });
export type TakedownCreated = z.infer<typeof TakedownCreatedSchema>;

/** The browser's quick check of a chosen proof file (the server checks the bytes): an i18n key, or null. */
export function proofFileProblem(file: { name: string; size: number; type: string }): string | null {
  const extensionOk = (PROOF_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
  const typeOk = file.type === '' || (PROOF_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'takedown.validation.proofType';
  if (file.size > PROOF_MAX_BYTES) return 'takedown.validation.proofSize';
  if (file.size === 0) return 'takedown.validation.proofEmpty';
  return null;
}
