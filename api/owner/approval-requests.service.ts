// Her requests: the purchases waiting for her answer, her answers, and
// her block list, through her owner link (X-Owner-Token) or through the link mailed with one
// request (X-Approval-Token, which opens that request only). The decision itself — the release,
// the decline, the settling of the payment — is the approval engine's (api/orders/approval-decisions.ts);
// this service finds what the token opens and says what her page shows after it. An unknown
// token, or an item or block that is not hers, is the one NotFoundError.
import type { Logger } from 'pino';
import type { ApprovalAnswer } from '#contract/approval-request.schema.ts';
import type { ApprovalLinkView, OwnerRequests } from '#contract/owner.schema.ts';
import type { Sql } from '#db/connection.ts';
import { blocksOf, removeBlock } from '../buyers/buyer-blocks.queries.ts';
import { blockFromItem } from '../buyers/buyer-blocks.ts';
import type { DisclosureSeal } from '../buyers/buyer-disclosure.ts';
import { NotFoundError, ServiceUnavailableError } from '../errors.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { answerApproval, itemByApprovalToken } from '../orders/approval-decisions.ts';
import { openOwnerLink } from './owner.service.ts';
import { awaitingRequests, findReleasePolicy, findRequest, recentRequests } from './approval-requests.queries.ts';

export interface OwnerRequestsDeps {
  sql: Sql;
  jobs?: JobSender;
  log: Logger;
  /** Opens the buyers' sealed disclosure forms for her. */
  disclosures: Pick<DisclosureSeal, 'open'>;
}

const notFound = () => new NotFoundError('Not found');

export function createOwnerRequestsService({ sql, jobs, log, disclosures }: OwnerRequestsDeps) {
  const open = (sealed: string) => disclosures.open(sealed);
  const profileOf = async (token: string | undefined): Promise<number> => (await openOwnerLink(sql, token)).id;

  const listOf = async (profileId: number): Promise<OwnerRequests> => {
    const releasePolicy = await findReleasePolicy(sql, profileId);
    if (!releasePolicy) throw notFound();
    const [requests, recent, blocks] = await Promise.all([
      awaitingRequests(sql, profileId, open),
      recentRequests(sql, profileId, open),
      blocksOf(sql, profileId),
    ]);
    return { releasePolicy, requests, recent, blocks };
  };

  /** Her answer through the engine; a request that is not hers is the one 404. */
  const answer = async (profileId: number, itemId: number, { decision, block }: ApprovalAnswer): Promise<void> => {
    if (!jobs) throw new ServiceUnavailableError('No job queue: answers cannot be settled');
    const outcome = await answerApproval({ sql, jobs, log }, { itemId, profileId, decision, block });
    if (outcome.kind === 'not-found') throw notFound();
  };

  const linkViewOf = async (item: { itemId: number; profileId: number }): Promise<ApprovalLinkView> => {
    const found = await findRequest(sql, item.itemId, item.profileId, open);
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
    async list(token: string | undefined): Promise<OwnerRequests> {
      return listOf(await profileOf(token));
    },

    /** Her yes or no (twice is harmless: the engine answers 'already'); the list after it. */
    async answer(token: string | undefined, itemId: number, values: ApprovalAnswer): Promise<OwnerRequests> {
      const profileId = await profileOf(token);
      if ((await findRequest(sql, itemId, profileId, open)) === undefined) throw notFound();
      await answer(profileId, itemId, values);
      return listOf(profileId);
    },

    /** Blocks the buyer of one of her requests (a decided one, from her recent list). */
    async block(token: string | undefined, itemId: number): Promise<OwnerRequests> {
      const profileId = await profileOf(token);
      if ((await findRequest(sql, itemId, profileId, open)) === undefined) throw notFound();
      if ((await blockFromItem(sql, { itemId, profileId, byOwner: true })) === null) throw notFound();
      return listOf(profileId);
    },

    /** Takes a block she made off her list; another profile's, or one an admin made, is not hers to take. */
    async unblock(token: string | undefined, blockId: number): Promise<OwnerRequests> {
      const profileId = await profileOf(token);
      const mine = (await blocksOf(sql, profileId)).some((b) => b.id === blockId && b.byOwner);
      if (!mine || !(await removeBlock(sql, blockId, { profileId }))) throw notFound();
      return listOf(profileId);
    },

    /** The one request her emailed link opens, with its outcome once decided. */
    async linkView(token: string | undefined): Promise<ApprovalLinkView> {
      return linkViewOf(await linkItem(token));
    },

    async linkAnswer(token: string | undefined, values: ApprovalAnswer): Promise<ApprovalLinkView> {
      const item = await linkItem(token);
      await answer(item.profileId, item.itemId, values);
      return linkViewOf(item);
    },
  };
}

export type OwnerRequestsService = ReturnType<typeof createOwnerRequestsService>;
