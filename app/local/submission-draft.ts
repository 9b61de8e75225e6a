// The submission form's draft on the device (db.submissionDraft): the values typed so far under
// key 'submission', and each picked file in a row of its own ('submission:media:<id>', bytes
// plus type, never a Blob: WebKit fails to store some), so a reload or a closed tab loses nothing
// until the submission is queued. A file's bytes are written once, when it is picked, not again
// with every keystroke saved after it.
import { type ContactoDb, db as defaultDb, type SubmissionDraftRow } from './db.ts';

export const SUBMISSION_DRAFT_KEY = 'submission';

export interface DraftMedia {
  id: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
  kind: 'photo' | 'video';
}

export interface SubmissionDraft {
  /** The form's values without the media (read back loosely: the form keeps only what fits). */
  values: Record<string, unknown>;
  /** In the form's order. */
  media: DraftMedia[];
}

interface Options {
  db?: ContactoDb;
  key?: string;
  now?: () => number;
}

const mediaPrefix = (key: string) => `${key}:media:`;

/** Writes the values, the files not stored yet, and forgets the files she removed. */
export async function saveSubmissionDraft(
  draft: SubmissionDraft,
  { db = defaultDb, key = SUBMISSION_DRAFT_KEY, now = Date.now }: Options = {},
): Promise<void> {
  const prefix = mediaPrefix(key);
  await db.transaction('rw', db.submissionDraft, async () => {
    const stored = new Set((await db.submissionDraft.where('key').startsWith(prefix).primaryKeys()) as string[]);
    const wanted = new Set(draft.media.map((item) => prefix + item.id));
    await db.submissionDraft.bulkDelete([...stored].filter((rowKey) => !wanted.has(rowKey)));
    const fresh = draft.media.filter((item) => !stored.has(prefix + item.id));
    await db.submissionDraft.bulkPut(fresh.map((item) => ({ key: prefix + item.id, values: null, media: [item], updatedAt: now() })));
    const order = draft.media.map(({ id }) => id);
    const row: SubmissionDraftRow = { key, values: draft.values, media: order, updatedAt: now() };
    await db.submissionDraft.put(row);
  });
}

export async function loadSubmissionDraft({ db = defaultDb, key = SUBMISSION_DRAFT_KEY }: Options = {}): Promise<SubmissionDraft | null> {
  const row = await db.submissionDraft.get(key);
  if (!row || typeof row.values !== 'object' || row.values === null) return null;
  const ids = row.media.filter((id): id is string => typeof id === 'string');
  const files = await db.submissionDraft.bulkGet(ids.map((id) => mediaPrefix(key) + id));
  const media = files.flatMap((file) => (file && isDraftMedia(file.media[0]) ? [file.media[0]] : []));
  return { values: row.values as Record<string, unknown>, media };
}

export async function clearSubmissionDraft({ db = defaultDb, key = SUBMISSION_DRAFT_KEY }: Options = {}): Promise<void> {
  await db.transaction('rw', db.submissionDraft, async () => {
    await db.submissionDraft.delete(key);
    await db.submissionDraft.where('key').startsWith(mediaPrefix(key)).delete();
  });
}

function isDraftMedia(item: unknown): item is DraftMedia {
  if (typeof item !== 'object' || item === null) return false;
  const media = item as Record<string, unknown>;
  return (
    typeof media.id === 'string' &&
    media.bytes instanceof ArrayBuffer &&
    typeof media.type === 'string' &&
    typeof media.name === 'string' &&
    (media.kind === 'photo' || media.kind === 'video')
  );
}
