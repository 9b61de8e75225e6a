// The message inbox over HTTP: the list's filters (subject, read, archived) and
// paging, read and archived states audited only when they change, and a reply stored with the
// message, emailed to the sender in her language ("Re: <subject label>") through the job and
// nodemailer, once for a double click, the message then answered.
import { describe, expect, it } from 'vitest';
import {
  type AdminMessageDetail,
  AdminMessageDetailSchema,
  type AdminMessageListItem,
  AdminMessageListSchema,
} from '#contract/admin-message.schema.ts';
import { insertContactMessage } from '#db/seed/factories/support.factory.ts';
import { auditRows, usingSupportApp } from '#tests/support-app.ts';

const ctx = usingSupportApp();

const list = async (query: string) => {
  const res = await ctx.client.get(`/api/admin/messages?${query}`);
  AdminMessageListSchema.parse(res.body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: (res.body as unknown as AdminMessageListItem[]).map((m) => m.id), total: Number(res.headers.get('x-total-count')) };
};
const patch = (id: number, body: unknown) => ctx.client.patch(`/api/admin/messages/${id}`, body);

describe('GET /api/admin/messages', () => {
  it('lists the inbox newest first by subject, read or unread, and the archive apart, with a total', async () => {
    const subject = 'partnership';
    const older = await insertContactMessage(ctx.db.sql, { subject, createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertContactMessage(ctx.db.sql, { subject });
    const archived = await insertContactMessage(ctx.db.sql, { subject });
    await ctx.db.sql`UPDATE contact_messages SET read_at = now() WHERE id = ${older.id}`;
    await ctx.db.sql`UPDATE contact_messages SET archived_at = now() WHERE id = ${archived.id}`;

    expect(await list(`subject=${subject}`)).toEqual({ ids: [newer.id, older.id], total: 2 });
    expect(await list(`subject=${subject}&read=unread`)).toEqual({ ids: [newer.id], total: 1 });
    expect(await list(`subject=${subject}&read=read`)).toEqual({ ids: [older.id], total: 1 });
    expect(await list(`subject=${subject}&folder=archived`)).toEqual({ ids: [archived.id], total: 1 });
    expect(await list(`subject=${subject}&limit=1&offset=1`)).toEqual({ ids: [older.id], total: 2 });
    for (const query of ['subject=spam', 'read=maybe', 'folder=trash', 'limit=101', 'archived=true']) {
      expect((await ctx.client.get(`/api/admin/messages?${query}`)).status, query).toBe(400);
    }
  });
});

describe('PATCH /api/admin/messages/:id', () => {
  it('marks read and unread, archives and brings back, auditing each change once', async () => {
    const message = await insertContactMessage(ctx.db.sql);
    const read = await patch(message.id, { read: true });
    expect((read.body as unknown as AdminMessageDetail).readAt).not.toBeNull();
    await patch(message.id, { read: true });
    expect((await auditRows(ctx.db, 'message.read', message.id)).length).toBe(1);
    expect(((await patch(message.id, { read: false })).body as unknown as AdminMessageDetail).readAt).toBeNull();
    expect((await auditRows(ctx.db, 'message.unread', message.id)).length).toBe(1);

    const archived = (await patch(message.id, { archived: true })).body as unknown as AdminMessageDetail;
    AdminMessageDetailSchema.parse(archived);
    expect(archived.archivedAt).not.toBeNull();
    expect(await auditRows(ctx.db, 'message.archive', message.id)).toMatchObject([
      { adminId: ctx.admin.id, targetType: 'contact_message', details: { changes: { archived: { from: false, to: true } } } },
    ]);
    expect(((await patch(message.id, { archived: false })).body as unknown as AdminMessageDetail).archivedAt).toBeNull();

    for (const body of [{}, { read: 'yes' }, { read: true, starred: true }]) {
      expect((await patch(message.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch(999_999, { read: true })).status).toBe(404);
  });
});

describe('POST /api/admin/messages/:id/replies', () => {
  it('stores the reply with the message, emails it in her language once, and marks the message answered', async () => {
    const message = await insertContactMessage(ctx.db.sql, {
      fullName: 'Lucía Pérez',
      email: 'lucia@example.es',
      subject: 'billing',
      language: 'es',
      message: 'Me cobraron dos veces el mismo pedido.',
    });
    const reply = 'Hola Lucía, ya hemos devuelto el segundo cargo. <Saludos>';
    const first = await ctx.client.post(`/api/admin/messages/${message.id}/replies`, { body: reply });
    const second = await ctx.client.post(`/api/admin/messages/${message.id}/replies`, { body: reply });
    expect([first.status, second.status]).toEqual([201, 201]);
    const detail = first.body as unknown as AdminMessageDetail;
    AdminMessageDetailSchema.parse(detail);
    expect(detail).toMatchObject({ status: 'answered', readAt: expect.any(String) });
    expect(detail.replies).toMatchObject([{ body: reply, admin: { id: ctx.admin.id, username: ctx.admin.username }, sentAt: null }]);
    expect(ctx.jobs.length).toBe(1);

    const [mail] = await ctx.deliverMail();
    expect(mail?.to).toEqual(['lucia@example.es']);
    expect(mail?.subject).toBe('Re: Pregunta sobre facturación');
    expect(mail?.text).toContain('Hola, Lucía Pérez:');
    expect(mail?.text).toContain(reply);
    expect(mail?.text).toContain('> Me cobraron dos veces el mismo pedido.');
    expect(mail?.html).toContain('&#60;Saludos&#62;');
    const after = (await ctx.client.get(`/api/admin/messages/${message.id}`)).body as unknown as AdminMessageDetail;
    expect(after.replies[0]?.sentAt).not.toBeNull();
    expect(after.replyCount).toBe(1);
    expect(await auditRows(ctx.db, 'message.reply', message.id)).toMatchObject([
      { details: { changes: { status: { from: 'open', to: 'answered' } } } },
    ]);
  });

  it('answers a blank or oversized reply with a 400 and stores nothing', async () => {
    const message = await insertContactMessage(ctx.db.sql);
    for (const body of [{ body: '  ' }, { body: 'x'.repeat(5001) }, {}, { body: 'Hi', cc: 'x@example.com' }]) {
      expect((await ctx.client.post(`/api/admin/messages/${message.id}/replies`, body)).status, JSON.stringify(body).slice(0, 40)).toBe(
        400,
      );
    }
    const [row] = await ctx.db.sql`SELECT count(*)::int AS n FROM contact_message_replies WHERE message_id = ${message.id}`;
    expect(row?.n).toBe(0);
  });
});
