// One contact message (/admin/messages/$id): the sender, subject and text, marked
// read when opened (a PATCH: reading it by GET changes nothing), Mark as unread, Archive / Move to
// inbox, the reply form (the reply is emailed to her in her language and kept here) and every
// earlier reply.
import { useTranslation } from 'react-i18next';
import type { AdminMessageDetail } from '#contract/admin-message.schema.ts';
import { DetailPage, Notice } from '../detail-page.tsx';
import { MessageBody, Replies, ReplyForm } from './message-sections.tsx';
import { useMessage, useMessageWork } from './use-message-work.ts';

export function MessageDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const message = useMessage(id);
  return (
    <DetailPage
      title={t('adminMessages.messageNumber', { id })}
      backTo="/admin/messages"
      query={message}
      texts={{
        back: t('adminMessages.backToList'),
        loading: t('adminMessages.loading'),
        notFound: t('adminMessages.notFound'),
        error: t('adminMessages.error'),
        retry: t('adminMessages.retry'),
      }}
    >
      {(data) => <MessageWork message={data} />}
    </DetailPage>
  );
}

function MessageWork({ message }: { message: AdminMessageDetail }) {
  const work = useMessageWork(message);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <MessageBody message={message} work={work} />
        <Replies message={message} />
      </div>
      <div className="space-y-3">
        <Notice notice={work.notice} testId="message-notice" />
        <ReplyForm message={message} pending={work.pending} sending={work.sending} onSend={work.reply} />
      </div>
    </div>
  );
}
