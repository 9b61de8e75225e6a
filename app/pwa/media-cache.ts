// The service worker's runtime cache of uploaded media: the worker fills it, the catalogue sync
// deletes a profile's entries when her tombstone arrives.
export const MEDIA_CACHE = 'contacto-media-v1';
