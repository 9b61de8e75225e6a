// The written side of a report: its internal notes and outcome emails, newest last, with a form
// for a new note; and the email to the reporter about the outcome (a text prefilled in her
// language for the status, editable before it goes), or why none can be sent.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { type AdminReportDetail, REPORT_NOTE_MAX, type ReportStatus } from '#contract/admin-report.schema.ts';
import { DetailSection, HistoryEntry } from '../detail-section.tsx';

interface WriteProps {
  report: AdminReportDetail;
  pending: boolean;
}

export function NotifyReporter({ report, pending, onSend }: WriteProps & { onSend: (body: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const id = useId();
  // the prefill follows the status the text is about
  const [draft, setDraft] = useState<{ status: ReportStatus; text: string }>({ status: report.status, text: report.outcomeTemplate ?? '' });
  if (draft.status !== report.status) setDraft({ status: report.status, text: report.outcomeTemplate ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.text.trim()) void onSend(draft.text.trim());
  };
  return (
    <DetailSection title={t('adminReports.notify.title')} testId="report-notify">
      {report.notifyBlocked ? (
        <p className="text-sm text-stone-700">{t(`adminReports.notify.blocked.${report.notifyBlocked}`)}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={id} className="block text-sm font-medium text-stone-800">
            {t('adminReports.notify.label')}
          </label>
          <p className="text-xs text-stone-600">{t('adminReports.notify.hint', { email: report.email ?? '' })}</p>
          <textarea
            id={id}
            rows={5}
            value={draft.text}
            maxLength={REPORT_NOTE_MAX}
            onChange={(event) => setDraft({ status: report.status, text: event.target.value })}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
          />
          <button type="submit" disabled={pending || !draft.text.trim()} className="btn-primary mt-2 px-3 py-2 text-sm">
            {t('adminReports.notify.send')}
          </button>
        </form>
      )}
      {report.reporterNotifiedAt ? (
        <p className="mt-2 text-sm text-green-800" data-testid="report-notified">
          {t('adminReports.notify.sentAt', { date: formatDate(report.reporterNotifiedAt, lang, 'dayTime') })}
        </p>
      ) : null}
    </DetailSection>
  );
}

export function Notes({ report, pending, onAdd }: WriteProps & { onAdd: (body: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const id = useId();
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    void onAdd(body.trim()).then((ok) => {
      if (ok) setBody('');
    });
  };
  return (
    <DetailSection title={t('adminReports.notes.title')} testId="report-notes">
      {report.notes.length === 0 ? (
        <p className="text-sm text-stone-700">{t('adminReports.notes.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {report.notes.map((note) => (
            <HistoryEntry
              key={note.id}
              testId="report-note"
              kind={note.kind}
              body={note.body}
              meta={
                <>
                  {note.kind === 'outcome' ? t('adminReports.notes.outcome') : t('adminReports.notes.note')} ·{' '}
                  {note.admin?.username ?? t('adminReports.notes.formerAdmin')} ·{' '}
                  <time dateTime={note.createdAt}>{formatDate(note.createdAt, lang, 'dayTime')}</time>
                  {note.kind === 'outcome' ? ` · ${note.sentAt ? t('adminReports.notes.sent') : t('adminReports.notes.queued')}` : ''}
                </>
              }
            />
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4" noValidate>
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">
          {t('adminReports.notes.label')}
        </label>
        <textarea
          id={id}
          rows={3}
          value={body}
          maxLength={REPORT_NOTE_MAX}
          onChange={(event) => setBody(event.target.value)}
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900"
        />
        <button type="submit" disabled={pending || !body.trim()} className="btn-secondary mt-2 px-3 py-2 text-sm">
          {t('adminReports.notes.add')}
        </button>
      </form>
    </DetailSection>
  );
}
