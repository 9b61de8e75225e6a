// One contact message (/admin/messages/$id): the sender, subject and text, marked
// read when opened (a PATCH: reading it by GET changes nothing), Mark as unread, Archive / Move to
// inbox, the reply form (the reply is emailed to her in her language and kept here) and every
// earlier reply.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage, replyToMessage, updateMessage } from '#app/api/admin-support.ts';
import { ApiError } from '#app/api/client.ts';
import { formatDate } from '#app/i18n/format.ts';
import { type AdminMessageDetail, REPLY_MAX, type UpdateMessage } from '#contract/admin-message.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { UnreadBadge } from './support-badges.tsx';

const messageKey = (id: number) => ['admin', 'messages', 'detail', id] as const;

export function MessageDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const message = useQuery({ queryKey: messageKey(id), queryFn: () => getMessage(id) });
  return (
    <AdminPage
      title={t('adminMessages.messageNumber', { id })}
      actions={
        <Link to="/admin/messages" className="btn-secondary px-3 py-1.5 text-sm">
          {t('adminMessages.backToList')}
        </Link>
      }
    >
      {message.isPending ? (
        <LoadingText text={t('adminMessages.loading')} />
      ) : message.isError ? (
        message.error instanceof ApiError && message.error.status === 404 ? (
          <p role="status" className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-700">
            {t('adminMessages.notFound')}
          </p>
        ) : (
          <LoadError text={t('adminMessages.error')} retryText={t('adminMessages.retry')} onRetry={() => void message.refetch()} />
        )
      ) : (
        <MessageWork message={message.data} />
      )}
    </AdminPage>
  );
}

function MessageWork({ message }: { message: AdminMessageDetail }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const replyId = useId();
  const [reply, setReply] = useState('');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const when = (iso: string) => formatDate(iso, i18n.language, 'dayTime');
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' });

  const saved = (next: AdminMessageDetail) => {
    queryClient.setQueryData(messageKey(message.id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'messages', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  };
  const update = useMutation({
    mutationFn: (body: UpdateMessage & { done?: string }) => {
      const { done: _done, ...patch } = body;
      return updateMessage(message.id, patch);
    },
    onSuccess: (next, body) => {
      saved(next);
      if (body.done) setNotice({ kind: 'ok', text: body.done });
    },
    onError: () => setNotice({ kind: 'error', text: t('adminMessages.actionError') }),
  });
  const send = useMutation({
    mutationFn: (body: string) => replyToMessage(message.id, body),
    onSuccess: (next) => {
      saved(next);
      setReply('');
      setNotice({ kind: 'ok', text: t('adminMessages.reply.queued', { email: message.email }) });
    },
    onError: (error) =>
      setNotice({
        kind: 'error',
        text: error instanceof ApiError && error.status === 400 ? t('adminMessages.reply.invalid') : t('adminMessages.actionError'),
      }),
  });

  // Opening an unread message marks it read, once.
  const marked = useRef(false);
  const { mutate } = update;
  useEffect(() => {
    if (message.readAt === null && !marked.current) {
      marked.current = true;
      mutate({ read: true });
    }
  }, [message.readAt, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    if (reply.trim()) send.mutate(reply.trim());
  };
  const pending = update.isPending || send.isPending;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <section
          aria-labelledby={`${replyId}-message`}
          className="rounded-xl border border-stone-200 bg-white p-4"
          data-testid="message-body"
        >
          <h2 id={`${replyId}-message`} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-stone-900">
            {t(`forms.contact.subjects.${message.subject}`)}
            {message.readAt === null ? <UnreadBadge /> : null}
          </h2>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium text-stone-800">{t('adminMessages.from')}</dt>
            <dd className="break-all text-stone-900">
              {message.fullName} &lt;
              <a href={`mailto:${message.email}`} className="text-rose-800 underline">
                {message.email}
              </a>
              &gt;
            </dd>
            <dt className="font-medium text-stone-800">{t('adminMessages.received')}</dt>
            <dd className="text-stone-900">
              <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
            </dd>
            <dt className="font-medium text-stone-800">{t('adminMessages.language')}</dt>
            <dd className="text-stone-900">{language.of(message.language) ?? message.language}</dd>
            <dt className="font-medium text-stone-800">{t('adminMessages.statusLabel')}</dt>
            <dd className="text-stone-900" data-testid="message-status">
              {t(`adminMessages.status.${message.status}`)}
              {message.archivedAt ? ` · ${t('adminMessages.archivedState')}` : ''}
            </dd>
          </dl>
          <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 text-sm text-stone-900">{message.message}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={pending}
              className="btn-secondary px-3 py-2 text-sm"
              onClick={() => {
                marked.current = true;
                update.mutate({
                  read: message.readAt === null,
                  done: message.readAt === null ? t('adminMessages.markedRead') : t('adminMessages.markedUnread'),
                });
              }}
            >
              {message.readAt === null ? t('adminMessages.markRead') : t('adminMessages.markUnread')}
            </button>
            <button
              type="button"
              disabled={pending}
              className="btn-secondary px-3 py-2 text-sm"
              onClick={() =>
                update.mutate({
                  archived: message.archivedAt === null,
                  done: message.archivedAt === null ? t('adminMessages.archivedDone') : t('adminMessages.unarchivedDone'),
                })
              }
            >
              {message.archivedAt === null ? t('adminMessages.archive') : t('adminMessages.unarchive')}
            </button>
          </div>
        </section>

        <section
          aria-labelledby={`${replyId}-history`}
          className="rounded-xl border border-stone-200 bg-white p-4"
          data-testid="message-replies"
        >
          <h2 id={`${replyId}-history`} className="text-lg font-semibold text-stone-900">
            {t('adminMessages.repliesTitle')}
          </h2>
          {message.replies.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">{t('adminMessages.noReplies')}</p>
          ) : (
            <ol className="mt-3 space-y-3">
              {message.replies.map((r) => (
                <li key={r.id} className="rounded-lg border border-stone-200 p-3 text-sm" data-testid="message-reply">
                  <p className="text-xs text-stone-600">
                    {r.admin?.username ?? t('adminMessages.formerAdmin')} · <time dateTime={r.createdAt}>{when(r.createdAt)}</time> ·{' '}
                    {r.sentAt ? t('adminMessages.reply.sent') : t('adminMessages.reply.pending')}
                  </p>
                  <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">{r.body}</p>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <div className="space-y-3">
        <p role="status" aria-live="polite" className="text-sm" data-testid="message-notice">
          {notice ? <span className={notice.kind === 'ok' ? 'text-green-800' : 'font-medium text-red-800'}>{notice.text}</span> : null}
        </p>
        <form onSubmit={submit} noValidate className="rounded-xl border border-stone-200 bg-white p-4">
          <h2 className="text-lg font-semibold text-stone-900">{t('adminMessages.reply.title')}</h2>
          <label htmlFor={replyId} className="mt-3 block text-sm font-medium text-stone-800">
            {t('adminMessages.reply.label')}
          </label>
          <p className="text-xs text-stone-600">
            {t('adminMessages.reply.hint', { email: message.email, language: language.of(message.language) ?? message.language })}
          </p>
          <textarea
            id={replyId}
            rows={8}
            value={reply}
            maxLength={REPLY_MAX}
            onChange={(event) => setReply(event.target.value)}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
          />
          <button type="submit" disabled={pending || !reply.trim()} className="btn-primary mt-2 px-4 py-2 text-sm">
            {send.isPending ? t('adminMessages.reply.sending') : t('adminMessages.reply.send')}
          </button>
        </form>
      </div>
    </div>
  );
}
