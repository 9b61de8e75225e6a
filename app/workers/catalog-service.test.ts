import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCatalogPage } from '#app/local/catalog.ts';
import { EDGE_KEY } from '#app/local/catalog-bound.ts';
import { db } from '#app/local/db.ts';
import { buildCatalogCard } from '#tests/factories/catalog-card.factory.ts';
import type { CatalogAnswer } from './catalog-protocol.ts';
import { createCatalogService } from './catalog-service.ts';

const card = (id: number, firstName: string, createdAt: string) => buildCatalogCard(id, { firstName, lastName: 'P.', createdAt });

/** A page's end of the connection: what the service answered, and a way to ask. */
function fakePage() {
  const answers: CatalogAnswer[] = [];
  const port = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (message: unknown) => answers.push(message as CatalogAnswer),
  };
  const send = (request: unknown) => port.onmessage?.({ data: request } as MessageEvent);
  return { port, answers, send };
}

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 5_000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.profiles.clear();
  await db.syncState.clear();
});

describe('the catalogue service (the worker)', () => {
  it('answers a page of browse results from the replica, and says when the replica changed', async () => {
    await applyCatalogPage(
      {
        changes: [
          { kind: 'upsert', profile: card(1, 'María', '2026-01-01T00:00:00.000Z') },
          { kind: 'upsert', profile: card(2, 'Ana', '2026-02-01T00:00:00.000Z') },
          { kind: 'upsert', profile: card(3, 'Mariana', '2026-03-01T00:00:00.000Z') },
        ],
        cursor: 'c1',
        hasMore: false,
        snapshotComplete: true,
      },
      { startsSnapshot: true, evictMedia: async () => undefined },
    );
    const page = fakePage();
    createCatalogService().connect(page.port);
    expect(page.answers[0]).toEqual({ type: 'status', status: { state: 'idle' } });

    page.send({ type: 'query', id: 7, query: { search: 'mari', pageSize: 1, page: 2 } });
    await until(() => page.answers.some((a) => a.type === 'result'));
    const result = page.answers.find((a) => a.type === 'result');
    expect(result).toMatchObject({ id: 7, count: 3, result: { total: 2, page: 2, pageCount: 2 } });
    expect(result?.type === 'result' && result.result.items.map((row) => row.id)).toEqual([1]);

    await applyCatalogPage({ changes: [{ kind: 'delete', id: 3 }], cursor: 'c2', hasMore: false }, { evictMedia: async () => undefined });
    await until(() => page.answers.some((a) => a.type === 'changed'));
    page.send({ type: 'query', id: 8, query: { search: 'mari', pageSize: 1 } });
    await until(() => page.answers.some((a) => a.type === 'result' && a.id === 8));
    expect(page.answers.find((a) => a.type === 'result' && a.id === 8)).toMatchObject({ count: 2, result: { total: 1 } });
  });

  it("answers within the replica's edge from memory, and follows a move of the edge", async () => {
    await applyCatalogPage(
      {
        changes: [
          { kind: 'upsert', profile: card(1, 'María', '2026-01-01T00:00:00.000Z') },
          { kind: 'upsert', profile: card(2, 'Mariela', '2026-02-01T00:00:00.000Z') },
          { kind: 'upsert', profile: card(3, 'Mariana', '2026-03-01T00:00:00.000Z') },
        ],
        cursor: 'c1',
        hasMore: false,
        snapshotComplete: true,
      },
      { startsSnapshot: true, evictMedia: async () => undefined },
    );
    await db.syncState.put({ key: EDGE_KEY, value: { createdTime: Date.parse('2026-02-01T00:00:00.000Z'), id: 2 } });
    const page = fakePage();
    createCatalogService().connect(page.port);
    const ask = async (id: number) => {
      page.send({ type: 'query', id, query: { search: 'mari', pageSize: 10 } });
      await until(() => page.answers.some((a) => a.type === 'result' && a.id === id));
      const answer = page.answers.find((a) => a.type === 'result' && a.id === id);
      return answer?.type === 'result' ? answer : undefined;
    };
    // María is older than the edge: out of browse, still counted in the replica.
    expect(await ask(1)).toMatchObject({ count: 3, result: { total: 2 } });

    const reads = vi.spyOn(db.syncState, 'get');
    expect((await ask(2))?.result.items.map((row) => row.id)).toEqual([3, 2]);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();

    await db.syncState.put({ key: EDGE_KEY, value: { createdTime: Date.parse('2026-03-01T00:00:00.000Z'), id: 3 } });
    await until(() => page.answers.some((a) => a.type === 'changed'));
    expect((await ask(3))?.result.items.map((row) => row.id)).toEqual([3]);
  });

  it('pulls the feed into the replica once started, and tells every page the status', async () => {
    const feed = vi.fn(async () =>
      Response.json({
        changes: [{ kind: 'upsert', profile: card(5, 'Lucía', '2026-01-05T00:00:00.000Z') }],
        cursor: 'c9',
        hasMore: false,
        snapshotComplete: true,
      }),
    );
    vi.stubGlobal('fetch', feed);
    const service = createCatalogService();
    const first = fakePage();
    const second = fakePage();
    service.connect(first.port);
    service.connect(second.port);
    first.send({ type: 'start' });
    await until(() => second.answers.some((a) => a.type === 'status' && a.status.state === 'ready'));
    expect(first.answers.some((a) => a.type === 'status' && a.status.state === 'syncing')).toBe(true);
    expect(feed).toHaveBeenCalledOnce();
    expect(await db.profiles.get(5)).toMatchObject({ firstName: 'Lucía' });
  });
});
