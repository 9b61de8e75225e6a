// Inline icons of the profile detail, lightbox and video player (decorative: every control that
// uses one carries its own label).
import { type IconProps, Svg } from '#app/components/icons/icons.tsx';

export { ShieldCheckIcon } from '#app/components/profile/profile-icons.tsx';

export const ChevronLeftIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
);
export const ChevronRightIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
);
export const ArrowLeftIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M19 12H5m6-6-6 6 6 6" />
  </Svg>
);
export const CameraIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 8h3l2-3h6l2 3h3v11H4Z" />
    <circle cx="12" cy="13" r="3.5" />
  </Svg>
);
export const VideoIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </Svg>
);
export const PlayIcon = ({ className }: IconProps) => (
  <Svg className={className} filled>
    <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
  </Svg>
);
export const PauseIcon = ({ className }: IconProps) => (
  <Svg className={className} filled>
    <rect x="6" y="4" width="4" height="16" rx="1" />
    <rect x="14" y="4" width="4" height="16" rx="1" />
  </Svg>
);
export const VolumeIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 9h4l5-4v14l-5-4H4Z" />
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </Svg>
);
export const MuteIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 9h4l5-4v14l-5-4H4Z" />
    <path d="m17 9 5 6m0-6-5 6" />
  </Svg>
);
export const ExpandIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Svg>
);
export const ShrinkIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Svg>
);
export const ShareIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
  </Svg>
);
export const DownloadIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
  </Svg>
);
export const ZoomInIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.3-4.3M11 8v6M8 11h6" />
  </Svg>
);
export const ZoomOutIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.3-4.3M8 11h6" />
  </Svg>
);
export const ResetIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M4 12a8 8 0 1 0 2.4-5.7M4 4v5h5" />
  </Svg>
);
export const MapPinIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </Svg>
);
export const LockIcon = ({ className }: IconProps) => (
  <Svg className={className}>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </Svg>
);
