// The message inbox (/admin/messages): contact-form messages newest first,
// unread ones in bold and labelled "Unread", filtered by subject, read state and folder (inbox or
// archive), the filters and page in the address. Each message opens its own page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { listMessages } from '#app/api/admin-support.ts';
import { Pagination } from '#app/components/browse/pagination.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { type AdminMessageListItem, MESSAGE_FOLDERS, MESSAGE_READ_FILTERS, MESSAGES_PAGE_SIZE } from '#contract/admin-message.schema.ts';
import { CONTACT_SUBJECTS } from '#contract/contact.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { FilterSelect } from './filter-select.tsx';
import { UnreadBadge } from './support-badges.tsx';
import { type MessagesSearch, messagesQuery } from './support-search.ts';

export function MessagesPage({ search, onChange }: { search: MessagesSearch; onChange: (next: MessagesSearch) => void }) {
  const { t, i18n } = useTranslation();
  const query = messagesQuery(search);
  const list = useQuery({
    queryKey: ['admin', 'messages', 'list', query],
    queryFn: () => listMessages(query),
    placeholderData: keepPreviousData,
  });
  const page = search.page ?? 1;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));
  const filtered = search.subject !== undefined || search.read !== undefined;
  const set = (patch: Partial<MessagesSearch>) => onChange({ ...search, ...patch, page: undefined });

  return (
    <AdminPage title={t('admin.nav.messages')}>
      <form className="grid gap-3 sm:grid-cols-3" aria-label={t('adminMessages.filters')} onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          label={t('adminMessages.filter.folder')}
          value={search.folder ?? 'inbox'}
          values={MESSAGE_FOLDERS}
          optionLabel={(v) => t(`adminMessages.folder.${v}`)}
          onChange={(folder) => set({ folder: folder === 'archived' ? folder : undefined })}
        />
        <FilterSelect
          label={t('adminMessages.filter.subject')}
          value={search.subject}
          values={CONTACT_SUBJECTS}
          allLabel={t('adminMessages.filter.all')}
          optionLabel={(v) => t(`forms.contact.subjects.${v}`)}
          onChange={(subject) => set({ subject })}
        />
        <FilterSelect
          label={t('adminMessages.filter.read')}
          value={search.read}
          values={MESSAGE_READ_FILTERS}
          allLabel={t('adminMessages.filter.all')}
          optionLabel={(v) => t(`adminMessages.readFilter.${v}`)}
          onChange={(read) => set({ read })}
        />
      </form>

      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingText text={t('adminMessages.loading')} />
        ) : list.isError ? (
          <LoadError text={t('adminMessages.error')} retryText={t('adminMessages.retry')} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p
            role="status"
            className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-700"
            data-testid="messages-empty"
          >
            {filtered
              ? t('adminMessages.noMatches')
              : search.folder === 'archived'
                ? t('adminMessages.emptyArchive')
                : t('adminMessages.empty')}
          </p>
        ) : (
          <>
            <p role="status" className="mb-2 text-sm text-stone-700" data-testid="messages-showing">
              {t('adminMessages.showing', {
                from: (page - 1) * MESSAGES_PAGE_SIZE + 1,
                to: (page - 1) * MESSAGES_PAGE_SIZE + rows.length,
                total,
              })}
            </p>
            <ul
              className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white"
              data-testid="messages-list"
            >
              {rows.map((message) => (
                <MessageRow key={message.id} message={message} lang={i18n.language} />
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount} onPage={(next) => onChange({ ...search, page: next > 1 ? next : undefined })} />
          </>
        )}
      </div>
    </AdminPage>
  );
}

function MessageRow({ message, lang }: { message: AdminMessageListItem; lang: string }) {
  const { t } = useTranslation();
  const unread = message.readAt === null;
  return (
    <li data-testid="message-row" data-unread={unread} className={unread ? 'bg-sky-50/60' : undefined}>
      <Link
        to="/admin/messages/$id"
        params={{ id: message.id }}
        className="flex flex-col gap-1 px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 sm:flex-row sm:items-start sm:gap-4"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={`flex flex-wrap items-center gap-2 ${unread ? 'font-bold text-stone-900' : 'text-stone-800'}`}>
            {message.fullName}
            {unread ? <UnreadBadge /> : null}
            {message.status === 'answered' ? (
              <span className="text-xs font-medium text-green-800">{t('adminMessages.answered')}</span>
            ) : null}
          </span>
          <span className={`text-sm ${unread ? 'font-semibold text-stone-900' : 'text-stone-800'}`}>
            {t(`forms.contact.subjects.${message.subject}`)}
          </span>
          <span className="truncate text-sm text-stone-700">{message.message}</span>
        </span>
        <span className="flex shrink-0 flex-col text-xs text-stone-600 sm:items-end">
          <time dateTime={message.createdAt}>{formatDate(message.createdAt, lang)}</time>
          <span className="break-all">{message.email}</span>
        </span>
      </Link>
    </li>
  );
}
