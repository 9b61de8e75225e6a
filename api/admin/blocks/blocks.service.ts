// The admins' side of the block list: list every block, block an
// email (on one profile or everywhere), block an order's buyer with every identity the order
// holds (the receipt email's hash, the account, the card fingerprint), and unblock. Each change
// writes its audit row in its own transaction; the rows themselves are written by
// api/buyers/buyer-blocks.ts, as her own blocks are.
import {
  ADMIN_BLOCKS_PAGE_SIZE,
  type AdminBlockBuyer,
  type AdminBlockCreate,
  type AdminBlockCreated,
  type AdminBlockListItem,
  type AdminBlocksQuery,
  BLOCK_REFUSALS,
  type BlockRefusal,
} from '#contract/admin-block.schema.ts';
import type { Sql } from '#db/connection.ts';
import { removeBlock } from '../../buyers/buyer-blocks.queries.ts';
import { blockFromItem, buyerLabel, insertBlock } from '../../buyers/buyer-blocks.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { type AuditActor, audit } from '../audit.ts';
import { findBlockPage, findOrderItemOfProfile, lockOrderBuyer, profileExists } from './blocks.queries.ts';

/** 409 {message, code}: why a block is refused. */
export class BlockRefusedError extends AppError {
  constructor(code: BlockRefusal) {
    super(409, BLOCK_REFUSALS[code], { code });
  }
}

type Actor = AuditActor & { adminId: number };

export function createAdminBlocksService({ sql }: { sql: Sql }) {
  return {
    list(query: AdminBlocksQuery): Promise<{ blocks: AdminBlockListItem[]; total: number }> {
      return findBlockPage(sql, { limit: query.limit ?? ADMIN_BLOCKS_PAGE_SIZE, offset: query.offset ?? 0 });
    },

    /** An email typed by an admin: blocked on one profile, or everywhere. */
    create(actor: Actor, body: AdminBlockCreate): Promise<AdminBlockCreated> {
      return sql.begin(async (tx) => {
        const profileId = body.profileId ?? null;
        if (profileId !== null && !(await profileExists(tx, profileId))) throw new BlockRefusedError('unknownProfile');
        const id = await insertBlock(tx, { profileId, email: body.email, reason: body.reason, adminId: actor.adminId });
        await audit(tx, actor, 'block.create', { type: 'block', id }, { profileId, reason: body.reason });
        return { id };
      });
    },

    /** The buyer of an order, with every identity it holds: everywhere, or on one profile of that order. */
    blockBuyer(actor: Actor, orderId: number, body: AdminBlockBuyer): Promise<AdminBlockCreated> {
      return sql.begin(async (tx) => {
        const buyer = await lockOrderBuyer(tx, orderId);
        if (!buyer) throw new NotFoundError('Order not found');
        let id: number | null;
        if (body.scope === 'everywhere') {
          id = await insertBlock(tx, {
            profileId: null,
            email: buyer.email,
            userId: buyer.userId,
            cardFingerprint: buyer.cardFingerprint,
            label: buyerLabel({ disclosureFirstName: buyer.firstName, customerName: buyer.customerName, country: buyer.country }),
            reason: body.reason,
            adminId: actor.adminId,
            sourceOrderItemId: buyer.firstItemId,
          });
        } else {
          const itemId = await findOrderItemOfProfile(tx, orderId, body.scope);
          if (itemId === undefined) throw new BlockRefusedError('notInOrder');
          id = await blockFromItem(tx, { itemId, profileId: body.scope, byOwner: false, adminId: actor.adminId, reason: body.reason });
        }
        if (id === null) throw new BlockRefusedError('notInOrder');
        await audit(
          tx,
          actor,
          'order.block_buyer',
          { type: 'order', id: orderId },
          { blockId: id, scope: body.scope, reason: body.reason },
        );
        return { id };
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await sql.begin(async (tx) => {
        if (!(await removeBlock(tx, id))) throw new NotFoundError('Block not found');
        await audit(tx, actor, 'block.remove', { type: 'block', id });
      });
    },
  };
}
