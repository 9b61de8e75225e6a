// The work on one contact message: loading it, marking it read when opened (a PATCH: reading it by
// GET changes nothing), Mark as read / unread, Archive / Move to inbox, and the reply. A change
// puts the answer in the cache, refreshes the inbox and the dashboard, and says on the page how it
// went.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMessage, replyToMessage, updateMessage } from '#app/api/admin-support.ts';
import { ApiError } from '#app/api/client.ts';
import type { AdminMessageDetail, UpdateMessage } from '#contract/admin-message.schema.ts';
import type { NoticeState } from '../detail-page.tsx';

const messageKey = (id: number) => ['admin', 'messages', 'detail', id] as const;

export function useMessage(id: number) {
  return useQuery({ queryKey: messageKey(id), queryFn: () => getMessage(id) });
}

export function useMessageWork(message: AdminMessageDetail) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<NoticeState | null>(null);

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

  const unread = message.readAt === null;
  const inInbox = message.archivedAt === null;
  return {
    notice,
    pending: update.isPending || send.isPending,
    sending: send.isPending,
    toggleRead: () => {
      marked.current = true;
      update.mutate({ read: unread, done: unread ? t('adminMessages.markedRead') : t('adminMessages.markedUnread') });
    },
    toggleArchived: () =>
      update.mutate({ archived: inInbox, done: inInbox ? t('adminMessages.archivedDone') : t('adminMessages.unarchivedDone') }),
    /** Sends the reply; whether it went. */
    reply: (body: string) => {
      setNotice(null);
      return send.mutateAsync(body).then(
        () => true,
        () => false,
      );
    },
  };
}

export type MessageWork = ReturnType<typeof useMessageWork>;
