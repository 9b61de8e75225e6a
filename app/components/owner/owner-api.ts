// The owner link's calls (api/owner/owner.router.ts). The token goes in the X-Owner-Token
// header (her emailed request link's in X-Approval-Token), never into an API address.

import { request } from '#app/api/client.ts';
import type { ApprovalAnswer, ReleasePolicyName } from '#contract/consent.schema.ts';
import type { Language } from '#contract/languages.ts';
import {
  APPROVAL_TOKEN_HEADER,
  type ApprovalLinkView,
  OWNER_LINK_REQUEST_HEADER,
  OWNER_TOKEN_HEADER,
  type OwnerNewLink,
  type OwnerProfile,
  type OwnerRequests,
} from '#contract/owner.schema.ts';

export type OwnerAction = 'pause' | 'resume' | 'withdraw';

const tokenHeaders = (token: string) => ({ [OWNER_TOKEN_HEADER]: token });

export function fetchOwnerProfile(token: string, signal?: AbortSignal): Promise<OwnerProfile> {
  return request<OwnerProfile>('/api/owner/profile', { headers: tokenHeaders(token), ...(signal ? { signal } : {}) });
}

export function runOwnerAction(token: string, action: OwnerAction): Promise<OwnerProfile> {
  return request<OwnerProfile>(`/api/owner/profile/${action}`, { method: 'POST', headers: tokenHeaders(token) });
}

export async function deleteOwnerProfile(token: string): Promise<void> {
  await request('/api/owner/profile', { method: 'DELETE', headers: tokenHeaders(token) });
}

export function setOwnerReleasePolicy(token: string, releasePolicy: ReleasePolicyName): Promise<OwnerProfile> {
  return request<OwnerProfile>('/api/owner/release-policy', { method: 'PUT', headers: tokenHeaders(token), body: { releasePolicy } });
}

export function fetchOwnerRequests(token: string, signal?: AbortSignal): Promise<OwnerRequests> {
  return request<OwnerRequests>('/api/owner/requests', { headers: tokenHeaders(token), ...(signal ? { signal } : {}) });
}

/** Her answer to one request; the list as it stands after it. */
export function answerOwnerRequest(token: string, itemId: number, answer: ApprovalAnswer): Promise<OwnerRequests> {
  return request<OwnerRequests>(`/api/owner/requests/${itemId}/answer`, { method: 'POST', headers: tokenHeaders(token), body: answer });
}

/** Blocks the buyer of a request she already decided. */
export function blockOwnerRequestBuyer(token: string, itemId: number): Promise<OwnerRequests> {
  return request<OwnerRequests>(`/api/owner/requests/${itemId}/block`, { method: 'POST', headers: tokenHeaders(token) });
}

export function unblockOwnerBuyer(token: string, blockId: number): Promise<OwnerRequests> {
  return request<OwnerRequests>(`/api/owner/blocks/${blockId}`, { method: 'DELETE', headers: tokenHeaders(token) });
}

/** The one request her emailed link opens (its token in X-Approval-Token, never in the address). */
export function fetchApprovalLink(token: string, signal?: AbortSignal): Promise<ApprovalLinkView> {
  return request<ApprovalLinkView>('/api/approval-request', { headers: { [APPROVAL_TOKEN_HEADER]: token }, ...(signal ? { signal } : {}) });
}

export function answerApprovalLink(token: string, answer: ApprovalAnswer): Promise<ApprovalLinkView> {
  return request<ApprovalLinkView>('/api/approval-request/answer', {
    method: 'POST',
    headers: { [APPROVAL_TOKEN_HEADER]: token },
    body: answer,
  });
}

export async function resendOwnerLink(email: string, language: Language): Promise<void> {
  await request('/api/owner/resend', { method: 'POST', body: { email, language } });
}

/**
 * She confirmed on the page of the link "send me a new link" mailed: her new owner link's token
 * (her old link no longer works). A used or expired link is a 404.
 */
export function mintOwnerLink(requestToken: string): Promise<OwnerNewLink> {
  return request<OwnerNewLink>('/api/owner/new-link', { method: 'POST', headers: { [OWNER_LINK_REQUEST_HEADER]: requestToken } });
}

/** The shape of a token in an owner link (base64url of 32 random bytes, with room to grow). */
export function isOwnerTokenShape(token: string): boolean {
  return /^[\w-]{32,128}$/.test(token);
}
