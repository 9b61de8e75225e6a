// One purchase of her contact details waiting for her answer, as her owner page and
// her emailed link show it: the buyer's first name and country (named in her language), the
// price, how long she has to answer, and the buyer's disclosure form with its questions in her
// language (or, once it was erased, that it was) — never the buyer's email. "Accept" answers at once; "Decline" asks first (Cancel has
// the first focus) and offers to block the buyer too. While an answer is on its way both buttons
// are disabled, so a double click sends one answer (the server treats a repeat as harmless too).
// A decided request shows its outcome instead, and — when she has not yet — a button to block.

import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#app/i18n/format.ts';
import {
  type ApprovalDecision,
  type ApprovalRequest,
  type BuyerDisclosure,
  DISCLOSURE_KEPT_DAYS,
} from '#contract/approval-request.schema.ts';
import type { ApprovalOutcome } from '#contract/owner.schema.ts';
import { approvalDeadlineLeft, approvalOutcomeKey } from './approval-request-view.ts';

/** The country a buyer lives in, named in her language (the code when the runtime has no name). */
export function countryName(code: string | null, language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export interface ApprovalRequestCardProps {
  request: ApprovalRequest;
  outcome: ApprovalOutcome | null;
  /** Her answer; rejects when it did not arrive (the card stays as it was). */
  onAnswer?: (answer: ApprovalDecision) => Promise<void>;
  /** Blocks the buyer of a decided request. */
  onBlock?: () => Promise<void>;
  /** The heading level of the buyer's name (2 on the emailed link's page, 3 in her lists). */
  headingLevel?: 2 | 3;
}

export function ApprovalRequestCard({ request, outcome, onAnswer, onBlock, headingLevel = 3 }: ApprovalRequestCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [sending, setSending] = useState<'approve' | 'decline' | 'block' | null>(null);
  const [asking, setAsking] = useState(false);
  const [alsoBlock, setAlsoBlock] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = request.buyerFirstName || t('owner.approvalRequests.someone');
  const country = countryName(request.buyerCountry, i18n.language);

  const send = async (what: 'approve' | 'decline' | 'block', run: () => Promise<void>) => {
    if (sending) return;
    setSending(what);
    try {
      await run();
    } finally {
      setSending(null);
      setAsking(false);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="approval-request"
      data-request-id={request.id}
      data-status={outcome?.releaseStatus ?? 'awaiting'}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={headingId} className="text-lg font-semibold text-stone-900">
          <span data-testid="approval-buyer-name">{name}</span>
          {country ? (
            <span className="font-normal text-stone-700" data-testid="approval-buyer-country">
              {' · '}
              {country}
            </span>
          ) : null}
        </Heading>
        <p className="text-sm text-stone-700">{t('owner.approvalRequests.price', { price: `$${request.price}` })}</p>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {t('owner.approvalRequests.received', { date: formatDate(request.requestedAt, i18n.language) })}
      </p>

      {outcome ? <OutcomeNote outcome={outcome} /> : <DeadlineNote deadline={request.deadline} />}

      <Disclosure disclosure={request.disclosure} erased={request.disclosureErased} level={headingLevel === 2 ? 3 : 4} />

      {!outcome && onAnswer ? (
        // on a phone Accept comes first, full width; on a wide screen Decline sits left of it
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className="btn-secondary px-5 py-2.5"
            disabled={sending !== null}
            onClick={() => {
              setAlsoBlock(false);
              setAsking(true);
            }}
            data-testid="approval-decline"
          >
            {t('owner.approvalRequests.decline')}
          </button>
          <button
            type="button"
            className="btn-primary px-5 py-2.5"
            disabled={sending !== null}
            aria-busy={sending === 'approve'}
            onClick={() => void send('approve', () => onAnswer({ decision: 'approve', block: false }))}
            data-testid="approval-accept"
          >
            {sending === 'approve' ? t('owner.working') : t('owner.approvalRequests.accept')}
          </button>
        </div>
      ) : null}

      {outcome && !outcome.blocked && onBlock ? (
        <div className="mt-4 sm:flex sm:justify-end">
          <button
            type="button"
            className="btn-secondary w-full px-4 py-2 text-rose-800 sm:w-auto"
            disabled={sending !== null}
            aria-busy={sending === 'block'}
            onClick={() => void send('block', onBlock)}
            data-testid="approval-block"
          >
            {sending === 'block' ? t('owner.working') : t('owner.approvalRequests.block')}
          </button>
        </div>
      ) : null}

      <Dialog
        open={asking}
        onClose={() => sending === null && setAsking(false)}
        role="alertdialog"
        className="fixed inset-0 z-[80] flex items-center justify-center p-4"
      >
        <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
        <DialogPanel data-testid="approval-decline-dialog" className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-stone-900">
            {t('owner.approvalRequests.confirmDecline.title', { name })}
          </DialogTitle>
          <Description className="mt-2 text-sm text-stone-700">{t('owner.approvalRequests.confirmDecline.text')}</Description>
          <label className="mt-4 flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={alsoBlock}
              onChange={(event) => setAlsoBlock(event.currentTarget.checked)}
              className="mt-0.5 size-4 shrink-0 rounded accent-rose-700"
              data-testid="approval-also-block"
            />
            <span>
              <span className="block font-medium">{t('owner.approvalRequests.confirmDecline.block')}</span>
              <span className="block text-stone-700">{t('owner.approvalRequests.confirmDecline.blockHint')}</span>
            </span>
          </label>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              data-autofocus
              onClick={() => setAsking(false)}
              disabled={sending !== null}
              className="btn-secondary px-4 py-2"
            >
              {t('owner.cancel')}
            </button>
            <button
              type="button"
              onClick={() => onAnswer && void send('decline', () => onAnswer({ decision: 'decline', block: alsoBlock }))}
              disabled={sending !== null}
              aria-busy={sending === 'decline'}
              className="btn-primary bg-rose-800 px-4 py-2"
              data-testid="approval-decline-confirm"
            >
              {sending === 'decline' ? t('owner.working') : t('owner.approvalRequests.confirmDecline.action')}
            </button>
          </div>
        </DialogPanel>
      </Dialog>
    </article>
  );
}

function DeadlineNote({ deadline }: { deadline: string }) {
  const { t, i18n } = useTranslation();
  const left = approvalDeadlineLeft(deadline, new Date());
  const until = formatDate(deadline, i18n.language, 'dayTime');
  return (
    <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="approval-deadline">
      <span className="font-semibold">
        {left.unit === 'passed'
          ? t('owner.approvalRequests.deadline.passed')
          : t(`owner.approvalRequests.deadline.${left.unit}`, { count: left.count })}
      </span>{' '}
      {t('owner.approvalRequests.deadline.until', { date: until })}
    </p>
  );
}

function OutcomeNote({ outcome }: { outcome: ApprovalOutcome }) {
  const { t, i18n } = useTranslation();
  const released = outcome.releaseStatus === 'released';
  return (
    <div
      className={`mt-3 rounded-lg px-3 py-2 text-sm ${released ? 'bg-emerald-50 text-emerald-950' : 'bg-stone-100 text-stone-900'}`}
      data-testid="approval-outcome"
    >
      <p>
        <span className="font-semibold">{t(`owner.approvalRequests.outcome.${approvalOutcomeKey(outcome)}`)}</span>{' '}
        {t('owner.approvalRequests.decidedOn', { date: formatDate(outcome.decidedAt, i18n.language) })}
      </p>
      {outcome.blocked ? (
        <p className="mt-1" data-testid="approval-blocked">
          {t('owner.approvalRequests.blocked')}
        </p>
      ) : null}
    </div>
  );
}

/** The buyer's answers to the disclosure form, each under its question in her language. */
function Disclosure({ disclosure, erased, level }: { disclosure: BuyerDisclosure | null; erased: boolean; level: 3 | 4 }) {
  const { t } = useTranslation();
  if (!disclosure) {
    return (
      <p className="mt-3 text-sm text-stone-700" data-testid={erased ? 'approval-disclosure-erased' : undefined}>
        {erased ? t('owner.approvalRequests.disclosureErased', { days: DISCLOSURE_KEPT_DAYS }) : t('owner.approvalRequests.noDisclosure')}
      </p>
    );
  }
  const Heading = level === 3 ? 'h3' : 'h4';
  const yesNo = (value: boolean) => t(value ? 'owner.approvalRequests.yes' : 'owner.approvalRequests.no');
  const rows: {
    key: 'criminalHistory' | 'protectionOrder' | 'timesMarried' | 'childrenUnder18' | 'placesLived';
    answer: string;
    details?: string | undefined;
  }[] = [
    { key: 'criminalHistory', answer: yesNo(disclosure.criminalHistory), details: disclosure.criminalHistoryDetails },
    { key: 'protectionOrder', answer: yesNo(disclosure.protectionOrder), details: disclosure.protectionOrderDetails },
    { key: 'timesMarried', answer: String(disclosure.timesMarried), details: disclosure.maritalHistoryDetails },
    { key: 'childrenUnder18', answer: String(disclosure.childrenUnder18), details: disclosure.childrenAges },
    { key: 'placesLived', answer: disclosure.placesLived.join(', ') },
  ];
  return (
    <section className="mt-4" data-testid="approval-disclosure">
      <Heading className="text-sm font-semibold text-stone-900">{t('owner.approvalRequests.disclosureTitle')}</Heading>
      <dl className="mt-2 grid gap-3 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="border-t border-stone-100 pt-2" data-testid={`disclosure-${row.key}`}>
            <dt className="text-stone-700">{t(`owner.approvalRequests.questions.${row.key}`)}</dt>
            <dd className="mt-0.5 font-medium break-words whitespace-pre-line text-stone-900">
              {row.answer}
              {row.details ? <span className="mt-0.5 block font-normal">{row.details}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-stone-600">{t('owner.approvalRequests.truthful')}</p>
    </section>
  );
}
