// Escaping text for HTML (and XML): the one function every server-written page, email and tag
// uses. Each of & < > " ' becomes a numeric character reference, valid in text and in quoted
// attributes of both HTML and XML.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
