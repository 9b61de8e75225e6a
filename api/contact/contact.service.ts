// Sending a contact message: within the client's hourly allowance, it joins the support queue
// (contact_messages) with the language of the page it came from.
import type { ContactMessage } from '#api/contract/contact.schema.ts';
import type { Sql } from '#db/connection.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';
import { insertContactMessage } from './contact.queries.ts';

export function createContactService({ sql, limiter }: { sql: Sql; limiter: RateLimiter }) {
  return {
    async send({ message, client }: { message: ContactMessage; client: string }): Promise<{ id: number }> {
      await limiter.consume(client);
      return { id: await insertContactMessage(sql, message) };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
