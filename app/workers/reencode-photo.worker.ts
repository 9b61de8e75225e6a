// The photo re-encoding worker (reencode-photo.ts): decodes each photo it is sent and answers the
// JPEG's bytes, transferred. A worker without OffscreenCanvas or createImageBitmap says so once,
// and the page does the work itself.
import { reencodeOnThisThread } from '#app/components/submission/reencode-canvas.ts';
import type { ReencodeAnswer, ReencodeRequest } from '#app/components/submission/reencode-photo.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function answer(message: ReencodeAnswer, transfer: Transferable[] = []): void {
  scope.postMessage(message, transfer);
}

if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined') {
  answer({ id: -1, unavailable: true });
} else {
  scope.onmessage = async (event: MessageEvent<ReencodeRequest>) => {
    const { id, file } = event.data;
    try {
      const photo = await reencodeOnThisThread(file);
      answer({ id, photo }, [photo.bytes]);
    } catch (error) {
      answer({ id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}
