// The buyer's disclosure form on an order's page (docs/decisions/067): whether one is kept and
// when it goes, or when it went. The answers (criminal record, protection orders, marriages) are
// sealed on the server; only a super admin opens them, with a button, and each opening is
// audited. They are held by this section alone (never in the query cache) and gone on leaving.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDisclosure } from '#app/api/admin-orders.ts';
import { ApiError } from '#app/api/client.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminOrderDetail } from '#contract/admin-order.schema.ts';
import { type BuyerDisclosure, DISCLOSURE_KEPT_DAYS } from '#contract/approval-request.schema.ts';
import { DetailSection } from '../detail-section.tsx';
import { useCurrentAdmin } from '../use-current-admin.ts';

export function OrderDisclosure({ order }: { order: Pick<AdminOrderDetail, 'id' | 'disclosure'> }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const admin = useCurrentAdmin();
  const answersId = useId();
  const [answers, setAnswers] = useState<BuyerDisclosure | null>(null);
  const open = useMutation({
    mutationFn: () => openDisclosure(order.id),
    onSuccess: (result) => setAnswers(result.disclosure),
  });
  if (order.disclosure.state === 'none') return null;

  const refusal =
    open.error instanceof ApiError && open.error.body.code === 'unreadable'
      ? t('adminOrders.detail.disclosure.unreadable')
      : open.isError
        ? t('adminOrders.detail.disclosure.failed')
        : null;

  return (
    <DetailSection title={t('adminOrders.detail.disclosure.heading')} testId="order-disclosure">
      {order.disclosure.state === 'erased' ? (
        <p className="text-sm text-stone-800" data-testid="order-disclosure-erased">
          {t('adminOrders.detail.disclosure.erased', {
            date: order.disclosure.erasedAt ? formatDate(order.disclosure.erasedAt, lang) : '',
          })}
        </p>
      ) : (
        <div className="text-sm">
          <p className="text-stone-800">{t('adminOrders.detail.disclosure.kept', { days: DISCLOSURE_KEPT_DAYS })}</p>
          {admin.role !== 'superadmin' ? (
            <p className="mt-2 text-stone-700" data-testid="order-disclosure-superadmin-only">
              {t('adminOrders.detail.disclosure.superadminOnly')}
            </p>
          ) : (
            <>
              <p className="mt-2 text-stone-700">{t('adminOrders.detail.disclosure.audited')}</p>
              <button
                type="button"
                className="btn-secondary mt-3 px-3 py-1.5 text-sm"
                aria-expanded={answers !== null}
                aria-controls={answers ? answersId : undefined}
                // not disabled while it opens: a disabled button would drop the keyboard focus
                aria-disabled={open.isPending}
                aria-busy={open.isPending}
                onClick={() => {
                  if (open.isPending) return;
                  if (answers) setAnswers(null);
                  else open.mutate();
                }}
                data-testid="order-disclosure-toggle"
              >
                {open.isPending
                  ? t('adminOrders.detail.disclosure.opening')
                  : answers
                    ? t('adminOrders.detail.disclosure.hide')
                    : t('adminOrders.detail.disclosure.show')}
              </button>
              {refusal ? (
                <p role="alert" className="mt-2 text-red-800">
                  {refusal}
                </p>
              ) : null}
              {answers ? <Answers id={answersId} answers={answers} /> : null}
            </>
          )}
        </div>
      )}
    </DetailSection>
  );
}

type Question = 'firstName' | 'criminalHistory' | 'protectionOrder' | 'timesMarried' | 'childrenUnder18' | 'placesLived';

function Answers({ id, answers }: { id: string; answers: BuyerDisclosure }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'adminOrders.detail.disclosure.yes' : 'adminOrders.detail.disclosure.no');
  const rows: [Question, string, string | undefined][] = [
    ['firstName', answers.firstName, undefined],
    ['criminalHistory', yesNo(answers.criminalHistory), answers.criminalHistoryDetails],
    ['protectionOrder', yesNo(answers.protectionOrder), answers.protectionOrderDetails],
    ['timesMarried', String(answers.timesMarried), answers.maritalHistoryDetails],
    ['childrenUnder18', String(answers.childrenUnder18), answers.childrenAges],
    ['placesLived', answers.placesLived.join(', '), undefined],
  ];
  return (
    <div id={id} className="mt-4" data-testid="order-disclosure-answers">
      <dl className="grid gap-3">
        {rows.map(([key, answer, details]) => (
          <div key={key} className="border-t border-stone-100 pt-2" data-testid={`order-disclosure-${key}`}>
            <dt className="text-stone-700">{t(`adminOrders.detail.disclosure.questions.${key}`)}</dt>
            <dd className="mt-0.5 font-medium break-words whitespace-pre-line text-stone-900">
              {answer}
              {details ? <span className="mt-0.5 block font-normal">{details}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-stone-600">{t('adminOrders.detail.disclosure.truthful')}</p>
    </div>
  );
}
