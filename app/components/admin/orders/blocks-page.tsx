// The buyers' block list (/admin/blocks): every block, hers and the admins',
// newest first — who is blocked (the label she sees, the start of the email hash, whether the
// account and card are covered, never the email), where (one profile or everywhere), who blocked
// and why, from which order — with "Unblock" after a confirmation, and a small form to block an
// email by hand. One card a block, so it reads the same on a phone.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBlock, deleteBlock, listBlocks } from '#app/api/admin-orders.ts';
import { ApiError } from '#app/api/client.ts';
import { Pagination } from '#app/components/browse/pagination.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate } from '#app/i18n/format.ts';
import {
  ADMIN_BLOCKS_PAGE_SIZE,
  type AdminBlockListItem,
  BLOCK_REASON_MAX,
  BLOCK_REFUSALS,
  type BlockRefusal,
} from '#contract/admin-block.schema.ts';
import { EMAIL_MAX } from '#contract/contact.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { ConfirmDialog } from '../users/people-confirm.tsx';

export function BlocksPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const who = useWho();
  const [asking, setAsking] = useState<AdminBlockListItem | null>(null);
  const list = useQuery({
    queryKey: ['admin', 'blocks', page],
    queryFn: () => listBlocks({ limit: ADMIN_BLOCKS_PAGE_SIZE, offset: (page - 1) * ADMIN_BLOCKS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const unblock = useMutation({
    mutationFn: deleteBlock,
    onSuccess: () => {
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'blocks'] });
      toast({ title: t('adminOrders.blocks.unblocked'), variant: 'success' });
    },
    onError: () => toast({ title: t('adminOrders.blocks.unblockFailed'), variant: 'destructive' }),
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? rows.length;

  return (
    <AdminPage title={t('admin.nav.blocks')}>
      <p className="max-w-3xl text-sm text-stone-700">{t('adminOrders.blocks.intro')}</p>
      <BlockEmailForm />
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingText text={t('adminOrders.blocks.loading')} />
        ) : list.isError ? (
          <LoadError text={t('adminOrders.blocks.error')} retryText={t('adminOrders.retry')} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p
            role="status"
            className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-700"
            data-testid="blocks-empty"
          >
            {t('adminOrders.blocks.empty')}
          </p>
        ) : (
          <>
            <p role="status" className="mb-2 text-sm text-stone-700">
              {t('adminOrders.blocks.count', { count: total })}
            </p>
            <ul className="grid gap-3 lg:grid-cols-2" data-testid="blocks-list">
              {rows.map((block) => (
                <BlockCard key={block.id} block={block} lang={i18n.language} onUnblock={() => setAsking(block)} />
              ))}
            </ul>
            <Pagination page={page} pageCount={Math.max(1, Math.ceil(total / ADMIN_BLOCKS_PAGE_SIZE))} onPage={onPage} />
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        testId="unblock-confirm"
        title={t('adminOrders.blocks.unblockTitle', { who: asking ? who(asking) : '' })}
        text={t('adminOrders.blocks.unblockText')}
        cancelLabel={t('adminOrders.blocks.cancel')}
        confirmLabel={t('adminOrders.blocks.unblock')}
        pending={unblock.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && unblock.mutate(asking.id)}
      />
    </AdminPage>
  );
}

/** How a block's buyer is named: her label, else the start of the email hash. */
function useWho(): (block: AdminBlockListItem) => string {
  const { t } = useTranslation();
  return (block) =>
    block.label ??
    (block.emailHashHint ? t('adminOrders.blocks.emailHash', { hint: block.emailHashHint }) : t('adminOrders.blocks.unnamed'));
}

function BlockCard({ block, lang, onUnblock }: { block: AdminBlockListItem; lang: string; onUnblock: () => void }) {
  const { t } = useTranslation();
  const who = useWho();
  const keys = [
    block.emailHashHint ? t('adminOrders.blocks.keyEmail', { hint: block.emailHashHint }) : null,
    block.hasAccount ? t('adminOrders.blocks.keyAccount') : null,
    block.hasCard ? t('adminOrders.blocks.keyCard') : null,
  ].filter((key) => key !== null);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 text-sm" data-testid="block-row" data-block-id={block.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-stone-900">{who(block)}</p>
        <time dateTime={block.createdAt} className="text-xs text-stone-600">
          {formatDate(block.createdAt, lang)}
        </time>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-medium text-stone-800">{t('adminOrders.blocks.where')}</dt>
        <dd data-testid="block-where">
          {block.profile ? (
            <Link to="/admin/edit-profile/$id" params={{ id: block.profile.id }} className="text-rose-800 underline hover:text-rose-900">
              {block.profile.name}
            </Link>
          ) : (
            <span className="font-medium text-red-800">{t('adminOrders.blocks.everywhere')}</span>
          )}
        </dd>
        <dt className="font-medium text-stone-800">{t('adminOrders.blocks.keys')}</dt>
        <dd className="text-stone-800">{keys.join(' · ')}</dd>
        <dt className="font-medium text-stone-800">{t('adminOrders.blocks.by')}</dt>
        <dd className="text-stone-800">
          {block.createdBy.kind === 'owner'
            ? t('adminOrders.blocks.byOwner')
            : (block.createdBy.username ?? t('adminOrders.blocks.formerAdmin'))}
        </dd>
        {block.reason ? (
          <>
            <dt className="font-medium text-stone-800">{t('adminOrders.blocks.reason')}</dt>
            <dd className="whitespace-pre-wrap break-words text-stone-800" data-testid="block-reason-text">
              {block.reason}
            </dd>
          </>
        ) : null}
        {block.orderId !== null ? (
          <>
            <dt className="font-medium text-stone-800">{t('adminOrders.blocks.order')}</dt>
            <dd>
              <Link to="/admin/orders/$id" params={{ id: block.orderId }} className="text-rose-800 underline hover:text-rose-900">
                {t('adminOrders.orderNumber', { id: block.orderId })}
              </Link>
            </dd>
          </>
        ) : null}
      </dl>
      <button type="button" onClick={onUnblock} className="btn-secondary mt-3 px-3 py-1.5 text-sm">
        {t('adminOrders.blocks.unblock')}
      </button>
    </li>
  );
}

function BlockEmailForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = { email: useId(), profile: useId(), reason: useId(), error: useId() };
  const [values, setValues] = useState({ email: '', profileId: '', reason: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      createBlock({
        email: values.email,
        reason: values.reason,
        ...(values.profileId.trim() ? { profileId: Number(values.profileId) } : {}),
      }),
    onSuccess: () => {
      setValues({ email: '', profileId: '', reason: '' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'blocks'] });
      toast({ title: t('adminOrders.blocks.blocked'), variant: 'success' });
    },
    onError: (error) => {
      const code = error instanceof ApiError ? error.body.code : undefined;
      if (typeof code === 'string' && code in BLOCK_REFUSALS) setProblem(t(`adminOrders.blocks.refusals.${code as BlockRefusal}`));
      else if (error instanceof ApiError && error.status === 400) setProblem(t('adminOrders.blocks.invalid'));
      else setProblem(t('adminOrders.blocks.blockFailed'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!values.email.trim() || !values.reason.trim() || (values.profileId.trim() && !/^\d{1,9}$/.test(values.profileId.trim()))) {
      setProblem(t('adminOrders.blocks.invalid'));
      return;
    }
    create.mutate();
  };
  const input = 'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900';
  return (
    <details className="mt-4 rounded-xl border border-stone-200 bg-white p-4">
      <summary className="cursor-pointer font-medium text-stone-900">{t('adminOrders.blocks.formTitle')}</summary>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3 sm:grid-cols-3" aria-describedby={problem ? ids.error : undefined}>
        <div>
          <label htmlFor={ids.email} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.blocks.email')}
          </label>
          <input
            id={ids.email}
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX}
            value={values.email}
            onChange={(e) => setValues({ ...values, email: e.target.value })}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={ids.profile} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.blocks.profileId')}
          </label>
          <input
            id={ids.profile}
            inputMode="numeric"
            value={values.profileId}
            onChange={(e) => setValues({ ...values, profileId: e.target.value })}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={ids.reason} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.blocks.reasonLabel')}
          </label>
          <input
            id={ids.reason}
            maxLength={BLOCK_REASON_MAX}
            value={values.reason}
            onChange={(e) => setValues({ ...values, reason: e.target.value })}
            className={input}
          />
        </div>
        <div className="sm:col-span-3">
          {problem ? (
            <p id={ids.error} role="alert" className="mb-2 text-sm text-red-800">
              {problem}
            </p>
          ) : null}
          <button type="submit" disabled={create.isPending} className="btn-primary bg-red-700 px-3 py-2 text-sm hover:bg-red-800">
            {t('adminOrders.blocks.formSubmit')}
          </button>
        </div>
      </form>
    </details>
  );
}
