import { describe, expect, it } from 'vitest';
import { mainPhotoPreload } from './seo.service.ts';
import { renderHead } from './seo-head.ts';

describe('the profile main photo preload', () => {
  it('uses the primary photo unless it is switched off, else the first active photo', () => {
    expect(mainPhotoPreload({ primaryPhoto: 'a.jpg', photos: ['b.jpg'], inactivePhotos: [] })?.href).toBe('/uploads/images/w640/a.jpg');
    expect(mainPhotoPreload({ primaryPhoto: 'a.jpg', photos: ['a.jpg', 'b.jpg', 'c.jpg'], inactivePhotos: ['a.jpg', 'b.jpg'] })?.href).toBe(
      '/uploads/images/w640/c.jpg',
    );
    expect(mainPhotoPreload({ primaryPhoto: null, photos: [], inactivePhotos: [] })).toBeUndefined();
    expect(mainPhotoPreload(null)).toBeUndefined();
  });

  it('renders a high-priority responsive preload with the carousel sizes', () => {
    const preloadImage = mainPhotoPreload({ primaryPhoto: 'a.jpg', photos: [], inactivePhotos: [] });
    const head = renderHead({ lang: 'en', title: 'T', description: 'D', ...(preloadImage ? { preloadImage } : {}) });
    expect(head).toContain('<link rel="preload" as="image" href="/uploads/images/w640/a.jpg" imagesrcset="/uploads/images/w');
    expect(head).toContain('imagesizes="(min-width: 1024px) 45vw, 100vw" fetchpriority="high" />');
  });

  it('names the public media origin when public media are published for a CDN, as the carousel loads them', () => {
    const preloadImage = mainPhotoPreload({ primaryPhoto: 'a.jpg', photos: [], inactivePhotos: [] }, 'https://cdn.example.com/m');
    expect(preloadImage?.href).toBe('https://cdn.example.com/m/images/w640/a.jpg');
    expect(preloadImage?.srcset).toBe(
      'https://cdn.example.com/m/images/w320/a.jpg 320w, https://cdn.example.com/m/images/w640/a.jpg 640w, https://cdn.example.com/m/images/w1280/a.jpg 1280w',
    );
  });
});
