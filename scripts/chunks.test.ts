import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkFileName, isAdminModule, messagesChunkName } from './chunks.ts';

const root = '/repo/app';

describe('the chunk names', () => {
  it('take the back-office route tree, components and texts for admin code', () => {
    expect(isAdminModule(`${root}/routes/admin.tsx?tsr-split=component`)).toBe(true);
    expect(isAdminModule(`${root}/routes/admin/index.tsx?tsr-split=component`)).toBe(true);
    expect(isAdminModule(`${root}/components/admin/admin-layout.tsx`)).toBe(true);
    expect(isAdminModule(`${root}/api/admin.ts`)).toBe(true);
    expect(isAdminModule(`${root}/api/admin-orders.ts`)).toBe(true);
    expect(isAdminModule(`${root}/api/client.ts`)).toBe(false);
    expect(isAdminModule(`${root}/api/account.ts`)).toBe(false);
    expect(isAdminModule(`${root}/i18n/locales/admin/de.json`)).toBe(true);
    expect(isAdminModule(`${root}/i18n/locales/admin-profiles/de.json`)).toBe(true);
    expect(isAdminModule(`${root}/i18n/locales/administrative/de.json`)).toBe(false);
    expect(isAdminModule(`${root}/routes/$lang/about.tsx?tsr-split=component`)).toBe(false);
    expect(isAdminModule(`${root}/routes/administrative.tsx`)).toBe(false);
    expect(isAdminModule(`${root}/components/layout/status-panel.tsx`)).toBe(false);
    expect(isAdminModule('/repo/node_modules/uplot/dist/uPlot.esm.js')).toBe(true);
    expect(isAdminModule('/repo/contract/admin-report.schema.ts')).toBe(true);
    expect(isAdminModule('/repo/contract/report.schema.ts')).toBe(false);
    expect(isAdminModule('/repo/node_modules/@tanstack/query-core/build/modern/index.js')).toBe(true);
    expect(isAdminModule('/repo/node_modules/@tanstack/react-router/dist/esm/index.js')).toBe(false);
    expect(isAdminModule('/repo/node_modules/react/index.js')).toBe(false);
  });

  it('name a chunk admin-* only when all its modules are admin code', () => {
    const admin = [`${root}/routes/admin.tsx?tsr-split=component`, `${root}/components/admin/admin-layout.tsx`];
    expect(chunkFileName({ name: 'index', moduleIds: admin })).toBe('assets/admin-[name]-[hash].js');
    expect(chunkFileName({ name: 'admin', moduleIds: admin })).toBe('assets/[name]-[hash].js');
    // The /admin/admins route's chunk: "admins" is no admin-* name, so it is prefixed (else precached).
    expect(chunkFileName({ name: 'admins', moduleIds: admin })).toBe('assets/admin-[name]-[hash].js');
    expect(chunkFileName({ name: 'index', moduleIds: [...admin, `${root}/components/layout/status-panel.tsx`] })).toBe(
      'assets/[name]-[hash].js',
    );
    expect(chunkFileName({ name: 'admin-messages-de', moduleIds: [`${root}/i18n/locales/admin/de.json`] })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ name: 'empty', moduleIds: [] })).toBe('assets/[name]-[hash].js');
    // Shared code the bundler named after an admin module it also holds (React beside admin-query.ts).
    expect(
      chunkFileName({
        name: 'admin-query',
        moduleIds: [`${root}/components/admin/admin-query.ts`, '/repo/node_modules/react/cjs/react.production.js'],
      }),
    ).toBe('assets/shared-[name]-[hash].js');
  });

  it('keep the back office texts out of the storefront message chunks', () => {
    expect(messagesChunkName(`${root}/i18n/locales/shell/de.json`)).toBe('messages-de');
    expect(messagesChunkName(`${root}/i18n/locales/browse/pt.json`)).toBe('messages-pt');
    expect(messagesChunkName(`${root}/i18n/locales/forms/pt.json`)).toBe('messages-forms-pt');
    expect(messagesChunkName(`${root}/i18n/locales/admin/de.json`)).toBe('admin-messages-de');
    expect(messagesChunkName(`${root}/i18n/locales/admin-users/nl.json`)).toBe('admin-messages-nl');
    expect(messagesChunkName(`${root}/i18n/locales/admin/same-as-english.json`)).toBeNull();
  });

  it('may count the admin calls, the admin API contract and TanStack Query as back-office code: no storefront module imports them', () => {
    // Else a chunk of them would be named admin-*, left out of the precache, and an offline
    // storefront page would miss it.
    const appDir = path.resolve(import.meta.dirname, '../app');
    const storefront = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/^(routes\/admin|components\/admin\/|api\/admin)/.test(file.split(path.sep).join('/')),
    );
    const importers = storefront.filter((file) =>
      /contract\/admin-[a-z-]+\.schema|api\/admin(-[a-z-]+)?\.ts|@tanstack\/(react-query|query-core)/.test(
        readFileSync(path.join(appDir, file), 'utf8'),
      ),
    );
    expect(importers).toEqual([]);
  });
});
