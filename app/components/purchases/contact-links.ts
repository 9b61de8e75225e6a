// Where a purchased contact value may be opened (wa.me, instagram.com, t.me, mailto:, …). A
// link is built only from a value that matches the channel's own format, so a value can never
// become a javascript: address or point somewhere else; anything else is shown as text only.
const HANDLE = {
  instagram: /^[A-Za-z0-9._]{1,30}$/,
  telegram: /^[A-Za-z0-9_]{5,32}$/,
  tiktok: /^[A-Za-z0-9._]{2,24}$/,
  facebook: /^[A-Za-z0-9.]{5,50}$/,
};
const EMAIL = /^[^\s@<>"'()[\]\\,;:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
const FACEBOOK_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com', 'fb.com']);

function digitsOf(value: string): string | null {
  if (!/^[+\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? digits : null;
}

/** "@ana", "instagram.com/ana/" or "https://t.me/ana" → "ana" for the given host. */
function handleOf(value: string, hosts: readonly string[]): string {
  const trimmed = value.trim();
  for (const host of hosts) {
    const match = new RegExp(`^(?:https?://)?(?:www\\.)?${host.replace('.', '\\.')}/@?([^/?#]+)/?$`, 'i').exec(trimmed);
    if (match?.[1]) return match[1];
  }
  return trimmed.replace(/^@/, '');
}

export function contactHref(channel: string, rawValue: string): string | null {
  const value = rawValue.trim();
  switch (channel) {
    case 'whatsapp': {
      const digits = digitsOf(value);
      return digits ? `https://wa.me/${digits}` : null;
    }
    case 'phone': {
      const digits = digitsOf(value);
      return digits ? `tel:+${digits}` : null;
    }
    case 'email':
      return EMAIL.test(value) ? `mailto:${value}` : null;
    case 'instagram': {
      const handle = handleOf(value, ['instagram.com']);
      return HANDLE.instagram.test(handle) ? `https://www.instagram.com/${handle}/` : null;
    }
    case 'telegram': {
      const handle = handleOf(value, ['t.me', 'telegram.me']);
      return HANDLE.telegram.test(handle) ? `https://t.me/${handle}` : null;
    }
    case 'tiktok': {
      const handle = handleOf(value, ['tiktok.com']);
      return HANDLE.tiktok.test(handle) ? `https://www.tiktok.com/@${handle}` : null;
    }
    case 'facebook': {
      try {
        const url = new URL(value);
        if (url.protocol === 'https:' && FACEBOOK_HOSTS.has(url.hostname.toLowerCase())) return url.href;
      } catch {
        // Not a URL: maybe a plain page name.
      }
      const handle = handleOf(value, ['facebook.com']);
      return HANDLE.facebook.test(handle) ? `https://www.facebook.com/${handle}` : null;
    }
    default:
      return null;
  }
}
