// The reports queue over HTTP: the list's filters and paging, the status
// machine (legal moves audited, illegal ones 409 and nothing written), assignment, internal notes,
// the outcome email in the reporter's language (through the job and nodemailer, once for a double
// click), pausing the reported profile out of the public catalogue, and the evidence that only an
// admin can fetch.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AdminRefListSchema,
  type AdminReportDetail,
  AdminReportDetailSchema,
  type AdminReportListItem,
  AdminReportListSchema,
} from '#contract/admin-report.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertReport } from '#db/seed/factories/support.factory.ts';
import { adminClient } from '#tests/admin-client.ts';
import * as files from '#tests/factories/evidence.factory.ts';
import { auditRows, usingSupportApp } from '#tests/support-app.ts';

const ctx = usingSupportApp();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

const list = async (query: string) => {
  const res = await ctx.client.get(`/api/admin/reports?${query}`);
  if (res.status === 200) AdminReportListSchema.parse(res.body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { rows: res.body as unknown as AdminReportListItem[], total: Number(res.headers.get('x-total-count')) };
};
const patch = (id: number, body: unknown) => ctx.client.patch(`/api/admin/reports/${id}`, body);
const detailOf = (res: { body: unknown }) => {
  AdminReportDetailSchema.parse(res.body);
  return res.body as AdminReportDetail;
};

describe('GET /api/admin/reports', () => {
  it('filters by status, type, assignee and overdue, flags the overdue, pages with a total, and sorts either way', async () => {
    const type = 'payment';
    const old = await insertReport(ctx.db.sql, { type, status: 'open', createdAt: hoursAgo(30) });
    const fresh = await insertReport(ctx.db.sql, { type, status: 'in_review', createdAt: hoursAgo(2) });
    const closed = await insertReport(ctx.db.sql, { type, status: 'resolved', createdAt: hoursAgo(100) });
    const anonymous = await insertReport(ctx.db.sql, { type, anonymous: true, email: null, createdAt: hoursAgo(1) });
    await ctx.db.sql`UPDATE reports SET assigned_to = ${ctx.admin.id} WHERE id = ${fresh.id}`;

    const all = await list(`type=${type}`);
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.id)).toEqual([anonymous.id, fresh.id, old.id, closed.id]);
    expect((await list(`type=${type}&order=oldest`)).rows.map((r) => r.id)).toEqual([closed.id, old.id, fresh.id, anonymous.id]);
    const byId = new Map(all.rows.map((r) => [r.id, r]));
    expect(byId.get(old.id)).toMatchObject({ overdue: true, ageHours: 30, status: 'open', email: old.email, assignedTo: null });
    // closed reports are never overdue, however old
    expect(byId.get(closed.id)?.overdue).toBe(false);
    expect(byId.get(fresh.id)).toMatchObject({ overdue: false, assignedTo: { id: ctx.admin.id, username: ctx.admin.username } });
    expect(byId.get(anonymous.id)?.email).toBeNull();

    expect((await list(`type=${type}&status=active`)).rows.map((r) => r.id)).toEqual([anonymous.id, fresh.id, old.id]);
    expect((await list(`type=${type}&status=resolved`)).rows.map((r) => r.id)).toEqual([closed.id]);
    expect((await list(`type=${type}&overdue=true`)).rows.map((r) => r.id)).toEqual([old.id]);
    expect((await list(`type=${type}&assigned=me`)).rows.map((r) => r.id)).toEqual([fresh.id]);
    expect((await list(`type=${type}&assigned=unassigned`)).total).toBe(3);
    const page = await list(`type=${type}&limit=2&offset=2`);
    expect(page).toMatchObject({ total: 4 });
    expect(page.rows.map((r) => r.id)).toEqual([old.id, closed.id]);
  });

  it('gives a takedown request 72 hours before it is overdue (others 24), and filters by that type', async () => {
    const waiting = await insertReport(ctx.db.sql, { type: 'takedown', status: 'open', createdAt: hoursAgo(30) });
    const late = await insertReport(ctx.db.sql, { type: 'takedown', status: 'in_review', createdAt: hoursAgo(73) });
    const other = await insertReport(ctx.db.sql, { type: 'scam', status: 'open', createdAt: hoursAgo(30) });
    const takedowns = await list('type=takedown');
    expect(takedowns.rows.map((r) => r.id)).toEqual([waiting.id, late.id]);
    const byId = new Map(takedowns.rows.map((r) => [r.id, r]));
    expect(byId.get(waiting.id)).toMatchObject({ type: 'takedown', targetHours: 72, overdue: false, ageHours: 30 });
    expect(byId.get(late.id)).toMatchObject({ targetHours: 72, overdue: true });
    expect((await list('type=takedown&overdue=true')).rows.map((r) => r.id)).toEqual([late.id]);
    expect((await list('type=takedown&overdue=false')).rows.map((r) => r.id)).toEqual([waiting.id]);
    expect((await list('type=scam')).rows.find((r) => r.id === other.id)).toMatchObject({ targetHours: 24, overdue: true });
    const detail = detailOf(await ctx.client.get(`/api/admin/reports/${late.id}`));
    expect(detail).toMatchObject({ type: 'takedown', targetHours: 72, overdue: true, subjectConfirmed: true });
  });

  it('answers a bad or unknown query parameter with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=new', 'status'],
      ['type=spam', 'type'],
      ['limit=0', 'limit'],
      ['assigned=you', 'assigned'],
      ['sort=id', '_'],
    ]) {
      const res = await ctx.client.get(`/api/admin/reports?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.fieldErrors as object), query).toEqual([field]);
    }
  });
});

describe('the status machine', () => {
  it('moves open → in review → resolved → in review → dismissed, each move audited with from and to', async () => {
    const report = await insertReport(ctx.db.sql);
    const steps = [
      ['open', 'in_review'],
      ['in_review', 'resolved'],
      ['resolved', 'in_review'],
      ['in_review', 'dismissed'],
    ] as const;
    for (const [from, to] of steps) {
      const res = await patch(report.id, { status: to });
      expect(res.status, `${from} → ${to}`).toBe(200);
      expect(detailOf(res).status).toBe(to);
    }
    const closed = detailOf(await ctx.client.get(`/api/admin/reports/${report.id}`));
    expect(closed.handledBy).toEqual({ id: ctx.admin.id, username: ctx.admin.username });
    expect(closed.resolvedAt).not.toBeNull();
    const rows = await auditRows(ctx.db, 'report.update', report.id);
    expect(rows.map((r) => r.details.changes)).toEqual(steps.map(([from, to]) => ({ status: { from, to } })));
    expect(rows.every((r) => r.adminId === ctx.admin.id && r.targetType === 'report')).toBe(true);
  });

  it('refuses an illegal move with 409 illegalTransition and writes nothing; the same status again is a no-op', async () => {
    const report = await insertReport(ctx.db.sql);
    const res = await patch(report.id, { status: 'resolved' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('illegalTransition');
    await patch(report.id, { status: 'dismissed' });
    const back = await patch(report.id, { status: 'open' });
    expect(back.status).toBe(409);
    expect((await patch(report.id, { status: 'dismissed' })).status).toBe(200);
    const [row] = await ctx.db.sql`SELECT status FROM reports WHERE id = ${report.id}`;
    expect(row?.status).toBe('dismissed');
    expect((await auditRows(ctx.db, 'report.update', report.id)).length).toBe(1);
  });

  it('answers bad bodies with 400 and an unknown report with 404', async () => {
    const report = await insertReport(ctx.db.sql);
    for (const body of [{}, { status: 'new' }, { status: 'resolved', color: 'red' }, { assignedTo: 'me' }]) {
      const res = await patch(report.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors).toBeDefined();
    }
    expect((await patch(999_999, { status: 'in_review' })).status).toBe(404);
    expect((await ctx.client.get('/api/admin/reports/abc')).status).toBe(400);
  });
});

describe('assignment and notes', () => {
  it('assigns to an active admin (audited), refuses an unknown one, and unassigns', async () => {
    const report = await insertReport(ctx.db.sql);
    const assigned = await patch(report.id, { assignedTo: ctx.admin.id });
    expect(detailOf(assigned).assignedTo).toEqual({ id: ctx.admin.id, username: ctx.admin.username });
    const unknown = await patch(report.id, { assignedTo: 999_999 });
    expect(unknown.status).toBe(409);
    expect(unknown.body.code).toBe('unknownAdmin');
    expect(detailOf(await patch(report.id, { assignedTo: null })).assignedTo).toBeNull();
    const rows = await auditRows(ctx.db, 'report.update', report.id);
    expect(rows.map((r) => r.details.changes)).toEqual([
      { assignedTo: { from: null, to: ctx.admin.id } },
      { assignedTo: { from: ctx.admin.id, to: null } },
    ]);
    const assignees = await ctx.client.get('/api/admin/reports/assignees');
    AdminRefListSchema.parse(assignees.body);
    expect(assignees.body).toEqual(expect.arrayContaining([{ id: ctx.admin.id, username: ctx.admin.username }]));
  });

  it('keeps every internal note with its author, in order, each audited; a blank note is a 400', async () => {
    const report = await insertReport(ctx.db.sql);
    await ctx.client.post(`/api/admin/reports/${report.id}/notes`, { body: 'Checked the photos: a stock image.' });
    const res = await ctx.client.post(`/api/admin/reports/${report.id}/notes`, { body: 'Asked the owner.' });
    expect(res.status).toBe(201);
    expect(detailOf(res).notes.map((n) => [n.kind, n.body, n.admin?.username])).toEqual([
      ['note', 'Checked the photos: a stock image.', ctx.admin.username],
      ['note', 'Asked the owner.', ctx.admin.username],
    ]);
    expect((await auditRows(ctx.db, 'report.note', report.id)).length).toBe(2);
    const blank = await ctx.client.post(`/api/admin/reports/${report.id}/notes`, { body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fieldErrors).toEqual({ body: ['adminReports.validation.noteRequired'] });
  });
});

describe('POST /api/admin/reports/:id/notify-reporter', () => {
  it('emails a closed report’s outcome in the reporter’s language, once for a double click, and records when it left', async () => {
    const report = await insertReport(ctx.db.sql, { language: 'de', email: 'melder@example.de', status: 'in_review' });
    const early = await ctx.client.post(`/api/admin/reports/${report.id}/notify-reporter`, { body: 'Erledigt.' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('notClosed');

    const resolved = detailOf(await patch(report.id, { status: 'resolved' }));
    expect(resolved.notifyBlocked).toBeNull();
    expect(resolved.outcomeTemplate).toMatch(/^Wir haben das gemeldete Profil geprüft/);
    const outcome = `${resolved.outcomeTemplate} <b>Danke</b>`;
    const first = await ctx.client.post(`/api/admin/reports/${report.id}/notify-reporter`, { body: outcome });
    const second = await ctx.client.post(`/api/admin/reports/${report.id}/notify-reporter`, { body: outcome });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(ctx.jobs.length).toBe(1);
    expect(detailOf(first).notes).toMatchObject([{ kind: 'outcome', body: outcome, sentAt: null }]);

    const [mail] = await ctx.deliverMail();
    expect(mail?.to).toEqual(['melder@example.de']);
    expect(mail?.subject).toBe('Deine Meldung bei Contacto: unsere Antwort');
    expect(mail?.text).toContain('Gefälschtes Profil');
    expect(mail?.text).toContain(outcome);
    expect(mail?.html).toContain('&#60;b&#62;Danke&#60;/b&#62;');
    const after = detailOf(await ctx.client.get(`/api/admin/reports/${report.id}`));
    expect(after.reporterNotifiedAt).not.toBeNull();
    expect(after.notes[0]?.sentAt).not.toBeNull();
    expect((await auditRows(ctx.db, 'report.notify', report.id)).map((r) => r.details.status)).toEqual(['resolved']);
  });

  it('refuses an anonymous report (409 anonymous) and a blank outcome (400)', async () => {
    const report = await insertReport(ctx.db.sql, { anonymous: true, email: null, status: 'dismissed' });
    const res = await ctx.client.post(`/api/admin/reports/${report.id}/notify-reporter`, { body: 'Thanks.' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('anonymous');
    expect((await ctx.client.post(`/api/admin/reports/${report.id}/notify-reporter`, { body: '' })).status).toBe(400);
    expect(ctx.jobs.length).toBe(0);
  });
});

describe('POST /api/admin/reports/:id/pause-profile', () => {
  it('pauses the reported profile out of the public catalogue, audited once; a report without a profile is a 409', async () => {
    const profile = await insertProfile(ctx.db.sql);
    const report = await insertReport(ctx.db.sql, { profileId: profile.id, profileRef: String(profile.id) });
    expect((await fetch(`${ctx.app.url}/api/profiles/${profile.id}`)).status).toBe(200);

    const res = await ctx.client.post(`/api/admin/reports/${report.id}/pause-profile`);
    expect(res.status).toBe(200);
    expect(detailOf(res).profile).toMatchObject({ id: profile.id, isPublic: false, pausedAt: expect.any(String) });
    expect((await fetch(`${ctx.app.url}/api/profiles/${profile.id}`)).status).toBe(404);
    expect((await ctx.client.post(`/api/admin/reports/${report.id}/pause-profile`)).status).toBe(200);
    expect(await auditRows(ctx.db, 'report.pause_profile', report.id)).toMatchObject([{ details: { profileId: profile.id } }]);

    const bare = await insertReport(ctx.db.sql);
    const refused = await ctx.client.post(`/api/admin/reports/${bare.id}/pause-profile`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('noProfile');
  });
});

describe('GET /api/admin/reports/:id/evidence', () => {
  it('streams the evidence to an admin only, never cached, and never at a public address', async () => {
    const data = await files.plainPng();
    const name = `${randomUUID()}.png`;
    await ctx.storage.put('evidence', name, data, 'image/png');
    const report = await insertReport(ctx.db.sql);
    await ctx.db.sql`
      UPDATE reports SET evidence_file = ${name}, evidence_mimetype = 'image/png', evidence_size = ${data.length} WHERE id = ${report.id}`;
    const url = `${ctx.app.url}/api/admin/reports/${report.id}/evidence`;
    const cookie = [...ctx.client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

    const res = await fetch(url, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="report-${report.id}-evidence.png"`);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
    expect(detailOf(await ctx.client.get(`/api/admin/reports/${report.id}`)).evidence).toEqual({
      mimetype: 'image/png',
      size: data.length,
      isImage: true,
    });

    expect((await adminClient(ctx.app.url).get(`/api/admin/reports/${report.id}/evidence`)).status).toBe(401);
    expect((await fetch(`${ctx.app.url}/uploads/evidence/${name}`)).status).toBe(404);
    const none = await insertReport(ctx.db.sql);
    expect((await ctx.client.get(`/api/admin/reports/${none.id}/evidence`)).status).toBe(404);
  });
});

describe('POST /api/admin/reports/:id/delete-profile', () => {
  it('erases the reported profile, resolves the report and keeps who asked; an outcome queued before is not mailed', async () => {
    const profile = await insertProfile(ctx.db.sql, { firstName: 'Denunciada' });
    const report = await insertReport(ctx.db.sql, { type: 'fake', status: 'in_review', email: 'asker@example.com' });
    await ctx.db.sql`UPDATE reports SET profile_id = ${profile.id}, description = 'Denunciada usa fotos ajenas' WHERE id = ${report.id}`;
    // an outcome written while the profile was still there, its mail not sent yet
    expect((await patch(report.id, { status: 'resolved' })).status).toBe(200);
    expect((await ctx.client.post(`/api/admin/reports/${report.id}/notify-reporter`, { body: 'Denunciada fue retirada.' })).status).toBe(
      200,
    );
    expect((await patch(report.id, { status: 'in_review' })).status).toBe(200);

    const res = await ctx.client.post(`/api/admin/reports/${report.id}/delete-profile`);
    expect(res.status).toBe(200);
    expect(detailOf(res)).toMatchObject({
      status: 'resolved',
      profile: null,
      profileId: profile.id,
      description: '',
      email: 'asker@example.com',
    });
    expect(detailOf(res).notes.map((n) => n.body)).toEqual(['']);
    expect((await auditRows(ctx.db, 'report.delete_profile', report.id)).map((r) => r.details)).toEqual([{ profileId: profile.id }]);
    expect(await ctx.deliverMail()).toEqual([]);

    const again = await ctx.client.post(`/api/admin/reports/${report.id}/delete-profile`);
    expect([again.status, again.body.code]).toEqual([409, 'profileGone']);
  });

  it('refuses a report that names no profile (409 noProfile), an unknown report (404) and a bad id (400)', async () => {
    const report = await insertReport(ctx.db.sql, { type: 'technical' });
    const res = await ctx.client.post(`/api/admin/reports/${report.id}/delete-profile`);
    expect([res.status, res.body.code]).toEqual([409, 'noProfile']);
    expect((await ctx.client.post('/api/admin/reports/999999/delete-profile')).status).toBe(404);
    expect((await ctx.client.post('/api/admin/reports/abc/delete-profile')).status).toBe(400);
  });
});
