// GET /api/openapi.json: the API description (openapi.ts) of the app that serves it, built at its
// first request (when every router is mounted) and kept for the life of the process. Public and
// the same for everyone; revalidated on every use (a 304 through the ETag), so a release is seen
// at once.
import express from 'express';
import { setCacheControl } from '../http/cache-control.ts';
import { buildOpenApiDocument } from './openapi.ts';

export function openApiRouter(): express.Router {
  let json: string | undefined;
  const router = express.Router();
  router.get('/openapi.json', (req, res) => {
    json ??= JSON.stringify(buildOpenApiDocument(req.app));
    setCacheControl(res, 'publicRevalidated').type('json').send(json);
  });
  return router;
}
