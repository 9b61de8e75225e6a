// The owner link's e2e helpers: a profile submitted through the API (photo uploaded with POST
// /api/upload) from the page, approved directly in the e2e database (the review screen is a
// later issue), and her page's texts.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type ownerEnglish from '../../app/i18n/locales/owner/en.json';
import { type Lang, messages } from '../fixtures.ts';
import { withE2eDatabase } from './forms.ts';

export const owner = (lang: Lang) => (messages[lang] as unknown as typeof ownerEnglish).owner;

/** Letters only, so the name is a valid first name and a unique search word. */
export const uniqueName = () =>
  `Zuleidy${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function jpeg(): Promise<string> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg()
    .toBuffer();
  return data.toString('base64');
}

/** Uploads a photo and submits a profile from the page (same origin), in `lang`; answers { id, ownerToken }. */
export async function submitProfile(page: Page, lang: Lang, firstName: string): Promise<{ id: number; ownerToken: string }> {
  const photo = await jpeg();
  return page.evaluate(
    async ({ photo, firstName, lang }) => {
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('files', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
      const upload = await fetch('/api/upload', { method: 'POST', body: form });
      if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
      const { files } = (await upload.json()) as { files: { url: string }[] };
      const body = {
        firstName,
        lastName: 'Pérez',
        age: 27,
        gender: 'female',
        location: 'Santiago',
        aboutMe: 'Me encanta bailar bachata.',
        contactMethods: { whatsapp: '+1 809 555 0199', email: `${firstName.toLowerCase()}@example.org` },
        photos: files.map((f) => f.url),
        combinedAgreement: true,
        contactSharingConsent: true,
        language: lang,
      };
      const res = await fetch('/api/profiles', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: number; ownerToken: string };
    },
    { photo, firstName, lang },
  );
}

export async function approve(id: number): Promise<void> {
  const done = await withE2eDatabase(async (sql) => {
    await sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${id}`;
    return true;
  });
  if (done === null) throw new Error('the e2e database is not reachable');
}
