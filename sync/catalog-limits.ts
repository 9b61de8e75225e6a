// The catalogue replica's numbers shared by the server and the device, apart from the pull's
// schemas: a module that imports one of them does not bring in zod (decision 049: the home's
// featured cards read the bound after the load event, and took zod along).

/** Featured cards older than the bound that a bounded snapshot carries, and a bounded replica
 * keeps: the home shows 8; the rest stand in when one is withdrawn before the next snapshot. */
export const BOUND_FEATURED = 24;
