// Her requests on her owner page: the purchases waiting for her answer (first on the
// page, where her phone opens), and further down the ones decided in the last 30 days and her
// block list. One load (GET /api/owner/approval-requests) feeds both parts; every answer, block and
// unblock answers with the list as it then stands. A 404 means the link stopped working.

import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#app/api/client.ts';
import { blockApprovalRequestBuyer, decideOwnerApprovalRequest, fetchOwnerApprovalRequests, unblockOwnerBuyer } from '#app/api/owner.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate } from '#app/i18n/format.ts';
import type { ApprovalDecision, BuyerBlockView } from '#contract/approval-request.schema.ts';
import { type OwnerApprovalRequests, RECENT_APPROVAL_REQUEST_DAYS } from '#contract/owner.schema.ts';
import { ApprovalRequestCard } from './approval-request-card.tsx';

export type OwnerApprovalRequestsState = { status: 'loading' } | { status: 'loaded'; list: OwnerApprovalRequests } | { status: 'error' };

export interface OwnerApprovalRequestsModel {
  state: OwnerApprovalRequestsState;
  retry: () => void;
  answer: (itemId: number, answer: ApprovalDecision) => Promise<void>;
  block: (itemId: number) => Promise<void>;
  unblock: (blockId: number) => Promise<void>;
}

/** Loads her requests and runs her answers; `onInvalid` when the link opens nothing any more. */
export function useOwnerApprovalRequests(token: string, onInvalid: () => void): OwnerApprovalRequestsModel {
  const { t } = useTranslation();
  const [state, setState] = useState<OwnerApprovalRequestsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) loads again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOwnerApprovalRequests(token, controller.signal).then(
      (list) => setState({ status: 'loaded', list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) onInvalid();
        else setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  /** Runs one change; the list it answers replaces the shown one, a failure is a toast. */
  const run = useCallback(
    async (call: () => Promise<OwnerApprovalRequests>, done: string) => {
      try {
        setState({ status: 'loaded', list: await call() });
        toast({ title: done, variant: 'success' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) onInvalid();
        else toast({ title: t('owner.done.failed'), variant: 'destructive' });
      }
    },
    [onInvalid, t],
  );

  return {
    state,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    answer: (itemId, answer) =>
      run(
        () => decideOwnerApprovalRequest(token, itemId, answer),
        t(answer.decision === 'approve' ? 'owner.approvalRequests.done.approve' : 'owner.approvalRequests.done.decline'),
      ),
    block: (itemId) => run(() => blockApprovalRequestBuyer(token, itemId), t('owner.approvalRequests.done.block')),
    unblock: (blockId) => run(() => unblockOwnerBuyer(token, blockId), t('owner.blocks.done')),
  };
}

/** The requests waiting for her answer; nothing while there are none (the lower part says so). */
export function PendingApprovalRequests({ model }: { model: OwnerApprovalRequestsModel }) {
  const { t } = useTranslation();
  const { state } = model;
  if (state.status === 'loading') {
    return (
      <p className="mt-6 max-w-3xl text-sm text-stone-700" role="status" data-testid="approval-requests-loading">
        {t('owner.approvalRequests.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="mt-6 max-w-3xl rounded-lg bg-amber-50 p-4 text-amber-950" data-testid="approval-requests-error">
        <p>{t('owner.approvalRequests.error')}</p>
        <button type="button" onClick={model.retry} className="btn-secondary mt-2 px-4 py-2">
          {t('owner.retry')}
        </button>
      </div>
    );
  }
  const { requests } = state.list;
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="approval-requests" className="mt-6 max-w-3xl" data-testid="approval-requests">
      <h2 id="approval-requests" className="text-xl font-semibold text-stone-900">
        {t('owner.approvalRequests.title', { count: requests.length })}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('owner.approvalRequests.intro')}</p>
      <ul className="mt-4 grid gap-4">
        {requests.map((request) => (
          <li key={request.id}>
            <ApprovalRequestCard request={request} outcome={null} onAnswer={(answer) => model.answer(request.id, answer)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Her requests decided lately, and her block list. */
export function ApprovalRequestHistory({ model }: { model: OwnerApprovalRequestsModel }) {
  const { t } = useTranslation();
  if (model.state.status !== 'loaded') return null;
  const { requests, recent, blocks } = model.state.list;
  return (
    <>
      <section aria-labelledby="owner-recent" className="mt-10 max-w-3xl" data-testid="owner-recent">
        <h2 id="owner-recent" className="text-lg font-semibold text-stone-900">
          {t('owner.approvalRequests.recentTitle', { count: RECENT_APPROVAL_REQUEST_DAYS })}
        </h2>
        {requests.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700" data-testid="approval-requests-none">
            {t('owner.approvalRequests.none')}
          </p>
        ) : null}
        {recent.length === 0 ? (
          <p className="mt-1 text-sm text-stone-700">{t('owner.approvalRequests.noneRecent')}</p>
        ) : (
          <ul className="mt-4 grid gap-4">
            {recent.map(({ releaseStatus, declineReason, decidedAt, blocked, ...request }) => (
              <li key={request.id}>
                <ApprovalRequestCard
                  request={request}
                  outcome={{ releaseStatus, declineReason, decidedAt, blocked }}
                  onBlock={() => model.block(request.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <BlockList blocks={blocks} onUnblock={model.unblock} />
    </>
  );
}

function BlockList({ blocks, onUnblock }: { blocks: BuyerBlockView[]; onUnblock: (id: number) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState<number | null>(null);
  const unblock = async (id: number) => {
    if (sending !== null) return;
    setSending(id);
    try {
      await onUnblock(id);
    } finally {
      setSending(null);
    }
  };
  return (
    <section aria-labelledby="owner-blocks" className="mt-10 max-w-3xl" data-testid="owner-blocks">
      <h2 id="owner-blocks" className="text-lg font-semibold text-stone-900">
        {t('owner.blocks.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('owner.blocks.intro')}</p>
      {blocks.length === 0 ? (
        <p className="mt-3 text-sm text-stone-700" data-testid="owner-blocks-none">
          {t('owner.blocks.none')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {blocks.map((block) => (
            <li key={block.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="owner-block">
              <div>
                <p className="font-medium text-stone-900">{block.label ?? t('owner.approvalRequests.someone')}</p>
                <p className="text-sm text-stone-700">
                  {t(block.byOwner ? 'owner.blocks.since' : 'owner.blocks.byTeam', {
                    date: formatDate(block.createdAt, i18n.language),
                  })}
                </p>
              </div>
              {block.byOwner ? (
                <button
                  type="button"
                  className="btn-secondary w-full px-4 py-2 sm:w-auto"
                  disabled={sending !== null}
                  aria-busy={sending === block.id}
                  onClick={() => void unblock(block.id)}
                  data-testid="owner-unblock"
                >
                  {sending === block.id ? t('owner.working') : t('owner.blocks.unblock')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
