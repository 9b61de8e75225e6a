// SQL of the contact queue's public side: one message row.
import type { ContactMessage } from '#contract/contact.schema.ts';
import type { Sql } from '#db/connection.ts';

export async function insertContactMessage(sql: Sql, message: ContactMessage): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO contact_messages (full_name, email, subject, message, language)
    VALUES (${message.fullName}, ${message.email}, ${message.subject}, ${message.message}, ${message.language})
    RETURNING id`;
  if (!row) throw new Error('contact message insert returned no id');
  return row.id;
}
