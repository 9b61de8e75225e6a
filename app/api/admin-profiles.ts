// The back office's profile calls: the list (filtered, searched, paged), one profile as the edit
// page shows it, a change (the whole form or one part of it), and the moderators' answers to a
// new submission or to her edit of a live profile. Each change answers the profile as it is now.
import { z } from 'zod/mini';
import { type AdminProfile, AdminProfileSchema, type AdminProfileUpdate, type ReviewDecisionBody } from '#contract/admin-profile.schema.ts';
import { type AdminProfileList, AdminProfileListSchema } from '#contract/admin-profile-list.schema.ts';
import { type AdminProfilePreview, AdminProfilePreviewSchema } from '#contract/admin-profile-preview.schema.ts';
import { UPLOAD_FIELD, type UploadResponse, UploadResponseSchema } from '#contract/upload.schema.ts';
import { adminGet, adminSend } from './admin.ts';
import { request } from './client.ts';

/** GET /api/admin/profiles?<query> (query: status, search, limit, offset): a page and its total. */
export function listProfiles(query: string): Promise<AdminProfileList> {
  return adminGet(`/profiles?${query}`, AdminProfileListSchema);
}

/** GET /api/admin/profiles/{id} (404 for an unknown profile). */
export function getProfile(id: number): Promise<AdminProfile> {
  return adminGet(`/profiles/${id}`, AdminProfileSchema);
}

/** GET /api/admin/profiles/{id}/preview: her profile as buyers see it, in any state but deleted (404). */
export function getProfilePreview(id: number): Promise<AdminProfilePreview> {
  return adminGet(`/profiles/${id}/preview`, AdminProfilePreviewSchema);
}

/** PATCH /api/admin/profiles/{id}: the whole cleaned form, or one part of it. */
export function updateProfile(id: number, body: AdminProfileUpdate): Promise<AdminProfile> {
  return adminSend('PATCH', `/profiles/${id}`, AdminProfileSchema, body);
}

/** DELETE /api/admin/profiles/{id} (204): deletes and erases her. */
export async function deleteProfile(id: number): Promise<void> {
  await adminSend('DELETE', `/profiles/${id}`, z.null());
}

/** POST …/approve: a new submission goes live. */
export function approveProfile(id: number): Promise<AdminProfile> {
  return adminSend('POST', `/profiles/${id}/approve`, AdminProfileSchema);
}

/** POST …/review: a new submission sent back for changes, or declined, with a reason. */
export function reviewProfile(id: number, body: ReviewDecisionBody): Promise<AdminProfile> {
  return adminSend('POST', `/profiles/${id}/review`, AdminProfileSchema, body);
}

/** POST …/pending-edit/approve: her edit of a live profile replaces the live values. */
export function approvePendingEdit(id: number): Promise<AdminProfile> {
  return adminSend('POST', `/profiles/${id}/pending-edit/approve`, AdminProfileSchema);
}

/** POST …/pending-edit/send-back: her edit refused, with a reason. */
export function sendBackPendingEdit(id: number, reason: string): Promise<AdminProfile> {
  return adminSend('POST', `/profiles/${id}/pending-edit/send-back`, AdminProfileSchema, { reason });
}

/** POST /api/upload (multipart): new photos and videos for the edit page, waiting until the profile is saved. */
export function uploadMedia(files: Iterable<File>): Promise<UploadResponse> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELD, file);
  return request('/api/upload', { method: 'POST', body: form, schema: UploadResponseSchema });
}
