// What can be done with a report: move its status along the machine's arrows, assign it, and
// pause or delete the reported profile (each after a confirmation; a deletion erases her and
// resolves the report).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getReportAssignees } from '#app/api/admin-support.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { type AdminReportDetail, REPORT_TRANSITIONS, type ReportStatus } from '#contract/admin-report.schema.ts';
import { DetailSection } from '../detail-section.tsx';
import { ConfirmDialog } from '../users/people-confirm.tsx';

const MOVE_LABEL: Record<ReportStatus, 'startReview' | 'resolve' | 'dismiss' | 'reopen'> = {
  open: 'reopen',
  in_review: 'startReview',
  resolved: 'resolve',
  dismissed: 'dismiss',
};

interface ActionProps {
  report: AdminReportDetail;
  pending: boolean;
}

export function StatusActions({ report, pending, onMove }: ActionProps & { onMove: (status: ReportStatus) => void }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <DetailSection title={t('adminReports.statusTitle')} testId="report-status-actions">
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
          {t('adminReports.closedBy', { name: report.handledBy.username, date: formatDate(report.resolvedAt, lang) })}
        </p>
      ) : null}
    </DetailSection>
  );
}

export function Assignment({ report, pending, onAssign }: ActionProps & { onAssign: (id: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const admins = useQuery({ queryKey: ['admin', 'reports', 'assignees'], queryFn: getReportAssignees });
  const options = admins.data ?? (report.assignedTo ? [report.assignedTo] : []);
  return (
    <DetailSection title={t('adminReports.assignTitle')}>
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
    </DetailSection>
  );
}

export function PauseProfile({
  report,
  pending,
  onPause,
  onDelete,
}: ActionProps & { onPause: () => Promise<boolean>; onDelete: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const profile = report.profile;
  if (!profile) return null;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <DetailSection title={t('adminReports.pause.title')} testId="report-pause">
      {profile.pausedAt ? (
        <p className="text-sm text-stone-800">{t('adminReports.pause.already', { name })}</p>
      ) : (
        <ConfirmedAction step="pause" name={name} pending={pending} onConfirm={onPause} testId="pause-confirm" />
      )}
      <div className="mt-4 border-t border-stone-200 pt-4" data-testid="report-delete">
        <ConfirmedAction step="erase" name={name} pending={pending} onConfirm={onDelete} testId="delete-confirm" />
      </div>
    </DetailSection>
  );
}

/** What the action does, its red button, and the dialog that asks before it is done. */
function ConfirmedAction({
  step,
  name,
  pending,
  onConfirm,
  testId,
}: {
  step: 'pause' | 'erase';
  name: string;
  pending: boolean;
  onConfirm: () => Promise<boolean>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <p className="text-sm text-stone-700">{t(`adminReports.${step}.explain`)}</p>
      <button
        type="button"
        disabled={pending}
        onClick={() => setAsking(true)}
        className="btn-primary mt-3 bg-red-700 px-3 py-2 text-sm hover:bg-red-800"
      >
        {t(`adminReports.${step}.button`)}
      </button>
      <ConfirmDialog
        open={asking}
        testId={testId}
        title={t(`adminReports.${step}.confirmTitle`, { name })}
        text={t(`adminReports.${step}.confirmText`)}
        cancelLabel={t('adminReports.cancel')}
        confirmLabel={t(`adminReports.${step}.confirm`)}
        pending={pending}
        onCancel={() => setAsking(false)}
        onConfirm={() => void onConfirm().then(() => setAsking(false))}
      />
    </>
  );
}
