// Re-encodes a photo on the device before it is queued (decision 021), off the main
// thread: a dedicated worker (app/workers/reencode-photo.worker.ts) decodes it with
// createImageBitmap and draws it on an OffscreenCanvas, so a 12 MP photo never freezes the form.
// A browser without Worker, OffscreenCanvas or createImageBitmap in workers (or a worker that
// fails to start) gets the same code on the main thread. The output is the same either way
// (reencode-canvas.ts): a JPEG at quality 0.9, long side at most 2560 px, canvas under iOS's limit.
import { type ReencodedPhoto, reencodeOnThisThread } from './reencode-canvas.ts';

export {
  CANVAS_PIXELS_MAX,
  PHOTO_LONG_SIDE_MAX,
  REENCODE_TYPE,
  type ReencodedPhoto,
  reencodedName,
  reencodeSize,
} from './reencode-canvas.ts';

/** A request to the worker, and its answer (the bytes are transferred, not copied). */
export interface ReencodeRequest {
  id: number;
  file: Blob;
}
export type ReencodeAnswer = { id: number; photo: ReencodedPhoto } | { id: number; error: string } | { id: -1; unavailable: true };

/** The worker is let go after this long without a photo (it holds a decoder's memory). */
const IDLE_MS = 30_000;

let worker: Worker | null = null;
let workerBroken = false;
let nextId = 1;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const pending = new Map<number, { resolve: (photo: ReencodedPhoto) => void; reject: (error: Error) => void; file: Blob }>();

function workerSupported(): boolean {
  return (
    !workerBroken && typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && typeof createImageBitmap !== 'undefined'
  );
}

/** The worker failed to start or lacks what it needs: finish its photos here, and stop using it. */
function fallBack(): void {
  workerBroken = true;
  worker?.terminate();
  worker = null;
  const waiting = [...pending.values()];
  pending.clear();
  for (const { file, resolve, reject } of waiting) reencodeOnThisThread(file).then(resolve, reject);
}

function startWorker(): Worker {
  const started = new Worker(new URL('../../workers/reencode-photo.worker.ts', import.meta.url), {
    type: 'module',
    name: 'reencode-photo',
  });
  started.onmessage = (event: MessageEvent<ReencodeAnswer>) => {
    const answer = event.data;
    if ('unavailable' in answer) {
      fallBack();
      return;
    }
    const request = pending.get(answer.id);
    if (!request) return;
    pending.delete(answer.id);
    if ('photo' in answer) request.resolve(answer.photo);
    else request.reject(new Error(answer.error));
    scheduleIdle();
  };
  started.onerror = (event) => {
    event.preventDefault();
    fallBack();
  };
  return started;
}

function scheduleIdle(): void {
  if (idleTimer !== undefined) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (pending.size > 0 || !worker) return;
    worker.terminate();
    worker = null;
  }, IDLE_MS);
}

/** Decodes and re-encodes one photo; rejects when the browser cannot decode it. */
export function reencodePhoto(file: Blob): Promise<ReencodedPhoto> {
  if (!workerSupported()) return reencodeOnThisThread(file);
  worker ??= startWorker();
  const id = nextId++;
  const answer = new Promise<ReencodedPhoto>((resolve, reject) => pending.set(id, { resolve, reject, file }));
  worker.postMessage({ id, file } satisfies ReencodeRequest);
  return answer;
}
