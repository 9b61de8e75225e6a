// The public pages the browser benches visit: home, browse, a featured profile (by her English
// slug), the cart, the submission form, an information page and (when asked) checkout.
// BENCH_PAGES overrides the list.
export async function publicPages(baseUrl: string, { informationPage = true, checkout = false } = {}): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const pages = ['/en', '/en/browse', await featuredProfilePath(baseUrl), '/en/cart', '/en/submit-profile'];
  return [...pages, ...(checkout ? ['/en/checkout'] : []), ...(informationPage ? ['/en/about'] : [])];
}

/** The first featured profile's page, by her English slug. */
export async function featuredProfilePath(baseUrl: string): Promise<string> {
  const featured = (await fetch(`${baseUrl}/api/profiles/featured`).then((res) => res.json())) as Array<{
    slugEn: string | null;
    id: number;
  }>;
  const profile = featured[0];
  return profile ? `/en/${profile.slugEn ?? `profile/${profile.id}`}` : '/en/profile/1';
}
