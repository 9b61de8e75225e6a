// The mailer against a real SMTP endpoint (smtp-server), and the .eml outbox used without SMTP_URL.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts';
import { createMailer } from './mailer.ts';

let smtp: TestSmtpServer;
let tmp: string;
const log = pino({ level: 'silent' });
const message = {
  to: 'buyer@example.com',
  subject: 'Tus datos de contacto – pedido #12',
  text: 'Hola:\nWhatsApp: +1 809 555 0101\nhttps://shop.example/es/purchases?order=12&token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  html: '<p>Hola</p>',
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-mail-'));
});
afterAll(async () => {
  await smtp?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('the mailer', () => {
  it('with SMTP_URL, delivers over SMTP with both parts', async () => {
    const mailer = createMailer({ from: 'Contacto <no-reply@contacto.example>', smtpUrl: smtp.url, outboxDir: tmp, log });
    expect(mailer.mode).toBe('smtp');
    await mailer.send(message);
    mailer.close();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.from).toBe('no-reply@contacto.example');
    expect(mail?.to).toEqual(['buyer@example.com']);
    expect(mail?.subject).toBe(message.subject);
    expect(mail?.text.trim()).toBe(message.text);
    expect(mail?.html.trim()).toBe(message.html);
  });

  it('without SMTP_URL, writes an .eml file to the outbox', async () => {
    const outbox = path.join(tmp, 'mail');
    const mailer = createMailer({ from: 'Contacto <no-reply@contacto.example>', outboxDir: outbox, log });
    expect(mailer.mode).toBe('outbox');
    const sent = await mailer.send(message);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(sent.file).toBe(path.join(outbox, files[0]!));
    const mail = parseMail(await readFile(sent.file!, 'utf8'), { from: '', to: [] });
    expect(mail.subject).toBe(message.subject);
    expect(mail.text).toContain('+1 809 555 0101');
  });

  it('logs each send without the address it went to', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = pino({ level: 'info' }, sink);
    const smtpMailer = createMailer({ from: 'Contacto <no-reply@contacto.example>', smtpUrl: smtp.url, outboxDir: tmp, log: logged });
    await smtpMailer.send(message);
    smtpMailer.close();
    const outboxMailer = createMailer({ from: 'Contacto <no-reply@contacto.example>', outboxDir: path.join(tmp, 'logged'), log: logged });
    await outboxMailer.send(message);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => entry.msg)).toEqual(['email sent', 'email written to the outbox (no SMTP_URL)']);
    expect(entries.every((entry) => entry.subject === message.subject)).toBe(true);
    expect(lines.join('')).not.toContain('buyer@example.com');
  });
});
