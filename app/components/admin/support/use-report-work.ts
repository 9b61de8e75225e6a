// The work on one report: loading it, and each change (status, assignment, a note, pausing or
// deleting the reported profile, emailing the reporter). A change puts the answer in the cache,
// refreshes the queue and the dashboard, and says on the page how it went; each returns whether
// it was made, so a form can keep its text when it was not.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addReportNote,
  deleteReportedProfile,
  getReport,
  notifyReporter,
  pauseReportedProfile,
  updateReport,
} from '#app/api/admin-support.ts';
import { ApiError } from '#app/api/client.ts';
import { type AdminReportDetail, REPORT_REFUSALS, type ReportStatus } from '#contract/admin-report.schema.ts';
import type { NoticeState } from '../detail-page.tsx';

const reportKey = (id: number) => ['admin', 'reports', 'detail', id] as const;

export function useReport(id: number) {
  return useQuery({ queryKey: reportKey(id), queryFn: () => getReport(id) });
}

/** A change of the report: the call that makes it, and what the page says once it is made. */
interface ReportCall {
  send: (id: number) => Promise<AdminReportDetail>;
  done: string;
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

export function useReportWork(reportId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const change = useMutation({
    mutationFn: (call: ReportCall) => call.send(reportId),
    onSuccess: (next, call) => {
      queryClient.setQueryData(reportKey(reportId), next);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'reports', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      setNotice({ kind: 'ok', text: call.done });
    },
    onError: (error) => setNotice({ kind: 'error', text: errorText(error) }),
  });
  const act = (call: ReportCall) => {
    setNotice(null);
    return change.mutateAsync(call).then(
      () => true,
      () => false,
    );
  };
  return {
    notice,
    pending: change.isPending,
    move: (status: ReportStatus) =>
      act({
        send: (id) => updateReport(id, { status }),
        done: t('adminReports.statusChanged', { status: t(`adminReports.status.${status}`) }),
      }),
    assign: (assignedTo: number | null) => act({ send: (id) => updateReport(id, { assignedTo }), done: t('adminReports.assignmentSaved') }),
    addNote: (body: string) => act({ send: (id) => addReportNote(id, body), done: t('adminReports.noteAdded') }),
    pause: () => act({ send: pauseReportedProfile, done: t('adminReports.pause.done') }),
    erase: () => act({ send: deleteReportedProfile, done: t('adminReports.erase.done') }),
    notify: (body: string) => act({ send: (id) => notifyReporter(id, body), done: t('adminReports.notify.queued') }),
  };
}

export type ReportWork = ReturnType<typeof useReportWork>;
