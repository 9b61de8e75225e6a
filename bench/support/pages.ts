// The public pages the browser benches visit: home, browse, a featured profile (by her English
// slug), the cart, the submission form and an information page. BENCH_PAGES overrides the list.
export async function publicPages(baseUrl: string, { informationPage = true } = {}): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',');
  const featured = (await fetch(`${baseUrl}/api/profiles/featured`).then((res) => res.json())) as Array<{
    slugEn: string | null;
    id: number;
  }>;
  const profile = featured[0];
  const profilePath = profile ? `/en/${profile.slugEn ?? `profile/${profile.id}`}` : '/en/profile/1';
  const pages = ['/en', '/en/browse', profilePath, '/en/cart', '/en/submit-profile'];
  return informationPage ? [...pages, '/en/about'] : pages;
}
