// Her approval requests: the purchases waiting for her decision (approve or decline), her
// decisions, and her block list, through her owner link (X-Owner-Token) or through the link
// mailed with one approval request (X-Approval-Token, which opens that one only). The decision itself — the release,
// the decline, the settling of the payment — is the approval engine's (api/orders/approval-decisions.ts);
// this service finds what the token opens and says what her page shows after it. An unknown
// token, or an item or block that is not hers, is the one NotFoundError.
import type { Logger } from 'pino';
import type { ApprovalDecision } from '#contract/approval-request.schema.ts';
import type { ApprovalRequestLinkView, OwnerApprovalRequests } from '#contract/owner.schema.ts';
import type { Sql } from '#db/connection.ts';
import { blocksOf, removeBlock } from '../buyers/buyer-blocks.queries.ts';
import { blockFromItem } from '../buyers/buyer-blocks.ts';
import type { DisclosureSeal } from '../buyers/buyer-disclosure.ts';
import { NotFoundError, ServiceUnavailableError } from '../errors.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { decideApprovalRequest, itemByApprovalToken } from '../orders/approval-decisions.ts';
import { awaitingApprovalRequests, findApprovalRequest, findReleasePolicy, recentApprovalRequests } from './approval-requests.queries.ts';
import { openOwnerLink } from './owner.service.ts';

export interface OwnerApprovalRequestsDeps {
  sql: Sql;
  jobs?: JobSender;
  log: Logger;
  /** Opens the buyers' sealed disclosure forms for her. */
  disclosures: Pick<DisclosureSeal, 'open'>;
}

const notFound = () => new NotFoundError('Not found');

export function createOwnerApprovalRequestsService({ sql, jobs, log, disclosures }: OwnerApprovalRequestsDeps) {
  const open = (sealed: string) => disclosures.open(sealed);
  const profileOf = async (token: string | undefined): Promise<number> => (await openOwnerLink(sql, token)).id;

  const listOf = async (profileId: number): Promise<OwnerApprovalRequests> => {
    const releasePolicy = await findReleasePolicy(sql, profileId);
    if (!releasePolicy) throw notFound();
    const [requests, recent, blocks] = await Promise.all([
      awaitingApprovalRequests(sql, profileId, open),
      recentApprovalRequests(sql, profileId, open),
      blocksOf(sql, profileId),
    ]);
    return { releasePolicy, requests, recent, blocks };
  };

  /** Her decision through the engine; an approval request that is not hers is the one 404. */
  const decide = async (profileId: number, itemId: number, { decision, block }: ApprovalDecision): Promise<void> => {
    if (!jobs) throw new ServiceUnavailableError('No job queue: decisions cannot be settled');
    const outcome = await decideApprovalRequest({ sql, jobs, log }, { itemId, profileId, decision, block });
    if (outcome.kind === 'not-found') throw notFound();
  };

  const linkViewOf = async (item: { itemId: number; profileId: number }): Promise<ApprovalRequestLinkView> => {
    const found = await findApprovalRequest(sql, item.itemId, item.profileId, open);
    if (!found) throw notFound();
    return found;
  };
  const linkItem = async (token: string | undefined) => {
    const item = token ? await itemByApprovalToken(sql, token) : null;
    if (!item) throw notFound();
    return item;
  };

  return {
    /** Her policy, the requests waiting for her, the ones decided lately, her block list. */
    async list(token: string | undefined): Promise<OwnerApprovalRequests> {
      return listOf(await profileOf(token));
    },

    /** She approves or declines (twice is harmless: the engine answers 'already'); the list after it. */
    async decide(token: string | undefined, itemId: number, values: ApprovalDecision): Promise<OwnerApprovalRequests> {
      const profileId = await profileOf(token);
      if ((await findApprovalRequest(sql, itemId, profileId, open)) === undefined) throw notFound();
      await decide(profileId, itemId, values);
      return listOf(profileId);
    },

    /** Blocks the buyer of one of her requests (a decided one, from her recent list). */
    async block(token: string | undefined, itemId: number): Promise<OwnerApprovalRequests> {
      const profileId = await profileOf(token);
      if ((await findApprovalRequest(sql, itemId, profileId, open)) === undefined) throw notFound();
      if ((await blockFromItem(sql, { itemId, profileId, byOwner: true })) === null) throw notFound();
      return listOf(profileId);
    },

    /** Takes a block she made off her list; another profile's, or one an admin made, is not hers to take. */
    async unblock(token: string | undefined, blockId: number): Promise<OwnerApprovalRequests> {
      const profileId = await profileOf(token);
      const mine = (await blocksOf(sql, profileId)).some((b) => b.id === blockId && b.byOwner);
      if (!mine || !(await removeBlock(sql, blockId, { profileId }))) throw notFound();
      return listOf(profileId);
    },

    /** The one request her emailed link opens, with its outcome once decided. */
    async linkView(token: string | undefined): Promise<ApprovalRequestLinkView> {
      return linkViewOf(await linkItem(token));
    },

    async linkDecide(token: string | undefined, values: ApprovalDecision): Promise<ApprovalRequestLinkView> {
      const item = await linkItem(token);
      await decide(item.profileId, item.itemId, values);
      return linkViewOf(item);
    },
  };
}

export type OwnerApprovalRequestsService = ReturnType<typeof createOwnerApprovalRequestsService>;
