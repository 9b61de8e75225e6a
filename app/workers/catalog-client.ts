// The page's side of the catalogue worker (decision 040): one connection per page, made on first
// use — by browse asking for results, or by the catalogue sync starting after load. Without
// Worker support the same service runs on the page behind a MessageChannel (a chunk loaded then).
import type { CatalogQuery } from '#app/local/catalog-query.ts';
import type { PullStatus } from '#sync/catalog-pull.ts';
import type { CatalogAnswer, CatalogAnswerPage, CatalogPort, CatalogRequest } from './catalog-protocol.ts';

export interface CatalogConnection {
  send(request: Exclude<CatalogRequest, { type: 'query' }>): void;
  /** One page of browse results, with the replica's size. */
  query(query: CatalogQuery): Promise<CatalogAnswerPage>;
  /** Told when the replica changed (ask again); returns the unsubscribe. */
  onChanged(listener: () => void): () => void;
  /** Told the pull's status now and on every change; returns the unsubscribe. */
  onStatus(listener: (status: PullStatus) => void): () => void;
}

let connection: CatalogConnection | null = null;

function openPort(): CatalogPort {
  if (typeof Worker !== 'undefined') {
    return new Worker(new URL('./catalog.worker.ts', import.meta.url), { type: 'module', name: 'contacto-catalog' });
  }
  const channel = new MessageChannel();
  void import('./catalog-service.ts').then(({ createCatalogService }) => createCatalogService().connect(channel.port2));
  return channel.port1;
}

function connect(): CatalogConnection {
  const port = openPort();
  let nextId = 1;
  let status: PullStatus = { state: 'idle' };
  const waiting = new Map<number, (page: CatalogAnswerPage) => void>();
  const changed = new Set<() => void>();
  const statusListeners = new Set<(status: PullStatus) => void>();

  port.onmessage = (event: MessageEvent<CatalogAnswer>) => {
    const answer = event.data;
    if (answer.type === 'status') {
      status = answer.status;
      for (const listener of statusListeners) listener(status);
    } else if (answer.type === 'changed') {
      for (const listener of changed) listener();
    } else {
      const resolve = waiting.get(answer.id);
      waiting.delete(answer.id);
      resolve?.({ result: answer.result, count: answer.count });
    }
  };

  const post = (request: CatalogRequest) => port.postMessage(request);
  if (typeof document !== 'undefined') {
    const visibility = () => post({ type: 'visible', visible: document.visibilityState === 'visible' });
    document.addEventListener('visibilitychange', visibility);
    visibility();
    window.addEventListener('online', () => post({ type: 'online' }));
  }

  return {
    send: post,
    query(query) {
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, resolve);
        post({ type: 'query', id, query });
      });
    },
    onChanged(listener) {
      changed.add(listener);
      return () => changed.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      listener(status);
      return () => statusListeners.delete(listener);
    },
  };
}

export function catalogConnection(): CatalogConnection {
  connection ??= connect();
  return connection;
}
