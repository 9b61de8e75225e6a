// Media URL rules (storefront §3): a stored media name (36-character id plus extension)
// resolves to /uploads/images/… or /uploads/videos/…; values that already start with http or
// /uploads/ are kept as they are.
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'] as const;

export function mediaUrl(value: string): string {
  if (/^https?:\/\//i.test(value) || value.startsWith('/uploads/')) return value;
  const extension = value.split('.').pop()?.toLowerCase() ?? '';
  const folder = (VIDEO_EXTENSIONS as readonly string[]).includes(extension) ? 'videos' : 'images';
  return `/uploads/${folder}/${value}`;
}
