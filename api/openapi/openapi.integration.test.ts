// GET /api/openapi.json: a valid OpenAPI 3.1 document, cached as the named policy says, whose
// operations carry the contract schemas and the access of their routes, and whose description
// map (operations.ts) names no route the app does not serve. That every served route is in the
// document is the access matrix's to check (api/access-matrix.integration.test.ts).
import http from 'node:http';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CACHE_CONTROL } from '#api/http/cache-control.ts';
import { LoginSchema, UserSchema } from '#contract/auth.schema.ts';
import { ProfileListQuerySchema, PublicProfileSchema } from '#contract/profile.schema.ts';
import { type AuthTestApp, startAuthApp } from '#tests/auth-client.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { declaredRoutes } from './declared-routes.ts';
import type { OpenApiDocument } from './openapi.ts';
import { ADMIN_OPERATIONS, SITE_OPERATIONS } from './operations.ts';

let db: TestDatabase;
let app: AuthTestApp;
let doc: OpenApiDocument;
let answer: Response;

/** A contract schema as the document should carry it. */
const asJson = (schema: z.core.$ZodType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startAuthApp(db.sql);
  answer = await fetch(`${app.url}/api/openapi.json`);
  doc = (await answer.json()) as OpenApiDocument;
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is public and revalidated on every use, a 304 while it has not changed', async () => {
    expect(answer.headers.get('cache-control')).toBe(CACHE_CONTROL.publicRevalidated);
    const etag = answer.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, because fetch adds Cache-Control: no-cache to conditional requests
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${app.url}/api/openapi.json`, { headers: { 'If-None-Match': etag ?? '' } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('writes Express parameters as OpenAPI ones, each described', () => {
    const retry = doc.paths['/api/admin/orders/{id}/refunds/{refundId}/retry']?.post;
    expect(retry?.parameters?.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['refundId', 'path', true],
    ]);
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
    // a parameter with a contract takes its schema
    const status = doc.paths['/api/favorites/{profileId}/status']?.get;
    expect(status?.parameters?.[0]).toMatchObject({ name: 'profileId', in: 'path', schema: { type: 'integer' } });
  });

  it('carries the contract schemas of a route’s query, body and answer', () => {
    const list = doc.paths['/api/profiles']?.get;
    const query = asJson(ProfileListQuerySchema, 'input') as { properties: Record<string, unknown> };
    expect(list?.parameters?.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])).toEqual(Object.entries(query.properties));
    expect(list?.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'array', items: asJson(PublicProfileSchema, 'output') } } },
    });

    const login = doc.paths['/api/auth/login']?.post;
    expect(login?.requestBody).toEqual({ required: true, content: { 'application/json': { schema: asJson(LoginSchema, 'input') } } });
    expect(login?.responses['200']).toMatchObject({ content: { 'application/json': { schema: asJson(UserSchema, 'output') } } });
    expect(login?.responses.default).toEqual({ $ref: '#/components/responses/Error' });

    // multipart forms, and answers that are not JSON
    expect(Object.keys(doc.paths['/api/reports']?.post?.requestBody?.content as object)).toEqual(['multipart/form-data']);
    expect(Object.keys(doc.paths['/api/admin/exports/orders.csv']?.get?.responses['200']?.content as object)).toEqual(['text/csv']);
    expect(doc.paths['/api/owner/profile']?.delete?.responses['204']).toEqual({ description: expect.any(String) });
  });

  it('states the access of each route: the back office’s as its routes declare it', () => {
    expect(doc.paths['/api/admin/activity']?.get).toMatchObject({ 'x-access': 'superadmin', security: [{ adminSession: ['superadmin'] }] });
    expect(doc.paths['/api/admin/orders']?.get).toMatchObject({ 'x-access': 'admin', security: [{ adminSession: ['admin'] }] });
    expect(doc.paths['/api/admin/login']?.post?.['x-access']).toBe('public');
    expect(doc.paths['/api/admin/login']?.post?.security).toBeUndefined();
    expect(doc.paths['/api/favorites']?.get).toMatchObject({ 'x-access': 'user', security: [{ userSession: [] }] });
    expect(doc.paths['/api/owner/profile']?.get).toMatchObject({ 'x-access': 'owner-link', security: [{ ownerToken: [] }] });
    const schemes = doc.components.securitySchemes as Record<string, unknown>;
    for (const op of Object.values(doc.paths).flatMap((item) => Object.values(item))) {
      for (const requirement of op.security ?? []) for (const scheme of Object.keys(requirement)) expect(schemes).toHaveProperty(scheme);
    }
  });

  it('describes only routes the app serves', () => {
    const served = new Set(declaredRoutes(app.express).map((r) => `${r.method} ${r.path}`));
    const stale = [...Object.keys(SITE_OPERATIONS), ...Object.keys(ADMIN_OPERATIONS)].filter((key) => !served.has(key));
    expect(stale).toEqual([]);
    const outsideAdmin = Object.keys(ADMIN_OPERATIONS).filter((key) => !key.split(' ')[1]?.startsWith('/api/admin/'));
    expect(outsideAdmin).toEqual([]);
  });
});
