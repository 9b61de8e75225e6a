// The profile factory the tests and the demo seed share: complete, valid, fictitious, repeatable.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../prng.ts';
import { planProfiles } from '../seed.ts';
import { CHILDREN, CONTACT_CHANNELS, LOOKING_FOR } from '../vocabulary.ts';
import { buildProfile, profileColumns, profileSlugs, slugify } from './profile.factory.ts';

describe('slugs', () => {
  it('are lower-case ASCII with a per-language word and the suffix', () => {
    expect(slugify('María De la Cruz')).toBe('maria-de-la-cruz');
    expect(profileSlugs('María', 'Rodríguez', 24, 'Santo Domingo', 17)).toEqual({
      slugEn: 'maria-r-24-santo-domingo-17',
      slugEs: 'maria-r-24-anos-santo-domingo-17',
      slugDe: 'maria-r-24-jahre-santo-domingo-17',
      slugIt: 'maria-r-24-anni-santo-domingo-17',
      slugNl: 'maria-r-24-jaar-santo-domingo-17',
      slugPt: 'maria-r-24-anos-santo-domingo-17',
    });
    expect(profileSlugs('Luz', null, 30, 'Higüey', 3).slugEn).toBe('luz-30-higuey-3');
  });
});

describe('buildProfile', () => {
  it('gives the same profile for the same seed and sequence', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const a = buildProfile({ createdAt: now }, mulberry32(11), 5);
    const b = buildProfile({ createdAt: now }, mulberry32(11), 5);
    expect(b).toEqual(a);
  });

  it('fills the option fields from the option lists and keeps media consistent', () => {
    for (let i = 1; i <= 50; i++) {
      const p = buildProfile({}, mulberry32(i), i);
      expect(p.languages[0]).toBe('Spanish');
      for (const c of p.children) expect(CHILDREN).toContain(c);
      for (const l of p.lookingFor) expect(LOOKING_FOR).toContain(l);
      expect(p.photos).toContain(p.primaryPhoto);
      expect(p.aboutMe).toContain(p.firstName);
      expect(Object.keys(p.contactMethods).length).toBeGreaterThanOrEqual(2);
      for (const key of Object.keys(p.contactMethods)) expect(CONTACT_CHANNELS).toContain(key);
      for (const value of Object.values(p.contactMethods)) {
        expect(value).toMatch(/@example\.(com|org)$|^\+1 (809|829|849) 555 01\d\d$|^@demo_|^demo\./);
      }
    }
  });

  it('lets overrides win and picks the first new photo as primary', () => {
    const photos = ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.webp'];
    const p = buildProfile({ age: 33, status: 'PENDING', isApproved: false, photos }, mulberry32(1), 1);
    expect(p).toMatchObject({ age: 33, status: 'PENDING', isApproved: false, photos, primaryPhoto: photos[0] });
    expect(p.slugEn).toContain('-33-');
  });

  it('maps to snake_case columns and drops undefined values', () => {
    expect(profileColumns({ firstName: 'Ana', slugEn: 'ana-1', primaryPhoto: undefined })).toEqual({
      first_name: 'Ana',
      slug_en: 'ana-1',
    });
  });
});

describe('planProfiles (the seed plan)', () => {
  it('is repeatable, has unique slugs and exactly twelve featured ACTIVE profiles', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const a = planProfiles(mulberry32(99), 120, now);
    expect(planProfiles(mulberry32(99), 120, now)).toEqual(a);
    expect(new Set(a.map((p) => p.slugEn)).size).toBe(120);
    const featured = a.filter((p) => p.isFeatured);
    expect(featured).toHaveLength(12);
    for (const p of featured) expect(p.status).toBe('ACTIVE');
    for (const p of a) expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });
});
