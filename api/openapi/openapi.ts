// The API description (OpenAPI 3.1) of the routes an app serves: the app's own router stack says
// which routes there are, operations.ts what each takes and answers (its contract schemas, turned
// into JSON Schema by zod) and who may call it outside the back office, and the back office's
// routes their role as they declare it (api/admin/admin-route.ts). Express's `:id` is OpenAPI's
// `{id}`. Served at GET /api/openapi.json (openapi.router.ts).
import type { Application } from 'express';
import { type core, z } from 'zod';
import packageJson from '../../package.json' with { type: 'json' };
import { registeredAdminRoutes } from '../admin/admin-route.ts';
import { declaredRoutes } from './declared-routes.ts';
import { ADMIN_OPERATIONS, type Operation, type RouteAccess, SITE_OPERATIONS } from './operations.ts';

type JsonSchema = Record<string, unknown>;
type Access = RouteAccess | 'admin' | 'superadmin';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, Record<string, unknown>>;
}

export interface OpenApiOperation {
  summary: string;
  description: string;
  tags: string[];
  /** The access level, in the vocabulary of operations.ts and admin-route.ts. */
  'x-access': Access;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, unknown> };
  responses: Record<string, { description?: string; content?: Record<string, unknown>; $ref?: string }>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** What each access level asks of the caller, in words and as a security requirement. */
const ACCESS: Record<Access, { text: string; security?: Record<string, string[]> }> = {
  public: { text: 'Anyone.' },
  user: { text: 'A signed-in site user (401 otherwise).', security: { userSession: [] } },
  'owner-link': { text: 'Her owner link’s token; any other is answered 404.', security: { ownerToken: [] } },
  'her-owner-link': { text: 'The owner link of the profile the row belongs to; any other is answered 404.', security: { ownerToken: [] } },
  'approval-request-link': { text: 'The token of her mailed approval request (404 otherwise).', security: { approvalToken: [] } },
  'new-link-link': { text: 'The token of her mailed link to a new owner link (404 otherwise).', security: { ownerLinkRequest: [] } },
  'purchase-link': { text: 'The signed token of the order’s link (403 otherwise).', security: { purchaseToken: [] } },
  'checkout-session': { text: 'Whoever holds the payment session’s id (404 for an unknown one).' },
  'webhook-signature': {
    text: 'The payment provider, proved by the signature of the body (400 otherwise).',
    security: { webhookSignature: [] },
  },
  admin: { text: 'A signed-in admin or superadmin (401 otherwise).', security: { adminSession: ['admin'] } },
  superadmin: {
    text: 'A signed-in superadmin (401 without an admin session, 403 for an admin).',
    security: { adminSession: ['superadmin'] },
  },
};

const SECURITY_SCHEMES = {
  userSession: { type: 'apiKey', in: 'cookie', name: 'contacto.sid', description: 'The site session (__Host-contacto.sid in production).' },
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: 'contacto.admin',
    description: 'The back office session (__Host-contacto.admin in production); its role is admin or superadmin.',
  },
  ownerToken: { type: 'apiKey', in: 'header', name: 'X-Owner-Token', description: 'Her owner link’s token.' },
  approvalToken: { type: 'apiKey', in: 'header', name: 'X-Approval-Token', description: 'Her mailed approval request’s token.' },
  ownerLinkRequest: { type: 'apiKey', in: 'header', name: 'X-Owner-Link-Request', description: 'Her mailed link to a new owner link.' },
  purchaseToken: { type: 'apiKey', in: 'query', name: 'token', description: 'The signed token of the order’s link.' },
  webhookSignature: { type: 'apiKey', in: 'header', name: 'Stripe-Signature', description: 'The payment provider’s signature.' },
};

/** What every refusal answers: a message, sometimes a code and the fields at fault. */
const ERROR_SCHEMA = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
};

/** A contract schema as JSON Schema: what the route reads (`input`) or what it answers (`output`). */
function jsonSchema(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
  // What JSON Schema cannot say (a transform's function, a custom check) is left open.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(path: string, op: Operation): Parameter[] {
  const params = op.params ? jsonSchema(op.params, 'input') : {};
  const paramTypes = (params.properties ?? {}) as Record<string, JsonSchema>;
  const inPath = [...path.matchAll(/:(\w+)/g)].map(
    ([, name = '']): Parameter => ({
      name,
      in: 'path',
      required: true,
      schema: paramTypes[name] ?? { type: 'string' },
    }),
  );
  const query = op.query ? jsonSchema(op.query, 'input') : {};
  const required = new Set((query.required ?? []) as string[]);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]): Parameter => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    }),
  );
  return [...inPath, ...inQuery];
}

function requestBodyOf(op: Operation): OpenApiOperation['requestBody'] {
  if (op.body) return { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } };
  if (op.form) return { required: true, content: { 'multipart/form-data': { schema: jsonSchema(op.form, 'input') } } };
  return undefined;
}

function responsesOf(op: Operation): OpenApiOperation['responses'] {
  const status = op.status ?? 200;
  const content =
    op.answer === undefined
      ? undefined
      : typeof op.answer === 'string'
        ? { [op.answer]: {} }
        : { 'application/json': { schema: jsonSchema(op.answer, 'output') } };
  return {
    [String(status)]: { description: op.summary, ...(content ? { content } : {}) },
    default: { $ref: '#/components/responses/Error' },
  };
}

/** The tag of a path: the back office, or the first part of its address. */
function tagOf(path: string): string {
  if (path.startsWith('/api/admin/')) return 'admin';
  const parts = path.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[1] : parts[0]) ?? 'site';
}

/** The description of every route `app` serves that operations.ts describes. */
export function buildOpenApiDocument(app: Application): OpenApiDocument {
  const adminAccess = new Map(registeredAdminRoutes().map((r) => [`${r.method} /api/admin${r.path}`, r.access]));
  const paths: OpenApiDocument['paths'] = {};
  for (const { method, path } of declaredRoutes(app)) {
    const key = `${method} ${path}`;
    const site = SITE_OPERATIONS[key];
    const admin = adminAccess.get(key);
    const op: Operation | undefined = admin ? ADMIN_OPERATIONS[key] : site;
    const access = admin ?? site?.access;
    // An undescribed route is left out: the access matrix names it.
    if (!op || !access) continue;
    const parameters = parametersOf(path, op);
    const requestBody = requestBodyOf(op);
    const { text, security } = ACCESS[access];
    const openApiPath = path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] ??= {};
    paths[openApiPath][method.toLowerCase()] = {
      summary: op.summary,
      description: `Access: ${text}`,
      tags: [tagOf(path)],
      'x-access': access,
      ...(op.deprecated ? { deprecated: true } : {}),
      ...(security ? { security: [security] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(op),
    };
  }
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags)))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Contacto API',
      version: packageJson.version,
      description:
        'The HTTP interface of Contacto: the storefront’s and the back office’s API, media and the files search engines read. ' +
        'Bodies and answers are the shared contract schemas (contract/); every operation says who may call it (x-access). ' +
        'A state-changing request must come with the Origin of the site.',
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { Error: ERROR_SCHEMA },
      responses: {
        Error: {
          description: 'A refusal or a failure',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
