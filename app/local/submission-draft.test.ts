import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactoDb } from './db.ts';
import {
  clearSubmissionDraft,
  type DraftMedia,
  loadSubmissionDraft,
  SUBMISSION_DRAFT_KEY,
  saveSubmissionDraft,
} from './submission-draft.ts';

let db: ContactoDb;

beforeEach(async () => {
  db = new ContactoDb(`submission-draft-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const file = (id: string, size = 8): DraftMedia => ({
  id,
  bytes: new Uint8Array(size).fill(id.charCodeAt(0)).buffer,
  type: 'image/jpeg',
  name: `${id}.jpg`,
  kind: 'photo',
});

describe('the submission draft on the device', () => {
  it('gives back the values and the media bytes, in order, after a reload', async () => {
    await saveSubmissionDraft({ values: { firstName: 'Ana', languages: ['Spanish'] }, media: [file('b'), file('a', 3)] }, { db });
    const reopened = new ContactoDb(db.name);
    const draft = await loadSubmissionDraft({ db: reopened });
    reopened.close();
    expect(draft?.values).toEqual({ firstName: 'Ana', languages: ['Spanish'] });
    expect(
      draft?.media.map((item) => [item.id, item.type, item.name, item.kind, new Uint8Array(item.bytes)[0], item.bytes.byteLength]),
    ).toEqual([
      ['b', 'image/jpeg', 'b.jpg', 'photo', 98, 8],
      ['a', 'image/jpeg', 'a.jpg', 'photo', 97, 3],
    ]);
  });

  it('writes a file once, and forgets a removed one', async () => {
    await saveSubmissionDraft({ values: {}, media: [file('a'), file('b')] }, { db, now: () => 1 });
    await saveSubmissionDraft({ values: { firstName: 'Ana' }, media: [file('b')] }, { db, now: () => 2 });
    const rows = await db.submissionDraft.toArray();
    expect(rows.map((row) => [row.key, row.updatedAt]).sort()).toEqual([
      [SUBMISSION_DRAFT_KEY, 2],
      [`${SUBMISSION_DRAFT_KEY}:media:b`, 1],
    ]);
    expect((await loadSubmissionDraft({ db }))?.media.map((item) => item.id)).toEqual(['b']);
  });

  it('is gone after a clear (a successful submit), files included', async () => {
    await saveSubmissionDraft({ values: { firstName: 'Ana' }, media: [file('a')] }, { db });
    await clearSubmissionDraft({ db });
    expect(await loadSubmissionDraft({ db })).toBeNull();
    expect(await db.submissionDraft.count()).toBe(0);
  });

  it('drafts under other keys (an edit) stay apart', async () => {
    await saveSubmissionDraft({ values: { firstName: 'Ana' }, media: [file('a')] }, { db });
    await saveSubmissionDraft({ values: { firstName: 'Eva' }, media: [] }, { db, key: 'edit-7' });
    await clearSubmissionDraft({ db, key: 'edit-7' });
    expect((await loadSubmissionDraft({ db }))?.values).toEqual({ firstName: 'Ana' });
    expect((await loadSubmissionDraft({ db }))?.media).toHaveLength(1);
  });
});
