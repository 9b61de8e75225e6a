// The toast viewport: a labelled, focusable region (F8 moves focus to it) whose list is a
// polite live region; each toast closes after its duration (paused while hovered or focused)
// or when swiped right past the threshold.
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { dismissToast, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, type Toast, useToasts } from './toast-store.ts';

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const viewport = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      aria-label={t('toast.region', { hotkey: TOAST_HOTKEY })}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      <ol
        ref={viewport}
        tabIndex={-1}
        aria-live="polite"
        aria-relevant="additions text"
        data-testid="toast-viewport"
        className="flex w-full max-w-sm flex-col gap-2 outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2"
      >
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} dismissLabel={t('toast.dismiss')} />
        ))}
      </ol>
    </section>
  );
}

const variantClasses: Record<Toast['variant'], string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
};

function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused || !Number.isFinite(toast.duration)) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.duration, toast.id]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (start.current === null) return;
    const moved = event.clientX - start.current;
    start.current = null;
    if (moved >= TOAST_SWIPE_THRESHOLD_PX) {
      dismissToast(toast.id);
      return;
    }
    setOffset(0);
    setPaused(false);
  };

  return (
    <li
      data-testid="toast"
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - offset / 200) : undefined,
        touchAction: 'pan-y',
      }}
      className={`pointer-events-auto relative flex items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg transition-[opacity] select-none ${variantClasses[toast.variant]}`}
    >
      {/* The alert role sits inside the item: an <li> with another role breaks the list for screen readers. */}
      <div role={toast.variant === 'destructive' ? 'alert' : undefined} aria-atomic="true" className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <IconButton
        onClick={() => dismissToast(toast.id)}
        label={dismissLabel}
        className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </IconButton>
    </li>
  );
}
