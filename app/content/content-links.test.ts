// The link syntax of the page texts: internal pages (with a hash), mailto and https links are
// read; anything else (an unknown page, http:, javascript:) is refused and renders as plain text.
import { describe, expect, it } from 'vitest';
import { linksOf, parseLinkTarget } from './content-links.ts';

describe('page text links', () => {
  it('finds every [label](target) of a text', () => {
    expect(linksOf('See [our tips](safety) or [write](mailto:a@b.example).')).toEqual([
      { label: 'our tips', target: 'safety' },
      { label: 'write', target: 'mailto:a@b.example' },
    ]);
    expect(linksOf('No links [here] (nor here).')).toEqual([]);
  });

  it('reads internal pages with an optional hash', () => {
    expect(parseLinkTarget('help#faq')).toEqual({ kind: 'internal', page: 'help', hash: 'faq' });
    expect(parseLinkTarget('submit-profile')).toEqual({ kind: 'internal', page: 'submit-profile', hash: undefined });
  });

  it('reads mailto and https addresses', () => {
    expect(parseLinkTarget('mailto:privacy@contacto.example')).toEqual({ kind: 'external', href: 'mailto:privacy@contacto.example' });
    expect(parseLinkTarget('https://stripe.com/privacy')).toEqual({ kind: 'external', href: 'https://stripe.com/privacy' });
  });

  it('refuses unknown pages and unsafe schemes', () => {
    for (const target of ['admin', 'constructor', 'http://example.com', 'javascript:alert(1)', 'mailto:nobody', '/en/help']) {
      expect(parseLinkTarget(target), target).toBeNull();
    }
  });
});
