// A small accessible tooltip for controls that show only an icon: it opens on
// hover (mouse) or keyboard focus after the shared delay (tooltip-controller.ts), closes on
// leave, blur, a press or Escape, and is placed below the control (above when there is no
// room), in a layer of its own so no parent's overflow or positioning clips or moves it.
// Headless UI has no tooltip; this one is a hook so the control stays the element it was.
import {
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { createTooltipController } from './tooltip-controller.ts';

export interface TooltipTriggerProps {
  ref: (element: HTMLElement | null) => void;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  'aria-describedby'?: string;
}

export interface UseTooltipOptions {
  /** Point the control's description at the tooltip while it shows (off when it repeats the control's name). */
  describes?: boolean;
}

/** The props to spread on the control, and the tooltip to render beside it. */
export function useTooltip(content: string, { describes = true }: UseTooltipOptions = {}) {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const controller = useMemo(() => createTooltipController(setOpen), []);
  useEffect(() => () => controller.close(), [controller]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') controller.close();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, controller]);

  const triggerProps: TooltipTriggerProps = {
    ref: setAnchor,
    // touch and pen have no hover: a tap is a press, not a request for a hint
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') controller.request();
    },
    onPointerLeave: controller.close,
    onPointerDown: controller.close,
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) controller.request();
    },
    onBlur: controller.close,
    ...(open && describes ? { 'aria-describedby': id } : {}),
  };
  const tooltip =
    open && anchor ? (
      <TooltipBubble id={id} anchor={anchor}>
        {content}
      </TooltipBubble>
    ) : null;
  return { triggerProps, tooltip, open };
}

const GAP = 6;
const MARGIN = 4;

function TooltipBubble({ id, anchor, children }: { id: string; anchor: HTMLElement; children: ReactNode }) {
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  // In fullscreen only the fullscreen element shows; in a modal dialog the rest of the page is inert.
  const layer = document.fullscreenElement ?? anchor.closest('[role="dialog"], dialog') ?? document.body;

  const place = useCallback(() => {
    const element = bubble.current;
    if (!element) return;
    const target = anchor.getBoundingClientRect();
    const { width, height } = element.getBoundingClientRect();
    const below = target.bottom + GAP;
    const top = below + height + MARGIN > window.innerHeight ? Math.max(MARGIN, target.top - GAP - height) : below;
    const centred = target.left + target.width / 2 - width / 2;
    const left = Math.min(Math.max(MARGIN, centred), window.innerWidth - width - MARGIN);
    setPosition({ top, left });
  }, [anchor]);

  useLayoutEffect(place, [place]);

  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      data-testid="tooltip"
      style={position ? { top: position.top, left: position.left } : { visibility: 'hidden', top: 0, left: 0 }}
      className="pointer-events-none fixed z-[200] max-w-xs rounded-md bg-stone-900 px-2 py-1 text-xs font-medium text-white shadow-lg"
    >
      {children}
    </div>,
    layer,
  );
}
