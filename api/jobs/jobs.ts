// Every job the system knows; workers register them all.
import { supportMailJob } from '../admin/support-mail/support-mail.job.ts';
import { accountMailJob } from '../auth/account-mail.job.ts';
import { disclosureRetentionJob } from '../buyers/disclosure-retention.job.ts';
import { mediaPublishJob } from '../media/media-publish.job.ts';
import { mediaPurgeJob } from '../media/media-purge.job.ts';
import { videoJob } from '../media/video.job.ts';
import { approvalDeadlinesJob } from '../orders/approval-deadline.job.ts';
import { approvalRequestJob } from '../orders/approval-request.job.ts';
import { orderConfirmationJob } from '../orders/order-confirmation.job.ts';
import { orderOutcomeJob } from '../orders/order-outcome.job.ts';
import { reconcileJob } from '../orders/reconcile.job.ts';
import { refundJob } from '../orders/refund.job.ts';
import { settleJob } from '../orders/settle.job.ts';
import { ownerLinkMailJob } from '../owner/owner-link-mail.job.ts';
import { consentRetentionJob } from '../retention/consent-retention.job.ts';
import { idleAccountsJob } from '../retention/idle-accounts.job.ts';
import { recordsRetentionJob } from '../retention/records-retention.job.ts';
import { supportRetentionJob } from '../retention/support-retention.job.ts';
import { cleanupJob } from './cleanup.job.ts';
import type { JobDefinition } from './queues.ts';

export const ALL_JOBS: JobDefinition<never>[] = [
  accountMailJob as JobDefinition<never>,
  approvalDeadlinesJob as JobDefinition<never>,
  approvalRequestJob as JobDefinition<never>,
  cleanupJob as JobDefinition<never>,
  consentRetentionJob as JobDefinition<never>,
  disclosureRetentionJob as JobDefinition<never>,
  idleAccountsJob as JobDefinition<never>,
  mediaPublishJob as JobDefinition<never>,
  mediaPurgeJob as JobDefinition<never>,
  orderConfirmationJob as JobDefinition<never>,
  orderOutcomeJob as JobDefinition<never>,
  ownerLinkMailJob as JobDefinition<never>,
  reconcileJob as JobDefinition<never>,
  recordsRetentionJob as JobDefinition<never>,
  refundJob as JobDefinition<never>,
  settleJob as JobDefinition<never>,
  supportMailJob as JobDefinition<never>,
  supportRetentionJob as JobDefinition<never>,
  videoJob as JobDefinition<never>,
];
