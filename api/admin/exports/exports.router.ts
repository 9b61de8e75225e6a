// GET /api/admin/exports/orders.csv?from=&to= (any admin) and /exports/audit.csv?from=&to=
// (superadmins): CSV downloads for whole UTC days (YYYY-MM-DD, from ≤ to, at most 366 days; else
// a 400 with field errors), streamed from a cursor, never built in memory.
import type { Router } from 'express';
import { ExportQuerySchema } from '#contract/admin-analytics.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor } from '../admin-route.ts';
import { startCsvDownload, streamCsv } from './csv-stream.ts';
import { AUDIT_COLUMNS, createExportsService, exportFileName, ORDER_COLUMNS } from './exports.service.ts';

export function exportsAdminRouter({ sql, log }: Pick<AdminDeps, 'sql' | 'log'>): Router {
  const service = createExportsService(sql);
  const r = adminRoutes();

  r.get('/exports/orders.csv', 'admin', async (req, res) => {
    const range = parseInput(ExportQuerySchema, req.query, 'Invalid date range');
    const rows = await service.orders(range, auditActor(req));
    startCsvDownload(res, exportFileName('orders', range));
    await streamCsv(res, ORDER_COLUMNS, rows, log);
  });

  r.get('/exports/audit.csv', 'superadmin', async (req, res) => {
    const range = parseInput(ExportQuerySchema, req.query, 'Invalid date range');
    const rows = await service.auditLog(range, auditActor(req));
    startCsvDownload(res, exportFileName('audit-log', range));
    await streamCsv(res, AUDIT_COLUMNS, rows, log);
  });

  return r.router;
}
