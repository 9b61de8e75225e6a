// Public profile calls: GET /api/profiles (an array; X-Total-Count
// carries the total before limit/offset), /api/profiles/featured, /api/profiles/{id} and
// /api/profiles/by-slug/{slug}/{language}. Anything not public is a 404 { message }.
// Without `limit` the list answers the first LIST_HARD_CAP (1000) matches, as the plain client
// expects; whenever more matches follow a page, a Link header names the next one (rel="next",
// docs/decisions/070), so a client at 100,000 profiles is told, not silently cut short.
// Answers come from the catalogue cache (api/catalog/catalog-cache.ts) and are revalidated on every
// use (public, no-cache + ETag): a withdrawn profile must disappear from every cache at once, and
// an unchanged list still costs only a 304.
import { type Request, type Response, Router } from 'express';
import { type ProfileListQuery, ProfileListQuerySchema } from '#contract/profile.schema.ts';
import type { Sql } from '#db/connection.ts';
import { type CatalogCache, sendAnswer } from '../catalog/catalog-cache.ts';
import { ValidationError } from '../errors.ts';
import { parseInput } from '../http/parse-input.ts';
import { createProfilesService, LIST_HARD_CAP } from './profiles.service.ts';

/** The list query with its defaults filled in, in a fixed order: one cache key and one address a page. */
function normalQuery(query: ProfileListQuery): [string, string][] {
  const entries: [string, string | number | undefined][] = [
    ['search', query.search],
    ['location', query.location],
    ['minAge', query.minAge],
    ['maxAge', query.maxAge],
    ['sort', query.sort ?? 'newest'],
    ['limit', query.limit ?? LIST_HARD_CAP],
    ['offset', query.offset ?? 0],
  ];
  return entries.filter((entry): entry is [string, string | number] => entry[1] !== undefined).map(([k, v]) => [k, String(v)]);
}

/** Link to the next page when matches follow this one (RFC 8288), else nothing. */
function nextPageLink(normal: [string, string][], total: number): Record<string, string> {
  const params = new URLSearchParams(normal);
  const next = Number(params.get('offset')) + Number(params.get('limit'));
  if (next >= total) return {};
  params.set('offset', String(next));
  return { Link: `</api/profiles?${params}>; rel="next"` };
}

export function profilesRouter(sql: Sql, cache: CatalogCache): Router {
  const service = createProfilesService(sql);
  const router = Router();
  /** The JSON text PostgreSQL wrote, sent as it is (what res.json would send for the parsed value). */
  const sendJson = async (req: Request, res: Response, key: string, json: () => Promise<string>) =>
    sendAnswer(res, await cache.answer(key, async () => ({ json: await json() }), { address: req.originalUrl }));

  router.get('/profiles', async (req, res) => {
    const query = parseInput(ProfileListQuerySchema, req.query, 'Invalid profile query');
    if (query.minAge !== undefined && query.maxAge !== undefined && query.minAge > query.maxAge) {
      throw new ValidationError('Invalid profile query', { maxAge: ['maxAge must not be below minAge'] });
    }
    const normal = normalQuery(query);
    const answer = await cache.answer(
      `list:${JSON.stringify(normal)}`,
      async () => {
        const { json, total } = await service.list(query);
        return { json, headers: { 'X-Total-Count': String(total), ...nextPageLink(normal, total) } };
      },
      { address: req.originalUrl },
    );
    sendAnswer(res, answer);
  });

  router.get('/profiles/featured', async (req, res) => {
    await sendJson(req, res, 'featured', () => service.featured());
  });

  router.get('/profiles/by-slug/:slug/:language', async (req, res) => {
    const { slug, language } = req.params;
    await sendJson(req, res, `slug:${JSON.stringify([slug, language])}`, () => service.bySlug(slug, language));
  });

  router.get('/profiles/:id', async (req, res) => {
    await sendJson(req, res, `id:${req.params.id}`, () => service.byId(req.params.id));
  });

  return router;
}
