// Asks the browser to keep this site's storage (purchased contacts live in Dexie `purchases` on the
// buyer's device, docs/architecture.md): without it a browser short of disk may evict IndexedDB,
// and with it the contacts a buyer paid for. Asked once a page load, when purchases are saved, and
// not at all when the storage is already persistent or the browser has no StorageManager.persist().

type StorageLike = Pick<StorageManager, 'persist' | 'persisted'>;

let asked: Promise<boolean> | null = null;

function browserStorage(): Partial<StorageLike> | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/**
 * Requests persistent storage; resolves whether the storage is persistent. Never rejects. Some
 * browsers ask the user (Firefox) or decide from engagement (Chromium), so the answer may be no;
 * it is not asked again in the same page load.
 */
export function requestPersistentStorage(storage: Partial<StorageLike> | undefined = browserStorage()): Promise<boolean> {
  asked ??= ask(storage);
  return asked;
}

async function ask(storage: Partial<StorageLike> | undefined): Promise<boolean> {
  if (typeof storage?.persist !== 'function' || typeof storage.persisted !== 'function') return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    // A browser that refuses (e.g. an opaque origin) leaves the storage best-effort.
    return false;
  }
}

/** Forgets that the request was made (tests). */
export function resetPersistentStorageRequest(): void {
  asked = null;
}
