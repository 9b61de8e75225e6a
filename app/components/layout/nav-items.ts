// The storefront's navigation targets, shared by the header, the mobile menu and the footer so
// all of them stay language-prefixed and in step.
export type NavKey = 'home' | 'browse' | 'howItWorks' | 'about' | 'contact';

export interface NavItem {
  key: NavKey;
  to: '/$lang' | '/$lang/browse' | '/$lang/about' | '/$lang/contact';
  hash?: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { key: 'home', to: '/$lang' },
  { key: 'browse', to: '/$lang/browse' },
  { key: 'howItWorks', to: '/$lang', hash: 'how-it-works' },
  { key: 'about', to: '/$lang/about' },
  { key: 'contact', to: '/$lang/contact' },
];
