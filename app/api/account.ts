// The calls of the account settings page: the copy of her data (GET /api/account/export), saved
// as a file on the device, and the deletion of the account (POST /api/account/delete).
import {
  type AccountDeleted,
  AccountDeletedSchema,
  type AccountExport,
  AccountExportSchema,
  type DeleteAccountInput,
} from '#contract/account.schema.ts';
import { request } from './client.ts';

/** GET /api/account/export: everything the account holds (401 for a guest). */
export function fetchAccountExport(): Promise<AccountExport> {
  return request('/api/account/export', { schema: AccountExportSchema });
}

/** The name the copy is saved under: the day it was made, nothing about her. */
export const exportFileName = (data: AccountExport): string => `contacto-my-data-${data.exportedAt.slice(0, 10)}.json`;

/** Hands the copy to the browser as a download. */
export function saveAccountExport(data: AccountExport): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a moment later nothing needs it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** POST /api/account/delete: erases the account (400 with a field error for a wrong password, 409 while a purchase is in progress). */
export function deleteAccount(body: DeleteAccountInput): Promise<AccountDeleted> {
  return request('/api/account/delete', { method: 'POST', body, schema: AccountDeletedSchema });
}
