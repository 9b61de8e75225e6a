import { describe, expect, it } from 'vitest';
import { detailLines } from './audit-details.ts';

describe('audit details', () => {
  it('reads a change as old → new, and a map of changed fields as one line each', () => {
    expect(detailLines({ mfa_required: { from: false, to: true } })).toEqual([{ field: 'mfa_required', text: 'false → true' }]);
    expect(detailLines({ changes: { firstName: { from: 'Ana', to: 'Anna' }, city: { from: null, to: 'Lima' } } })).toEqual([
      { field: 'changes.firstName', text: 'Ana → Anna' },
      { field: 'changes.city', text: '— → Lima' },
    ]);
  });

  it('shows plain values as text and lists as comma-separated values', () => {
    expect(detailLines({ username: 'alice', sessionsEnded: 2, languages: ['en', 'es'], note: '' })).toEqual([
      { field: 'username', text: 'alice' },
      { field: 'sessionsEnded', text: '2' },
      { field: 'languages', text: 'en, es' },
      { field: 'note', text: '""' },
    ]);
  });

  it('stops at one level of nesting: deeper objects are shown as JSON', () => {
    expect(detailLines({ a: { b: { c: 1 } } })).toEqual([{ field: 'a.b', text: '{"c":1}' }]);
  });
});
