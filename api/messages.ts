// Server-side texts (emails, error messages the UI shows as they are) in the six languages. Each
// feature keeps its own `messages/<lang>.json`; English fills any gap; {{name}} placeholders.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_LANGUAGES = ['en', 'es', 'it', 'de', 'nl', 'pt'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

export type Messages = { [key: string]: string | Messages };

const cache = new Map<string, Messages>();

export function readMessageFile(dir: string, lang: ServerLanguage): Messages {
  const file = path.join(dir, `${lang}.json`);
  let messages = cache.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(file, messages);
  }
  return messages;
}

export function isServerLanguage(value: unknown): value is ServerLanguage {
  return typeof value === 'string' && (SERVER_LANGUAGES as readonly string[]).includes(value);
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** A translator for one folder of message files and one language (English as the fallback). */
export function translator(dir: string, lang: string) {
  const language: ServerLanguage = isServerLanguage(lang) ? lang : 'en';
  const messages = readMessageFile(dir, language);
  const fallback = language === 'en' ? messages : readMessageFile(dir, 'en');
  return (key: string, values?: Record<string, string | number>): string => {
    const template = lookup(messages, key) ?? lookup(fallback, key);
    if (template === undefined) throw new Error(`missing message ${key}`);
    return interpolate(template, values);
  };
}
