// The reports queue's calls, every one for any admin:
//   GET   /reports                      the list (filters, paging; the total in X-Total-Count)
//   GET   /reports/assignees            the active admins a report can be assigned to
//   GET   /reports/:id                  one report with its notes
//   PATCH /reports/:id                  {status?, assignedTo?}
//   POST  /reports/:id/notes            {body}: an internal note
//   POST  /reports/:id/notify-reporter  {body}: email the reporter the outcome
//   POST  /reports/:id/pause-profile    pause the reported profile
//   POST  /reports/:id/delete-profile   delete and erase the reported profile, and resolve the report
//   GET   /reports/:id/evidence         the evidence file (admins only, never cached)
import type { Request, Router } from 'express';
import { AdminIdParamsSchema } from '#contract/admin-account.schema.ts';
import { AdminReportsQuerySchema, NotifyReporterSchema, ReportNoteSchema, UpdateReportSchema } from '#contract/admin-report.schema.ts';
import { TOTAL_COUNT_HEADER } from '#contract/admin-user.schema.ts';
import { setCacheControl } from '../../http/cache-control.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor, signedInAdmin } from '../admin-route.ts';
import { createReportsService } from './admin-reports.service.ts';

const idOf = (req: Request) => parseInput(AdminIdParamsSchema, req.params, 'Invalid report id').id;
const actorOf = (req: Request) => ({ ...auditActor(req), adminId: signedInAdmin(req).id });

export function reportsAdminRouter({ sql, storage, jobs }: Pick<AdminDeps, 'sql' | 'storage' | 'jobs'>): Router {
  const service = createReportsService({ sql, storage, jobs });
  const r = adminRoutes();

  r.get('/reports', 'admin', async (req, res) => {
    const query = parseInput(AdminReportsQuerySchema, req.query, 'Invalid query');
    const { reports, total } = await service.list(query, signedInAdmin(req).id);
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(reports);
  });

  r.get('/reports/assignees', 'admin', async (_req, res) => {
    res.json(await service.assignees());
  });

  r.get('/reports/:id', 'admin', async (req, res) => {
    res.json(await service.get(idOf(req)));
  });

  r.patch('/reports/:id', 'admin', async (req, res) => {
    const id = idOf(req);
    res.json(await service.update(actorOf(req), id, parseInput(UpdateReportSchema, req.body ?? {})));
  });

  r.post('/reports/:id/notes', 'admin', async (req, res) => {
    const id = idOf(req);
    const { body } = parseInput(ReportNoteSchema, req.body ?? {});
    res.status(201).json(await service.addNote(actorOf(req), id, body));
  });

  r.post('/reports/:id/notify-reporter', 'admin', async (req, res) => {
    const id = idOf(req);
    const { body } = parseInput(NotifyReporterSchema, req.body ?? {});
    res.json(await service.notifyReporter(actorOf(req), id, body));
  });

  r.post('/reports/:id/pause-profile', 'admin', async (req, res) => {
    res.json(await service.pauseProfile(auditActor(req), idOf(req)));
  });

  r.post('/reports/:id/delete-profile', 'admin', async (req, res) => {
    res.json(await service.deleteProfile(actorOf(req), idOf(req)));
  });

  r.get('/reports/:id/evidence', 'admin', async (req, res) => {
    const evidence = await service.evidence(idOf(req));
    res.setHeader('Content-Type', evidence.mimetype);
    res.setHeader('Content-Length', String(evidence.data.length));
    res.setHeader('Content-Disposition', `${evidence.inline ? 'inline' : 'attachment'}; filename="${evidence.filename}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    setCacheControl(res, 'privateNoStore');
    res.end(evidence.data);
  });

  return r.router;
}
