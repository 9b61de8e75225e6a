// One report (/admin/reports/$id): what was reported, about whom and by whom, the
// evidence (an image inline through the admin-only route, any other file as a download), and the
// work on it: status moves along the machine's arrows, assignment, internal notes, pausing or
// deleting the reported profile (each after a confirmation; a deletion erases her and resolves
// the report) and emailing the reporter the outcome (a text prefilled in her language for the
// status, editable before it goes).
import { useTranslation } from 'react-i18next';
import type { AdminReportDetail } from '#contract/admin-report.schema.ts';
import { DetailPage, Notice } from '../detail-page.tsx';
import { Assignment, PauseProfile, StatusActions } from './report-actions.tsx';
import { Notes, NotifyReporter } from './report-notes.tsx';
import { Evidence, ReportSummary } from './report-summary.tsx';
import { useReport, useReportWork } from './use-report-work.ts';

export function ReportDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const report = useReport(id);
  return (
    <DetailPage
      title={t('adminReports.reportNumber', { id })}
      backTo="/admin/reports"
      query={report}
      texts={{
        back: t('adminReports.backToList'),
        loading: t('adminReports.loading'),
        notFound: t('adminReports.notFound'),
        error: t('adminReports.error'),
        retry: t('adminReports.retry'),
      }}
    >
      {(data) => <ReportWork report={data} />}
    </DetailPage>
  );
}

function ReportWork({ report }: { report: AdminReportDetail }) {
  const work = useReportWork(report.id);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-6">
        <ReportSummary report={report} />
        <Evidence report={report} />
        <Notes report={report} pending={work.pending} onAdd={work.addNote} />
      </div>
      <div className="space-y-6">
        <Notice notice={work.notice} testId="report-message" />
        <StatusActions report={report} pending={work.pending} onMove={work.move} />
        <Assignment report={report} pending={work.pending} onAssign={work.assign} />
        <PauseProfile report={report} pending={work.pending} onPause={work.pause} onDelete={work.erase} />
        <NotifyReporter report={report} pending={work.pending} onSend={work.notify} />
      </div>
    </div>
  );
}
