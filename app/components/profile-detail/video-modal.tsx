// The video modal and its player, loaded lazily: play/pause, seek, volume, mute,
// fullscreen; the controls hide after 3 s without activity while playing and come back on
// pointer movement, a key or focus. Share uses the native share sheet, else copies the page
// link; download saves "<firstname>-video-<n>.mp4". Escape closes (Headless UI dialog, focus
// trapped). A video that cannot load shows "Video Unavailable". Share and fullscreen errors are
// only logged.

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#app/components/icons/icons.tsx';
import { usePublicMediaSource } from '#app/components/media/public-media-base.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { useTooltip } from '#app/components/tooltip/tooltip.tsx';
import { DownloadIcon, ExpandIcon, MuteIcon, PauseIcon, PlayIcon, ShareIcon, ShrinkIcon, VideoIcon, VolumeIcon } from './profile-icons.tsx';
import { formatDuration, videoFileName } from './profile-view.ts';

/** Video controls hide after 3 s. */
export const CONTROLS_HIDE_MS = 3000;

export interface VideoModalProps {
  src: string;
  videoNumber: number;
  firstName: string;
  /** The shown name, "María R.". */
  name: string;
  onClose: () => void;
}

const controlButton = 'flex size-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/20';

export default function VideoModal({ src, videoNumber, firstName, name, onClose }: VideoModalProps) {
  const source = usePublicMediaSource(src);
  const { t } = useTranslation();
  // the download control is a link, so it takes the tooltip directly rather than an IconButton
  const downloadTooltip = useTooltip(t('profile.video.download'), { describes: false });
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsVisible, setControlsVisible] = useState(true);
  const [activity, setActivity] = useState(0);

  const showControls = useCallback(() => {
    setControlsVisible(true);
    setActivity((n) => n + 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each activity restarts the 3 s timer
  useEffect(() => {
    if (!playing) {
      setControlsVisible(true);
      return;
    }
    const timer = window.setTimeout(() => setControlsVisible(false), CONTROLS_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, activity]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current && frameRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) document.exitFullscreen().catch((e: unknown) => console.warn('video: exit fullscreen failed', e));
    };
  }, []);

  // A file the carousel already touched can report its metadata or its error before React
  // listens, so the state is read once after mounting as well as from the media events.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.error) setFailed(true);
    else if (video.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setDuration(video.duration);
      setReady(true);
    }
  }, []);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) {
      video.play().catch((e: unknown) => console.warn('video: play failed', e));
    } else {
      video.pause();
    }
  };

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(seconds)) return;
    video.currentTime = seconds;
    setCurrentTime(seconds);
  };

  const changeVolume = (value: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = value;
    video.muted = value === 0;
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 0.5;
  };

  const toggleFullscreen = () => {
    const run = document.fullscreenElement ? document.exitFullscreen() : frameRef.current?.requestFullscreen();
    run?.catch((e: unknown) => console.warn('video: fullscreen failed', e));
  };

  const share = async () => {
    const url = window.location.href;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title: t('profile.video.shareTitle', { name }), url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: t('profile.video.linkCopied'), description: t('profile.video.linkCopiedText'), variant: 'success' });
    } catch (error) {
      // Sharing errors are only logged (a dismissed share sheet lands here too).
      console.warn('video: share failed', error);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    showControls();
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, a, button')) return;
    if (event.key === ' ' || event.key === 'k') {
      event.preventDefault();
      togglePlay();
    } else if (event.key === 'm') {
      toggleMute();
    } else if (event.key === 'f') {
      toggleFullscreen();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      seek(Math.min(duration, Math.max(0, currentTime + (event.key === 'ArrowLeft' ? -5 : 5))));
    }
  };

  const hidden = playing && !controlsVisible;
  const seekMax = Number.isFinite(duration) && duration > 0 ? duration : 0;

  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-[80] flex items-center justify-center bg-stone-950/90 p-0 sm:p-6">
      <DialogPanel className="relative flex w-full max-w-4xl flex-col" data-testid="video-modal">
        <div className="flex items-center justify-between gap-3 px-3 py-2 text-white">
          <DialogTitle className="truncate text-base font-semibold">{t('profile.video.title', { number: videoNumber, name })}</DialogTitle>
          <IconButton onClick={onClose} className={controlButton} label={t('profile.video.close')}>
            <CloseIcon className="size-6" />
          </IconButton>
        </div>

        {failed ? (
          <div
            role="alert"
            className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-xl bg-stone-900 px-6 text-center text-white"
            data-testid="video-error"
          >
            <VideoIcon className="size-10 text-stone-400" />
            <p className="text-lg font-semibold">{t('profile.video.unavailable')}</p>
            <p className="text-sm text-stone-300">{t('profile.video.unavailableText')}</p>
          </div>
        ) : (
          // biome-ignore lint/a11y/noStaticElementInteractions: pointer movement only reveals the controls; every action has its own button
          <div
            ref={frameRef}
            className={`relative w-full overflow-hidden bg-black sm:rounded-xl ${hidden ? 'cursor-none' : ''}`}
            onPointerMove={showControls}
            onPointerDown={showControls}
            onFocus={showControls}
            onKeyDown={onKeyDown}
            data-testid="video-frame"
            data-controls={hidden ? 'hidden' : 'visible'}
          >
            {/* biome-ignore lint/a11y/useMediaCaption: the demo and submitted videos have no caption tracks */}
            <video
              ref={videoRef}
              src={source.url}
              preload="metadata"
              playsInline
              className="aspect-video max-h-[75dvh] w-full bg-black object-contain"
              onClick={togglePlay}
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onEnded={() => setPlaying(false)}
              onTimeUpdate={(e) => {
                setCurrentTime(e.currentTarget.currentTime);
                setDuration(e.currentTarget.duration);
                setReady(true);
              }}
              onCanPlay={() => setReady(true)}
              onLoadedMetadata={(e) => {
                setDuration(e.currentTarget.duration);
                setReady(true);
              }}
              onDurationChange={(e) => setDuration(e.currentTarget.duration)}
              onVolumeChange={(e) => {
                setVolume(e.currentTarget.volume);
                setMuted(e.currentTarget.muted);
              }}
              onError={() => {
                if (!source.fallBack()) setFailed(true);
              }}
              data-testid="video-player"
            />
            {!ready && (
              <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-stone-300" role="status">
                {t('profile.video.loading')}
              </p>
            )}
            {!playing && ready && (
              <button
                type="button"
                onClick={togglePlay}
                tabIndex={-1}
                aria-hidden="true"
                className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-white/90 text-rose-700 shadow-lg"
              >
                <PlayIcon className="ml-1 size-8" />
              </button>
            )}
            <div
              className={`absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-2 pt-8 pb-2 transition-opacity duration-300 ${
                hidden ? 'pointer-events-none opacity-0' : 'opacity-100'
              }`}
            >
              <input
                type="range"
                min={0}
                max={seekMax}
                step="any"
                value={Math.min(currentTime, seekMax)}
                onChange={(e) => seek(Number(e.currentTarget.value))}
                aria-label={t('profile.video.seek')}
                aria-valuetext={`${formatDuration(currentTime)} / ${formatDuration(duration)}`}
                className="w-full accent-rose-600"
                data-testid="video-seek"
              />
              <div className="flex items-center gap-1">
                <IconButton
                  onClick={togglePlay}
                  className={controlButton}
                  label={playing ? t('profile.video.pause') : t('profile.video.play')}
                  data-testid="video-play"
                >
                  {playing ? <PauseIcon /> : <PlayIcon />}
                </IconButton>
                <IconButton
                  onClick={toggleMute}
                  className={controlButton}
                  label={muted ? t('profile.video.unmute') : t('profile.video.mute')}
                  aria-pressed={muted}
                >
                  {muted || volume === 0 ? <MuteIcon /> : <VolumeIcon />}
                </IconButton>
                <input
                  type="range"
                  min={0}
                  max={1}
                  step={0.05}
                  value={muted ? 0 : volume}
                  onChange={(e) => changeVolume(Number(e.currentTarget.value))}
                  aria-label={t('profile.video.volume')}
                  aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
                  className="hidden w-28 accent-rose-600 sm:block"
                />
                <span className="ml-1 text-xs whitespace-nowrap text-white tabular-nums sm:ml-2" aria-hidden="true">
                  {formatDuration(currentTime)} / {formatDuration(duration)}
                </span>
                <span className="flex-1" />
                <IconButton onClick={share} className={controlButton} label={t('profile.video.share')}>
                  <ShareIcon />
                </IconButton>
                <a
                  href={src}
                  download={videoFileName(firstName, videoNumber)}
                  className={controlButton}
                  aria-label={t('profile.video.download')}
                  data-testid="video-download"
                  {...downloadTooltip.triggerProps}
                >
                  <DownloadIcon />
                </a>
                {downloadTooltip.tooltip}
                <IconButton
                  onClick={toggleFullscreen}
                  className={controlButton}
                  label={fullscreen ? t('profile.video.exitFullscreen') : t('profile.video.fullscreen')}
                >
                  {fullscreen ? <ShrinkIcon /> : <ExpandIcon />}
                </IconButton>
              </div>
            </div>
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}
