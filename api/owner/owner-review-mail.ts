// The mail of a moderator's answer: her new submission sent back for
// changes or declined, or her edit of a live profile sent back, with the moderator's reason, in
// her language. Only the hash of her owner token is stored, so the mail cannot carry her link; it
// sends her to the page on her device that lists her submissions and their owner links (where a
// lost link can also be asked for again).
import type { ReviewDecision } from '#contract/admin-profile.schema.ts';
import { translator } from '../i18n/messages.ts';
import { renderLinkMail } from '../mail/link-mail.ts';
import type { RenderedEmail } from '../mail/order-confirmation.ts';
import { OWNER_MESSAGES_DIR } from './owner-link-mail.ts';

/** What the moderator answered: a submission's decision, or her edit sent back. */
export type ReviewMailKind = ReviewDecision | 'edit_sent_back';

export interface OwnerReviewMailInput {
  language: string;
  name: string;
  kind: ReviewMailKind;
  reason: string;
  /** The site's base address (PUBLIC_URL). */
  base: string;
}

export function renderOwnerReviewMail(input: OwnerReviewMailInput): RenderedEmail {
  const t = translator(OWNER_MESSAGES_DIR, input.language);
  return renderLinkMail({
    language: input.language,
    subject: t(`review.${input.kind}.subject`),
    greeting: t('mail.greeting', { name: input.name }),
    intro: `${t(`review.${input.kind}.intro`)} ${t('review.reasonLabel')} “${input.reason}”`,
    button: t('review.button'),
    link: `${input.base}/${input.language}/my-submissions`,
    notes: [t('review.linkNote')],
    signature: t('mail.signature'),
  });
}
