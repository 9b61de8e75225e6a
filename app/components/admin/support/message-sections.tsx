// The parts of a contact message's page: the message (who sent it, when, in which language, its
// state and text, with Mark as read / unread and Archive / Move to inbox), the replies sent so far,
// and the reply form (the reply is emailed to her in her language and kept here).
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatLanguageName } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { type AdminMessageDetail, REPLY_MAX } from '#contract/admin-message.schema.ts';
import { DetailField, DetailList, DetailSection, HistoryEntry } from '../detail-section.tsx';
import { UnreadBadge } from './support-badges.tsx';
import type { MessageWork } from './use-message-work.ts';

export function MessageBody({ message, work }: { message: AdminMessageDetail; work: MessageWork }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const title = (
    <>
      {t(`forms.contact.subjects.${message.subject}`)}
      {message.readAt === null ? <UnreadBadge /> : null}
    </>
  );
  return (
    <DetailSection title={title} testId="message-body">
      <DetailList>
        <DetailField label={t('adminMessages.from')}>
          {message.fullName} &lt;
          <a href={`mailto:${message.email}`} className="text-rose-800 underline">
            {message.email}
          </a>
          &gt;
        </DetailField>
        <DetailField label={t('adminMessages.received')}>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt, lang, 'dayTime')}</time>
        </DetailField>
        <DetailField label={t('adminMessages.language')}>{formatLanguageName(message.language, lang)}</DetailField>
        <DetailField label={t('adminMessages.statusLabel')} testId="message-status">
          {t(`adminMessages.status.${message.status}`)}
          {message.archivedAt ? ` · ${t('adminMessages.archivedState')}` : ''}
        </DetailField>
      </DetailList>
      <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 text-sm text-stone-900">{message.message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" disabled={work.pending} className="btn-secondary px-3 py-2 text-sm" onClick={work.toggleRead}>
          {message.readAt === null ? t('adminMessages.markRead') : t('adminMessages.markUnread')}
        </button>
        <button type="button" disabled={work.pending} className="btn-secondary px-3 py-2 text-sm" onClick={work.toggleArchived}>
          {message.archivedAt === null ? t('adminMessages.archive') : t('adminMessages.unarchive')}
        </button>
      </div>
    </DetailSection>
  );
}

export function Replies({ message }: { message: AdminMessageDetail }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <DetailSection title={t('adminMessages.repliesTitle')} testId="message-replies">
      {message.replies.length === 0 ? (
        <p className="text-sm text-stone-700">{t('adminMessages.noReplies')}</p>
      ) : (
        <ol className="space-y-3">
          {message.replies.map((r) => (
            <HistoryEntry
              key={r.id}
              testId="message-reply"
              body={r.body}
              meta={
                <>
                  {r.admin?.username ?? t('adminMessages.formerAdmin')} ·{' '}
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt, lang, 'dayTime')}</time> ·{' '}
                  {r.sentAt ? t('adminMessages.reply.sent') : t('adminMessages.reply.pending')}
                </>
              }
            />
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

export function ReplyForm({
  message,
  pending,
  sending,
  onSend,
}: {
  message: AdminMessageDetail;
  pending: boolean;
  sending: boolean;
  onSend: (body: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const id = useId();
  const [reply, setReply] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reply.trim()) return;
    void onSend(reply.trim()).then((ok) => {
      if (ok) setReply('');
    });
  };
  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-stone-900">{t('adminMessages.reply.title')}</h2>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-stone-800">
        {t('adminMessages.reply.label')}
      </label>
      <p className="text-xs text-stone-600">
        {t('adminMessages.reply.hint', { email: message.email, language: formatLanguageName(message.language, lang) })}
      </p>
      <textarea
        id={id}
        rows={8}
        value={reply}
        maxLength={REPLY_MAX}
        onChange={(event) => setReply(event.target.value)}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
      />
      <button type="submit" disabled={pending || !reply.trim()} className="btn-primary mt-2 px-4 py-2 text-sm">
        {sending ? t('adminMessages.reply.sending') : t('adminMessages.reply.send')}
      </button>
    </form>
  );
}
