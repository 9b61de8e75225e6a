// e2e helpers of the cart, checkout and purchases specs: real profiles from the API, a cart
// seeded through the legacy localStorage key (which also exercises the one-time move into
// Dexie), and a buyer email no other run has used (the server caps purchases per buyer a day).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export interface ApiProfile {
  id: number;
  firstName: string;
  age: number;
  location: string;
  price: string;
  primaryPhoto: string | null;
  photos: string[];
}

/** Public profiles from GET /api/profiles (the demo catalogue). */
export async function publicProfiles(request: APIRequestContext, limit: number): Promise<ApiProfile[]> {
  const response = await request.get(`/api/profiles?limit=${limit}`);
  expect(response.ok()).toBe(true);
  const profiles = (await response.json()) as ApiProfile[];
  expect(profiles.length).toBeGreaterThanOrEqual(limit);
  return profiles.slice(0, limit);
}

/** The legacy cart item for a profile. */
export function legacyItem(profile: ApiProfile) {
  return {
    id: profile.id,
    name: `${profile.firstName}, ${profile.age}`,
    age: profile.age,
    location: profile.location,
    photo: profile.primaryPhoto ?? profile.photos[0] ?? '',
    price: Number(profile.price),
  };
}

/** Puts items in localStorage['cart-storage'] (zustand-persist shape) and reloads, so the app
 * moves them into its Dexie cart. Waits until the header badge shows them. */
export async function seedLegacyCart(page: Page, items: ReturnType<typeof legacyItem>[]): Promise<void> {
  await page.goto('/en/');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.evaluate((value) => localStorage.setItem('cart-storage', value), JSON.stringify({ state: { items }, version: 0 }));
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText(String(items.length));
}

export function uniqueBuyerEmail(): string {
  return `buyer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Cents of a "2.00" price, to add prices without floating-point surprises. */
export function cents(price: string): number {
  return Math.round(Number(price) * 100);
}
