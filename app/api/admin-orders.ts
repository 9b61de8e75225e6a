// The back office's order calls: the list (paged, its total in X-Total-Count), one order, what an
// admin does to it (resend the confirmation, refund, retry a refund, open the buyer's sealed
// disclosure form), the refund queue, and the buyers' block list.

import { z } from 'zod/mini';
import {
  type AdminBlockBuyer,
  type AdminBlockCreate,
  type AdminBlockCreated,
  AdminBlockCreatedSchema,
  type AdminBlockListItem,
  AdminBlockListSchema,
  type AdminBlocksQuery,
} from '#contract/admin-block.schema.ts';
import {
  type AdminOrderDetail,
  AdminOrderDetailSchema,
  type AdminOrderDisclosure,
  AdminOrderDisclosureSchema,
  type AdminOrderListItem,
  AdminOrderListItemSchema,
  type AdminRefundQueueItem,
  AdminRefundQueueItemSchema,
  type AdminRefundRequest,
  type AdminRefundResult,
  AdminRefundResultSchema,
} from '#contract/admin-order.schema.ts';
import { adminGet, adminGetWithTotal, adminSend } from './admin.ts';
import type { WithTotal } from './client.ts';

/** GET /api/admin/orders?<query>: a page of the list (query: search, filters, limit, offset). */
export function listOrders(query: string): Promise<WithTotal<AdminOrderListItem[]>> {
  return adminGetWithTotal(`/orders?${query}`, z.array(AdminOrderListItemSchema));
}

/** GET /api/admin/orders/{id} (404 for an unknown order). */
export function getOrder(id: number): Promise<AdminOrderDetail> {
  return adminGet(`/orders/${id}`, AdminOrderDetailSchema);
}

/** POST …/resend-confirmation: queues the buyer's confirmation email again (409 {code} when refused). */
export function resendConfirmation(id: number): Promise<AdminOrderDetail> {
  return adminSend('POST', `/orders/${id}/resend-confirmation`, AdminOrderDetailSchema, {});
}

/** POST …/refunds: refunds some items (or all that are left); the key makes a double click one refund. */
export function refundOrder(id: number, body: AdminRefundRequest): Promise<AdminRefundResult> {
  return adminSend('POST', `/orders/${id}/refunds`, AdminRefundResultSchema, body);
}

/** POST …/refunds/{refundId}/retry: tries a refund that did not go through again. */
export function retryRefund(id: number, refundId: number): Promise<AdminOrderDetail> {
  return adminSend('POST', `/orders/${id}/refunds/${refundId}/retry`, AdminOrderDetailSchema, {});
}

/** POST …/disclosure (superadmin, audited): the buyer's answers (409 {code: 'unreadable'} when the key is gone). */
export function openDisclosure(id: number): Promise<AdminOrderDisclosure> {
  return adminSend('POST', `/orders/${id}/disclosure`, AdminOrderDisclosureSchema, {});
}

/** GET /api/admin/orders/refund-queue: orders owing money back. */
export function getRefundQueue(): Promise<WithTotal<AdminRefundQueueItem[]>> {
  return adminGetWithTotal('/orders/refund-queue', z.array(AdminRefundQueueItemSchema));
}

/** POST …/block-buyer: blocks the order's buyer everywhere or on one of its profiles (409 {code} when refused). */
export function blockBuyer(orderId: number, body: AdminBlockBuyer): Promise<AdminBlockCreated> {
  return adminSend('POST', `/orders/${orderId}/block-buyer`, AdminBlockCreatedSchema, body);
}

/** GET /api/admin/blocks: a page of the block list, newest first. */
export function listBlocks({ limit, offset }: Required<AdminBlocksQuery>): Promise<WithTotal<AdminBlockListItem[]>> {
  return adminGetWithTotal(`/blocks?limit=${limit}&offset=${offset}`, AdminBlockListSchema);
}

/** POST /api/admin/blocks: blocks an email on one profile, or everywhere (409 {code} when refused). */
export function createBlock(body: AdminBlockCreate): Promise<AdminBlockCreated> {
  return adminSend('POST', '/blocks', AdminBlockCreatedSchema, body);
}

/** DELETE /api/admin/blocks/{id}: unblocks (204). */
export function deleteBlock(id: number): Promise<null> {
  return adminSend('DELETE', `/blocks/${id}`, z.null());
}
