// Small inline icons (decorative: the controls that use them carry their own labels).
import type { ReactNode } from 'react';

export type IconProps = { className?: string };

/** The frame every inline icon shares: 24×24, 2 px round strokes (or filled), hidden from
 * assistive technology. */
export function Svg({ className = 'size-5', children, filled = false }: { className?: string; children: ReactNode; filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      viewBox="0 0 24 24"
      className={className}
    >
      {children}
    </svg>
  );
}

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

export function CloseIcon({ className = 'size-6' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

export function CartIcon({ className = 'size-6' }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.2h8.8a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
    </Svg>
  );
}

export function HeartIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4A5 5 0 0 1 12 6.6a5 5 0 0 1 9.3 4.5C19.5 15.9 12 20.5 12 20.5Z" />
    </Svg>
  );
}

export function CheckIcon({ className = 'size-4' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="m6 9 6 6 6-6" />
    </Svg>
  );
}

export function UserIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Svg>
  );
}

export function GlobeIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Svg>
  );
}
