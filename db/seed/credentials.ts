// The demo accounts the seed creates. Fixed and public on purpose: they are printed on start
// so a first-time user can log in; a real installation creates its own admins.
export interface DemoAccount {
  username: string;
  email: string;
  password: string;
}

export const DEMO_CREDENTIALS = {
  superadmin: { username: 'superadmin', email: 'superadmin@example.com', password: 'contacto-super-2026' },
  admin: { username: 'admin', email: 'admin@example.com', password: 'contacto-admin-2026' },
  user: { username: 'demo', email: 'demo@example.com', password: 'contacto-demo-2026' },
} as const satisfies Record<'superadmin' | 'admin' | 'user', DemoAccount>;
