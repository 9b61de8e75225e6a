// Icons of the profile card and the home page (decorative: the text beside them, or the
// control that holds them, carries the meaning).
import { type IconProps, Svg } from '#app/components/icons/icons.tsx';

export function CameraIcon({ className = 'size-3.5' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
      <circle cx="12" cy="13" r="3.5" />
    </Svg>
  );
}

export function VideoIcon({ className = 'size-3.5' }: IconProps) {
  return (
    <Svg className={className}>
      <rect x="3" y="6" width="13" height="12" rx="2" />
      <path d="m16 10 5-3v10l-5-3" />
    </Svg>
  );
}

export function MapPinIcon({ className = 'size-4' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M12 21s7-6.1 7-11.5A7 7 0 0 0 5 9.5C5 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Svg>
  );
}

export function StarIcon({ className = 'size-4' }: IconProps) {
  return (
    <Svg className={className} filled>
      <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9Z" />
    </Svg>
  );
}

export function HeartFilledIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className} filled>
      <path d="M12 20.5s-7.5-4.6-9.3-9.4A5 5 0 0 1 12 6.6a5 5 0 0 1 9.3 4.5C19.5 15.9 12 20.5 12 20.5Z" />
    </Svg>
  );
}

export function SearchIcon({ className = 'size-5' }: IconProps) {
  return (
    <Svg className={className}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </Svg>
  );
}

export function ShieldCheckIcon({ className = 'size-6' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6Z" />
      <path d="m8.8 12 2.2 2.2 4.3-4.4" />
    </Svg>
  );
}

export function BoltIcon({ className = 'size-6' }: IconProps) {
  return (
    <Svg className={className}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />
    </Svg>
  );
}
