// The page her approval mail links to (/$lang/requests/<token>): the one request it opens, in the
// card her owner page uses, with Accept and Decline; once decided, its outcome. A token that
// opens nothing is a friendly not-found (her owner link lists every request). Never indexed, no
// Referer, nothing kept on the device.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#app/api/client.ts';
import { decideApprovalRequestLink, fetchApprovalRequestLink } from '#app/api/owner.ts';
import { ErrorPanel, LoadingPanel } from '#app/components/layout/loading-panel.tsx';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import type { Language } from '#app/i18n/language.ts';
import type { ApprovalDecision } from '#contract/approval-request.schema.ts';
import { ApprovalRequestCard } from './approval-request-card.tsx';
import { useNoReferrer } from './use-no-referrer.ts';
import { useTokenView } from './use-owner-profile.ts';

const isTokenShape = (token: string) => /^[\w-]{20,200}$/.test(token);

export function ApprovalRequestLinkPage({ token, lang }: { token: string; lang: Language }) {
  const { t } = useTranslation();
  const { state, retry, show, invalid } = useTokenView(token, isTokenShape, fetchApprovalRequestLink);
  useNoIndex();
  useNoReferrer();
  usePageTitle(t('owner.approvalRequests.link.title'));

  const answer = async (values: ApprovalDecision) => {
    try {
      show(await decideApprovalRequestLink(token, values));
      toast({
        title: t(values.decision === 'approve' ? 'owner.approvalRequests.done.approve' : 'owner.approvalRequests.done.decline'),
        variant: 'success',
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) invalid();
      else toast({ title: t('owner.done.failed'), variant: 'destructive' });
    }
  };

  if (state.status === 'loading') {
    return <LoadingPanel label={t('owner.approvalRequests.link.loading')} testId="approval-request-link-loading" />;
  }
  if (state.status === 'error') {
    return (
      <ErrorPanel
        title={t('owner.approvalRequests.link.errorTitle')}
        text={t('owner.approvalRequests.link.errorText')}
        retryLabel={t('owner.retry')}
        onRetry={retry}
        testId="approval-request-link-error"
      />
    );
  }
  if (state.status === 'invalid' || state.status === 'deleted') {
    return (
      <StatusPanel
        title={t('owner.approvalRequests.link.invalidTitle')}
        testId="approval-request-link-invalid"
        actions={
          <Link to="/$lang" params={{ lang }} className="btn-primary px-5 py-2.5">
            {t('owner.approvalRequests.link.home')}
          </Link>
        }
      >
        <StatusText>{t('owner.approvalRequests.link.invalidText')}</StatusText>
      </StatusPanel>
    );
  }
  const { request, outcome } = state.view;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10" data-testid="approval-request-link-page">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{t('owner.approvalRequests.link.title')}</h1>
      {outcome ? null : <p className="mt-2 text-stone-700">{t('owner.approvalRequests.link.intro')}</p>}
      <div className="mt-6">
        <ApprovalRequestCard request={request} outcome={outcome} onAnswer={answer} headingLevel={2} />
      </div>
    </div>
  );
}
