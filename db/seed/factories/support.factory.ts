// Reports and contact messages (the admin queues) for tests and the demo seed.
import type { Queryable } from '#db/connection.ts';

export type ReportType = 'harassment' | 'inappropriate' | 'fake' | 'scam' | 'safety' | 'technical' | 'payment' | 'other' | 'takedown';
export type ContactSubject = 'general' | 'technical' | 'billing' | 'profile' | 'verification' | 'report' | 'partnership' | 'other';

export interface ReportFields {
  type: ReportType;
  profileRef: string | null;
  profileId: number | null;
  description: string;
  anonymous: boolean;
  email: string | null;
  language: string;
  status: 'open' | 'in_review' | 'resolved' | 'dismissed';
  createdAt: Date;
}

export interface ContactMessageFields {
  fullName: string;
  email: string;
  subject: ContactSubject;
  message: string;
  language: string;
  status: 'open' | 'in_progress' | 'answered' | 'closed';
  createdAt: Date;
}

let counter = 0;

export function buildReport(overrides: Partial<ReportFields> = {}): ReportFields {
  counter += 1;
  return {
    type: 'fake',
    profileRef: null,
    profileId: null,
    description: 'The photos on this profile look like they belong to someone else.',
    anonymous: false,
    email: `reporter${counter}@example.com`,
    language: 'en',
    status: 'open',
    createdAt: new Date(),
    ...overrides,
  };
}

export async function insertReport(sql: Queryable, overrides: Partial<ReportFields> = {}): Promise<ReportFields & { id: number }> {
  const r = buildReport(overrides);
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO reports (type, profile_ref, profile_id, description, anonymous, email, language, status, created_at,
                         subject_confirmed)
    VALUES (${r.type}, ${r.profileRef}, ${r.profileId}, ${r.description}, ${r.anonymous}, ${r.email},
            ${r.language}, ${r.status}, ${r.createdAt}, ${r.type === 'takedown'})
    RETURNING id`;
  if (!row) throw new Error('report insert returned no id');
  return { ...r, id: row.id };
}

export function buildContactMessage(overrides: Partial<ContactMessageFields> = {}): ContactMessageFields {
  counter += 1;
  return {
    fullName: 'Sam Visitor',
    email: `visitor${counter}@example.org`,
    subject: 'general',
    message: 'Hello, how long does the verification of a new profile usually take?',
    language: 'en',
    status: 'open',
    createdAt: new Date(),
    ...overrides,
  };
}

export async function insertContactMessage(
  sql: Queryable,
  overrides: Partial<ContactMessageFields> = {},
): Promise<ContactMessageFields & { id: number }> {
  const m = buildContactMessage(overrides);
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO contact_messages (full_name, email, subject, message, language, status, created_at)
    VALUES (${m.fullName}, ${m.email}, ${m.subject}, ${m.message}, ${m.language}, ${m.status}, ${m.createdAt})
    RETURNING id`;
  if (!row) throw new Error('contact message insert returned no id');
  return { ...m, id: row.id };
}
