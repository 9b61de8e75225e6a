// An audit row's details as readable lines: a change {from, to} reads "field: old → new", nested
// objects (a map of changed fields) give one line per field, anything else its value as text.
export interface DetailLine {
  field: string;
  text: string;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}

function isChange(value: unknown): value is { from: unknown; to: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'from' in value && 'to' in value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function detailLines(details: Record<string, unknown>, prefix = ''): DetailLine[] {
  const lines: DetailLine[] = [];
  for (const [key, value] of Object.entries(details)) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (isChange(value)) lines.push({ field, text: `${valueText(value.from)} → ${valueText(value.to)}` });
    else if (isPlainObject(value) && !prefix) lines.push(...detailLines(value, field));
    else lines.push({ field, text: valueText(value) });
  }
  return lines;
}
