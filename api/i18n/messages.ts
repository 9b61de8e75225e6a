// Server-side texts (emails, error messages the UI shows as they are, SEO tags) in the six
// languages. Each feature keeps its own `messages/<lang>.json`; English fills any gap; {{name}}
// placeholders.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#contract/languages.ts';

export type Messages = { [key: string]: string | Messages };

const cache = new Map<string, Messages>();

export function readMessageFile(dir: string, lang: Language): Messages {
  const file = path.join(dir, `${lang}.json`);
  let messages = cache.get(file);
  if (!messages) {
    messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    cache.set(file, messages);
  }
  return messages;
}

/** The text at a dotted key (`errors.dailyLimit`), or undefined. */
export function lookup(messages: Messages, key: string): string | undefined {
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
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const messages = readMessageFile(dir, language);
  const fallback = language === DEFAULT_LANGUAGE ? messages : readMessageFile(dir, DEFAULT_LANGUAGE);
  return (key: string, values?: Record<string, string | number>): string => {
    const template = lookup(messages, key) ?? lookup(fallback, key);
    if (template === undefined) throw new Error(`missing message ${key}`);
    return interpolate(template, values);
  };
}
