// The owner link's calls (api/owner/owner.router.ts). The token goes in the X-Owner-Token
// header (her emailed request link's in X-Approval-Token), never into an API address.

import { z } from 'zod/mini';
import type { ApprovalDecision, ReleasePolicyName } from '#contract/approval-request.schema.ts';
import type { Language } from '#contract/languages.ts';
import {
  APPROVAL_TOKEN_HEADER,
  type ApprovalRequestLinkView,
  ApprovalRequestLinkViewSchema,
  OWNER_LINK_REQUEST_HEADER,
  OWNER_TOKEN_HEADER,
  type OwnerApprovalRequests,
  OwnerApprovalRequestsSchema,
  type OwnerLinkResent,
  OwnerLinkResentSchema,
  type OwnerNewLink,
  OwnerNewLinkSchema,
  type OwnerProfile,
  OwnerProfileSchema,
} from '#contract/owner.schema.ts';
import { request } from './client.ts';

export type OwnerAction = 'pause' | 'resume' | 'withdraw';

const tokenHeaders = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });

/** GET /api/owner/profile: her profile, its state, an edit waiting for review (404 for a link that no longer opens it). */
export function fetchOwnerProfile(token: string, signal?: AbortSignal): Promise<OwnerProfile> {
  return request('/api/owner/profile', { schema: OwnerProfileSchema, headers: tokenHeaders(token), ...(signal ? { signal } : {}) });
}

export function runOwnerAction(token: string, action: OwnerAction): Promise<OwnerProfile> {
  return request(`/api/owner/profile/${action}`, { method: 'POST', schema: OwnerProfileSchema, headers: tokenHeaders(token) });
}

/** DELETE /api/owner/profile (204): off the site at once, the link dies. */
export async function deleteOwnerProfile(token: string): Promise<void> {
  await request('/api/owner/profile', { method: 'DELETE', schema: z.null(), headers: tokenHeaders(token) });
}

export function setOwnerReleasePolicy(token: string, releasePolicy: ReleasePolicyName): Promise<OwnerProfile> {
  return request('/api/owner/release-policy', {
    method: 'PUT',
    schema: OwnerProfileSchema,
    headers: tokenHeaders(token),
    body: { releasePolicy },
  });
}

export function fetchOwnerApprovalRequests(token: string, signal?: AbortSignal): Promise<OwnerApprovalRequests> {
  return request('/api/owner/approval-requests', {
    schema: OwnerApprovalRequestsSchema,
    headers: tokenHeaders(token),
    ...(signal ? { signal } : {}),
  });
}

/** Her answer to one request; the list as it stands after it. */
export function decideOwnerApprovalRequest(token: string, itemId: number, answer: ApprovalDecision): Promise<OwnerApprovalRequests> {
  return request(`/api/owner/approval-requests/${itemId}/decision`, {
    method: 'POST',
    schema: OwnerApprovalRequestsSchema,
    headers: tokenHeaders(token),
    body: answer,
  });
}

/** Blocks the buyer of a request she already decided. */
export function blockApprovalRequestBuyer(token: string, itemId: number): Promise<OwnerApprovalRequests> {
  return request(`/api/owner/approval-requests/${itemId}/block`, {
    method: 'POST',
    schema: OwnerApprovalRequestsSchema,
    headers: tokenHeaders(token),
  });
}

export function unblockOwnerBuyer(token: string, blockId: number): Promise<OwnerApprovalRequests> {
  return request(`/api/owner/blocks/${blockId}`, { method: 'DELETE', schema: OwnerApprovalRequestsSchema, headers: tokenHeaders(token) });
}

/** The one request her emailed link opens (its token in X-Approval-Token, never in the address). */
export function fetchApprovalRequestLink(token: string, signal?: AbortSignal): Promise<ApprovalRequestLinkView> {
  return request('/api/approval-request', {
    schema: ApprovalRequestLinkViewSchema,
    headers: { [APPROVAL_TOKEN_HEADER]: token },
    ...(signal ? { signal } : {}),
  });
}

export function decideApprovalRequestLink(token: string, answer: ApprovalDecision): Promise<ApprovalRequestLinkView> {
  return request('/api/approval-request/decision', {
    method: 'POST',
    schema: ApprovalRequestLinkViewSchema,
    headers: { [APPROVAL_TOKEN_HEADER]: token },
    body: answer,
  });
}

/** POST /api/owner/resend (202): mails a new link to this address if it is a profile's contact email. */
export function resendOwnerLink(email: string, language: Language): Promise<OwnerLinkResent> {
  return request('/api/owner/resend', { method: 'POST', schema: OwnerLinkResentSchema, body: { email, language } });
}

/**
 * She confirmed on the page of the link "send me a new link" mailed: her new owner link's token
 * (her old link no longer works). A used or expired link is a 404.
 */
export function mintOwnerLink(requestToken: string): Promise<OwnerNewLink> {
  return request('/api/owner/new-link', {
    method: 'POST',
    schema: OwnerNewLinkSchema,
    headers: { [OWNER_LINK_REQUEST_HEADER]: requestToken },
  });
}

/** The shape of a token in an owner link (base64url of 32 random bytes, with room to grow). */
export function isOwnerTokenShape(token: string): boolean {
  return /^[\w-]{32,128}$/.test(token);
}
