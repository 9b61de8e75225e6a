// The messages between a page and the catalogue worker (catalog.worker.ts, decision 040). The
// page starts the pull, says whether it is visible, asks for a retry or for one page of browse
// results; the worker answers the pull's status (to every page), says when the replica changed
// (pages ask again) and answers each query with the page of rows and the replica's size.

import type { CatalogQuery, CatalogQueryResult } from '#app/local/catalog-query.ts';
import type { LocalProfile } from '#app/local/db.ts';
import type { PullStatus } from '#sync/catalog-pull.ts';

export type CatalogRequest =
  | { type: 'start' }
  | { type: 'retry' }
  | { type: 'online' }
  | { type: 'visible'; visible: boolean }
  | { type: 'query'; id: number; query: CatalogQuery };

export interface CatalogAnswerPage {
  result: CatalogQueryResult<LocalProfile>;
  /** Rows in the replica (0: empty, still filling or truly empty). */
  count: number;
}

export type CatalogAnswer =
  | { type: 'status'; status: PullStatus }
  | { type: 'changed' }
  | ({ type: 'result'; id: number } & CatalogAnswerPage);

/** One end of a connection: a dedicated worker's scope, a Worker, or a MessagePort. */
export interface CatalogPort {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}
