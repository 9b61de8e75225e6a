import { describe, expect, it } from 'vitest';
import { chunkFileName, isAdminModule, messagesChunkName } from './chunks.ts';

const root = '/repo/app';

describe('the chunk names', () => {
  it('take the back-office route tree, components and texts for admin code', () => {
    expect(isAdminModule(`${root}/routes/admin.tsx?tsr-split=component`)).toBe(true);
    expect(isAdminModule(`${root}/routes/admin/index.tsx?tsr-split=component`)).toBe(true);
    expect(isAdminModule(`${root}/components/admin/admin-layout.tsx`)).toBe(true);
    expect(isAdminModule(`${root}/i18n/locales/admin/de.json`)).toBe(true);
    expect(isAdminModule(`${root}/i18n/locales/admin-profiles/de.json`)).toBe(true);
    expect(isAdminModule(`${root}/i18n/locales/administrative/de.json`)).toBe(false);
    expect(isAdminModule(`${root}/routes/$lang/about.tsx?tsr-split=component`)).toBe(false);
    expect(isAdminModule(`${root}/routes/administrative.tsx`)).toBe(false);
    expect(isAdminModule(`${root}/components/layout/status-panel.tsx`)).toBe(false);
    expect(isAdminModule('/repo/node_modules/uplot/dist/uPlot.esm.js')).toBe(true);
    expect(isAdminModule('/repo/node_modules/react/index.js')).toBe(false);
  });

  it('name a chunk admin-* only when all its modules are admin code', () => {
    const admin = [`${root}/routes/admin.tsx?tsr-split=component`, `${root}/components/admin/admin-layout.tsx`];
    expect(chunkFileName({ name: 'index', moduleIds: admin })).toBe('assets/admin-[name]-[hash].js');
    expect(chunkFileName({ name: 'admin', moduleIds: admin })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ name: 'index', moduleIds: [...admin, `${root}/components/layout/status-panel.tsx`] })).toBe(
      'assets/[name]-[hash].js',
    );
    expect(chunkFileName({ name: 'admin-messages-de', moduleIds: [`${root}/i18n/locales/admin/de.json`] })).toBe('assets/[name]-[hash].js');
    expect(chunkFileName({ name: 'empty', moduleIds: [] })).toBe('assets/[name]-[hash].js');
  });

  it('keep the back office texts out of the storefront message chunks', () => {
    expect(messagesChunkName(`${root}/i18n/locales/shell/de.json`)).toBe('messages-de');
    expect(messagesChunkName(`${root}/i18n/locales/forms/pt.json`)).toBe('messages-pt');
    expect(messagesChunkName(`${root}/i18n/locales/admin/de.json`)).toBe('admin-messages-de');
    expect(messagesChunkName(`${root}/i18n/locales/admin-users/nl.json`)).toBe('admin-messages-nl');
    expect(messagesChunkName(`${root}/i18n/locales/admin/same-as-english.json`)).toBeNull();
  });
});
