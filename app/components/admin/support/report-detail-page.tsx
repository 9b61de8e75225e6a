// One report (/admin/reports/$id): what was reported, about whom and by whom, the
// evidence (an image inline through the admin-only route, any other file as a download), and the
// work on it: status moves along the machine's arrows, assignment, internal notes, pausing or
// deleting the reported profile (each after a confirmation; a deletion erases her and resolves
// the report) and emailing the reporter the outcome (a text prefilled in her language for the
// status, editable before it goes).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addReportNote,
  deleteReportedProfile,
  getReport,
  getReportAssignees,
  notifyReporter,
  pauseReportedProfile,
  updateReport,
} from '#app/api/admin-support.ts';
import { ApiError } from '#app/api/client.ts';
import { formatDate } from '#app/i18n/format.ts';
import {
  type AdminReportDetail,
  REPORT_NOTE_MAX,
  REPORT_REFUSALS,
  REPORT_TRANSITIONS,
  type ReportStatus,
} from '#contract/admin-report.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { ConfirmDialog } from '../users/people-confirm.tsx';
import { OverdueBadge, ReportStatusBadge, ReportType } from './support-badges.tsx';

const MOVE_LABEL: Record<ReportStatus, 'startReview' | 'resolve' | 'dismiss' | 'reopen'> = {
  open: 'reopen',
  in_review: 'startReview',
  resolved: 'resolve',
  dismissed: 'dismiss',
};

const reportKey = (id: number) => ['admin', 'reports', 'detail', id] as const;

function useWhen() {
  const { i18n } = useTranslation();
  return (iso: string) => formatDate(iso, i18n.language, 'dayTime');
}

function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const code = error instanceof ApiError ? error.body.code : undefined;
    if (typeof code === 'string' && (REPORT_REFUSALS as readonly string[]).includes(code))
      return t(`adminReports.refusal.${code as (typeof REPORT_REFUSALS)[number]}`);
    if (error instanceof ApiError && error.status === 400) return t('adminReports.invalid');
    return t('adminReports.actionError');
  };
}

export function ReportDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const report = useQuery({ queryKey: reportKey(id), queryFn: () => getReport(id) });
  const title = t('adminReports.reportNumber', { id });
  return (
    <AdminPage
      title={title}
      actions={
        <Link to="/admin/reports" className="btn-secondary px-3 py-1.5 text-sm">
          {t('adminReports.backToList')}
        </Link>
      }
    >
      {report.isPending ? (
        <LoadingText text={t('adminReports.loading')} />
      ) : report.isError ? (
        report.error instanceof ApiError && report.error.status === 404 ? (
          <p role="status" className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-700">
            {t('adminReports.notFound')}
          </p>
        ) : (
          <LoadError text={t('adminReports.error')} retryText={t('adminReports.retry')} onRetry={() => void report.refetch()} />
        )
      ) : (
        <ReportWork report={report.data} />
      )}
    </AdminPage>
  );
}

/** A change of the report: the call that makes it, and what the page says once it is made. */
interface ReportCall {
  send: (id: number) => Promise<AdminReportDetail>;
  done: string;
}

function ReportWork({ report }: { report: AdminReportDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const change = useMutation({
    mutationFn: (call: ReportCall) => call.send(report.id),
    onSuccess: (next, call) => {
      queryClient.setQueryData(reportKey(report.id), next);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      setMessage({ kind: 'ok', text: call.done });
    },
    onError: (error) => setMessage({ kind: 'error', text: errorText(error) }),
  });
  const act = (call: ReportCall) => {
    setMessage(null);
    return change.mutateAsync(call).then(
      () => true,
      () => false,
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <ReportSummary report={report} />
        <Evidence report={report} />
        <Notes
          report={report}
          pending={change.isPending}
          onAdd={(body) => act({ send: (id) => addReportNote(id, body), done: t('adminReports.noteAdded') })}
        />
      </div>
      <div className="space-y-6">
        <p aria-live="polite" role="status" className="min-h-0 text-sm" data-testid="report-message">
          {message ? <span className={message.kind === 'ok' ? 'text-green-800' : 'font-medium text-red-800'}>{message.text}</span> : null}
        </p>
        <StatusActions
          report={report}
          pending={change.isPending}
          onMove={(status) =>
            act({
              send: (id) => updateReport(id, { status }),
              done: t('adminReports.statusChanged', { status: t(`adminReports.status.${status}`) }),
            })
          }
        />
        <Assignment
          report={report}
          pending={change.isPending}
          onAssign={(assignedTo) => act({ send: (id) => updateReport(id, { assignedTo }), done: t('adminReports.assignmentSaved') })}
        />
        <PauseProfile
          report={report}
          pending={change.isPending}
          onPause={() => act({ send: pauseReportedProfile, done: t('adminReports.pause.done') })}
          onDelete={() => act({ send: deleteReportedProfile, done: t('adminReports.erase.done') })}
        />
        <NotifyReporter
          report={report}
          pending={change.isPending}
          onSend={(body) => act({ send: (id) => notifyReporter(id, body), done: t('adminReports.notify.queued') })}
        />
      </div>
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4" data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function ReportSummary({ report }: { report: AdminReportDetail }) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const language = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const profileState = report.profile
    ? report.profile.pausedAt
      ? t('adminReports.profileState.paused')
      : report.profile.isPublic
        ? t('adminReports.profileState.live')
        : t('adminReports.profileState.hidden')
    : null;
  return (
    <Section title={t('adminReports.details')} testId="report-summary">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-stone-800">{t('adminReports.col.type')}</dt>
        <dd className="text-stone-900">
          <ReportType type={report.type} targetHours={report.targetHours} />
        </dd>
        <dt className="font-medium text-stone-800">{t('adminReports.col.status')}</dt>
        <dd className="flex flex-wrap gap-1">
          <ReportStatusBadge status={report.status} />
          {report.overdue ? <OverdueBadge hours={report.ageHours} /> : null}
        </dd>
        <dt className="font-medium text-stone-800">{t('adminReports.col.received')}</dt>
        <dd className="text-stone-900">
          <time dateTime={report.createdAt}>{when(report.createdAt)}</time>
        </dd>
        <dt className="font-medium text-stone-800">{t('adminReports.col.profile')}</dt>
        <dd className="text-stone-900" data-testid="report-profile">
          {report.profile ? (
            <>
              <Link to="/admin/edit-profile/$id" params={{ id: report.profile.id }} className="text-rose-800 underline hover:text-rose-900">
                {[report.profile.firstName, report.profile.lastName].filter(Boolean).join(' ')} (#{report.profile.id})
              </Link>{' '}
              <span className="text-stone-700">· {profileState}</span>
            </>
          ) : report.profileId !== null ? (
            <span className="text-stone-700">{t('adminReports.profileDeleted', { id: report.profileId })}</span>
          ) : report.profileRef ? (
            <span>
              “{report.profileRef}” <span className="text-stone-600">({t('adminReports.profileUnmatched')})</span>
            </span>
          ) : (
            <span className="text-stone-600">{t('adminReports.noProfile')}</span>
          )}
        </dd>
        <dt className="font-medium text-stone-800">{t('adminReports.col.reporter')}</dt>
        <dd className="break-all text-stone-900" data-testid="report-reporter">
          {report.anonymous || !report.email ? (
            <span className="italic text-stone-600">{t('adminReports.anonymous')}</span>
          ) : (
            <a href={`mailto:${report.email}`} className="text-rose-800 underline">
              {report.email}
            </a>
          )}
        </dd>
        {report.type === 'takedown' && report.subjectConfirmed ? (
          <dd className="text-stone-900 sm:col-start-2" data-testid="report-subject-confirmed">
            {t('adminReports.subjectConfirmed')}
          </dd>
        ) : null}
        <dt className="font-medium text-stone-800">{t('adminReports.language')}</dt>
        <dd className="text-stone-900">{language.of(report.language) ?? report.language}</dd>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('adminReports.description')}</h3>
      <p
        className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 text-sm text-stone-900"
        data-testid="report-description"
      >
        {report.description || <span className="italic text-stone-600">{t('adminReports.descriptionErased')}</span>}
      </p>
    </Section>
  );
}

function Evidence({ report }: { report: AdminReportDetail }) {
  const { t } = useTranslation();
  const url = `/api/admin/reports/${report.id}/evidence`;
  const size = report.evidence ? new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(report.evidence.size / 1024) : '';
  return (
    <Section title={t('adminReports.evidence.title')} testId="report-evidence">
      {!report.evidence ? (
        <p className="text-sm text-stone-700">{t('adminReports.evidence.none')}</p>
      ) : (
        <div className="space-y-2">
          {report.evidence.isImage ? (
            <img
              src={url}
              alt={t('adminReports.evidence.imageAlt', { id: report.id })}
              className="max-h-96 rounded-lg border border-stone-200"
            />
          ) : null}
          <p className="text-sm">
            <a href={url} download className="text-rose-800 underline hover:text-rose-900">
              {t('adminReports.evidence.download', { type: report.evidence.mimetype, size })}
            </a>
          </p>
        </div>
      )}
    </Section>
  );
}

function StatusActions({
  report,
  pending,
  onMove,
}: {
  report: AdminReportDetail;
  pending: boolean;
  onMove: (status: ReportStatus) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Section title={t('adminReports.statusTitle')} testId="report-status-actions">
      <div className="flex flex-wrap gap-2">
        {REPORT_TRANSITIONS[report.status].map((status) => (
          <button
            key={status}
            type="button"
            disabled={pending}
            onClick={() => onMove(status)}
            className={status === 'dismissed' ? 'btn-secondary px-3 py-2 text-sm' : 'btn-primary px-3 py-2 text-sm'}
          >
            {t(`adminReports.move.${MOVE_LABEL[status]}`)}
          </button>
        ))}
      </div>
      {report.handledBy && report.resolvedAt ? (
        <p className="mt-2 text-sm text-stone-700">
          {t('adminReports.closedBy', { name: report.handledBy.username, date: formatDate(report.resolvedAt, i18n.language) })}
        </p>
      ) : null}
    </Section>
  );
}

function Assignment({ report, pending, onAssign }: { report: AdminReportDetail; pending: boolean; onAssign: (id: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const admins = useQuery({ queryKey: ['admin', 'reports', 'assignees'], queryFn: getReportAssignees });
  const options = admins.data ?? (report.assignedTo ? [report.assignedTo] : []);
  return (
    <Section title={t('adminReports.assignTitle')}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('adminReports.assignLabel')}
      </label>
      <select
        id={id}
        value={report.assignedTo?.id ?? ''}
        disabled={pending || admins.isPending}
        onChange={(event) => onAssign(event.target.value ? Number(event.target.value) : null)}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
      >
        <option value="">{t('adminReports.nobody')}</option>
        {options.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.username}
          </option>
        ))}
      </select>
      {admins.isError ? <p className="mt-1 text-sm text-red-800">{t('adminReports.assigneesError')}</p> : null}
    </Section>
  );
}

function PauseProfile({
  report,
  pending,
  onPause,
  onDelete,
}: {
  report: AdminReportDetail;
  pending: boolean;
  onPause: () => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [askingDelete, setAskingDelete] = useState(false);
  const profile = report.profile;
  if (!profile) return null;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Section title={t('adminReports.pause.title')} testId="report-pause">
      {profile.pausedAt ? (
        <p className="text-sm text-stone-800">{t('adminReports.pause.already', { name })}</p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t('adminReports.pause.explain')}</p>
          <button
            type="button"
            disabled={pending}
            onClick={() => setAsking(true)}
            className="btn-primary mt-3 bg-red-700 px-3 py-2 text-sm hover:bg-red-800"
          >
            {t('adminReports.pause.button')}
          </button>
          <ConfirmDialog
            open={asking}
            testId="pause-confirm"
            title={t('adminReports.pause.confirmTitle', { name })}
            text={t('adminReports.pause.confirmText')}
            cancelLabel={t('adminReports.cancel')}
            confirmLabel={t('adminReports.pause.confirm')}
            pending={pending}
            onCancel={() => setAsking(false)}
            onConfirm={() => void onPause().then(() => setAsking(false))}
          />
        </>
      )}
      <div className="mt-4 border-t border-stone-200 pt-4" data-testid="report-delete">
        <p className="text-sm text-stone-700">{t('adminReports.erase.explain')}</p>
        <button
          type="button"
          disabled={pending}
          onClick={() => setAskingDelete(true)}
          className="btn-primary mt-3 bg-red-700 px-3 py-2 text-sm hover:bg-red-800"
        >
          {t('adminReports.erase.button')}
        </button>
        <ConfirmDialog
          open={askingDelete}
          testId="delete-confirm"
          title={t('adminReports.erase.confirmTitle', { name })}
          text={t('adminReports.erase.confirmText')}
          cancelLabel={t('adminReports.cancel')}
          confirmLabel={t('adminReports.erase.confirm')}
          pending={pending}
          onCancel={() => setAskingDelete(false)}
          onConfirm={() => void onDelete().then(() => setAskingDelete(false))}
        />
      </div>
    </Section>
  );
}

function NotifyReporter({
  report,
  pending,
  onSend,
}: {
  report: AdminReportDetail;
  pending: boolean;
  onSend: (body: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const when = useWhen();
  // the prefill follows the status the text is about
  const [draft, setDraft] = useState<{ status: ReportStatus; text: string }>({ status: report.status, text: report.outcomeTemplate ?? '' });
  if (draft.status !== report.status) setDraft({ status: report.status, text: report.outcomeTemplate ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.text.trim()) void onSend(draft.text.trim());
  };
  return (
    <Section title={t('adminReports.notify.title')} testId="report-notify">
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
          {t('adminReports.notify.sentAt', { date: when(report.reporterNotifiedAt) })}
        </p>
      ) : null}
    </Section>
  );
}

function Notes({ report, pending, onAdd }: { report: AdminReportDetail; pending: boolean; onAdd: (body: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  const when = useWhen();
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    void onAdd(body.trim()).then((ok) => {
      if (ok) setBody('');
    });
  };
  return (
    <Section title={t('adminReports.notes.title')} testId="report-notes">
      {report.notes.length === 0 ? (
        <p className="text-sm text-stone-700">{t('adminReports.notes.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {report.notes.map((note) => (
            <li key={note.id} className="rounded-lg border border-stone-200 p-3 text-sm" data-testid="report-note" data-kind={note.kind}>
              <p className="text-xs text-stone-600">
                {note.kind === 'outcome' ? t('adminReports.notes.outcome') : t('adminReports.notes.note')} ·{' '}
                {note.admin?.username ?? t('adminReports.notes.formerAdmin')} ·{' '}
                <time dateTime={note.createdAt}>{when(note.createdAt)}</time>
                {note.kind === 'outcome' ? ` · ${note.sentAt ? t('adminReports.notes.sent') : t('adminReports.notes.queued')}` : ''}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-stone-900">{note.body}</p>
            </li>
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
    </Section>
  );
}
