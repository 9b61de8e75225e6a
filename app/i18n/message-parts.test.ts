import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_PAGES, needsFormMessages } from './message-parts.ts';

// The pages whose first screen reads no form texts (a profile's slug page too).
const PAGES_WITHOUT_FORMS = new Set([
  '$slug',
  'index',
  'about',
  'browse',
  'cookies',
  'disclaimer',
  'help',
  'privacy',
  'profile',
  'safety',
  'terms',
]);

describe('the message part a page needs first', () => {
  it('has the forms texts on the pages with forms only', () => {
    expect(needsFormMessages('/en/cart')).toBe(true);
    expect(needsFormMessages('/de/submit-profile')).toBe(true);
    expect(needsFormMessages('/es/my-profile/abc/edit')).toBe(true);
    expect(needsFormMessages('/en')).toBe(false);
    expect(needsFormMessages('/en/')).toBe(false);
    expect(needsFormMessages('/en/browse')).toBe(false);
    expect(needsFormMessages('/en/scarlet-b-31-la-romana-83')).toBe(false);
    expect(needsFormMessages('/en/about')).toBe(false);
  });

  it('knows every storefront page: a new page is put on one side or the other', () => {
    const routes = path.resolve(import.meta.dirname, '../routes/$lang');
    const pages = readdirSync(routes).map((entry) => entry.replace(/\.tsx$/, ''));
    const unknown = pages.filter((page) => !FORM_PAGES.has(page) && !PAGES_WITHOUT_FORMS.has(page));
    expect(unknown).toEqual([]);
  });
});
