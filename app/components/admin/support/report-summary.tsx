// What a report says: its type, status, when it came, the profile it is about (a link while she
// exists), who sent it (unless anonymous), her language and her description; and its evidence, an
// image shown inline through the admin-only route or any other file as a download.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKilobytes, formatLanguageName } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminReportDetail } from '#contract/admin-report.schema.ts';
import { DetailField, DetailList, DetailSection } from '../detail-section.tsx';
import { OverdueBadge, ReportStatusBadge, ReportType } from './support-badges.tsx';

export function ReportSummary({ report }: { report: AdminReportDetail }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <DetailSection title={t('adminReports.details')} testId="report-summary">
      <DetailList>
        <DetailField label={t('adminReports.col.type')}>
          <ReportType type={report.type} targetHours={report.targetHours} />
        </DetailField>
        <DetailField label={t('adminReports.col.status')}>
          <span className="flex flex-wrap gap-1">
            <ReportStatusBadge status={report.status} />
            {report.overdue ? <OverdueBadge hours={report.ageHours} /> : null}
          </span>
        </DetailField>
        <DetailField label={t('adminReports.col.received')}>
          <time dateTime={report.createdAt}>{formatDate(report.createdAt, lang, 'dayTime')}</time>
        </DetailField>
        <DetailField label={t('adminReports.col.profile')} testId="report-profile">
          <ReportedProfile report={report} />
        </DetailField>
        <DetailField label={t('adminReports.col.reporter')} testId="report-reporter">
          {report.anonymous || !report.email ? (
            <span className="italic text-stone-600">{t('adminReports.anonymous')}</span>
          ) : (
            <a href={`mailto:${report.email}`} className="text-rose-800 underline">
              {report.email}
            </a>
          )}
        </DetailField>
        {report.type === 'takedown' && report.subjectConfirmed ? (
          <dd className="text-stone-900 sm:col-start-2" data-testid="report-subject-confirmed">
            {t('adminReports.subjectConfirmed')}
          </dd>
        ) : null}
        <DetailField label={t('adminReports.language')}>{formatLanguageName(report.language, lang)}</DetailField>
      </DetailList>
      <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('adminReports.description')}</h3>
      <p
        className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 text-sm text-stone-900"
        data-testid="report-description"
      >
        {report.description || <span className="italic text-stone-600">{t('adminReports.descriptionErased')}</span>}
      </p>
    </DetailSection>
  );
}

/** The profile reported: a link and her state while she exists, else what is left of the reference. */
function ReportedProfile({ report }: { report: AdminReportDetail }) {
  const { t } = useTranslation();
  const profile = report.profile;
  if (profile) {
    const state = profile.pausedAt
      ? t('adminReports.profileState.paused')
      : profile.isPublic
        ? t('adminReports.profileState.live')
        : t('adminReports.profileState.hidden');
    return (
      <>
        <Link to="/admin/edit-profile/$id" params={{ id: profile.id }} className="text-rose-800 underline hover:text-rose-900">
          {[profile.firstName, profile.lastName].filter(Boolean).join(' ')} (#{profile.id})
        </Link>{' '}
        <span className="text-stone-700">· {state}</span>
      </>
    );
  }
  if (report.profileId !== null)
    return <span className="text-stone-700">{t('adminReports.profileDeleted', { id: report.profileId })}</span>;
  if (report.profileRef) {
    return (
      <span>
        “{report.profileRef}” <span className="text-stone-600">({t('adminReports.profileUnmatched')})</span>
      </span>
    );
  }
  return <span className="text-stone-600">{t('adminReports.noProfile')}</span>;
}

export function Evidence({ report }: { report: AdminReportDetail }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const url = `/api/admin/reports/${report.id}/evidence`;
  return (
    <DetailSection title={t('adminReports.evidence.title')} testId="report-evidence">
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
              {t('adminReports.evidence.download', {
                type: report.evidence.mimetype,
                size: formatKilobytes(report.evidence.size, lang),
              })}
            </a>
          </p>
        </div>
      )}
    </DetailSection>
  );
}
