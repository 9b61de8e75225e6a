// Simplified flags drawn inline (emoji flags do not render on every system). Decorative: the
// language names next to or around them carry the meaning.
import type { ReactNode } from 'react';
import type { LanguageInfo } from '#app/i18n/language.ts';

// The seven red stripes of thirteen, by their top edge.
const usStripes = [0, 2, 4, 6, 8, 10, 12].map((n) => (
  <rect key={`stripe-${n}`} y={(n * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
));

const drawings: Record<LanguageInfo['country'], ReactNode> = {
  us: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {usStripes}
      <rect width="13" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  it: (
    <>
      <rect width="10" height="20" fill="#009246" />
      <rect x="10" width="10" height="20" fill="#fff" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="7" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  nl: (
    <>
      <rect width="30" height="7" fill="#ae1c28" />
      <rect y="6.67" width="30" height="6.67" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#21468b" />
    </>
  ),
  pt: (
    <>
      <rect width="12" height="20" fill="#046a38" />
      <rect x="12" width="18" height="20" fill="#da291c" />
      <circle cx="12" cy="10" r="4.5" fill="#ffe900" />
    </>
  ),
};

export function FlagIcon({ country, className = 'h-4 w-6' }: { country: LanguageInfo['country']; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10 ${className}`}
      preserveAspectRatio="none"
    >
      {drawings[country]}
    </svg>
  );
}
