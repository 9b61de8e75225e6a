// Sending a contact message: it joins the support queue (contact_messages) with the language of
// the page it came from. The router has already counted it against the client's hourly allowance.
import type { ContactMessage } from '#contract/contact.schema.ts';
import type { Sql } from '#db/connection.ts';
import { insertContactMessage } from './contact.queries.ts';

export function createContactService({ sql }: { sql: Sql }) {
  return {
    async send(message: ContactMessage): Promise<{ id: number }> {
      return { id: await insertContactMessage(sql, message) };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
