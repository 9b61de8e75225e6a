// The states of an order (00003_checkout.sql) and the two groups the code asks about: which
// orders a payment may still fulfil, and which are paid (their contacts may be shown or mailed).

export type OrderStatus = 'pending' | 'completed' | 'expired' | 'cancelled' | 'awaiting_approval' | 'failed';

/** States from which a payment still fulfils: a late payment of an expired checkout is delivered too. */
export const FULFILLABLE_STATUSES: ReadonlySet<string> = new Set<OrderStatus>(['pending', 'expired']);

/** Paid orders: completed, or waiting for a profile owner to approve the buyer. */
export const PAID_STATUSES: ReadonlySet<string> = new Set<OrderStatus>(['completed', 'awaiting_approval']);

export const isFulfillable = (status: string): boolean => FULFILLABLE_STATUSES.has(status);
export const isPaid = (status: string): boolean => PAID_STATUSES.has(status);
