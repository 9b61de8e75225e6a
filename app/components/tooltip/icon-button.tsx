// A button that shows only an icon: its label is its accessible name and, for sighted mouse and
// keyboard users, its tooltip. Every icon-only button is one of these, so none
// can be left without a name or a hint.
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTooltip } from './tooltip.tsx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** What the button does, in the page's language: its name and its tooltip. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  ref,
  type = 'button',
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onFocus,
  onBlur,
  children,
  ...rest
}: IconButtonProps) {
  // the tooltip repeats the name: describing the button with it would read it twice
  const { triggerProps, tooltip } = useTooltip(label, { describes: false });
  const setRef = (element: HTMLButtonElement | null) => {
    triggerProps.ref(element);
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return (
    <>
      <button
        {...rest}
        type={type}
        ref={setRef}
        aria-label={label}
        onPointerEnter={both(triggerProps.onPointerEnter, onPointerEnter)}
        onPointerLeave={both(triggerProps.onPointerLeave, onPointerLeave)}
        onPointerDown={both(triggerProps.onPointerDown, onPointerDown)}
        onFocus={both(triggerProps.onFocus, onFocus)}
        onBlur={both(triggerProps.onBlur, onBlur)}
      >
        {children}
      </button>
      {tooltip}
    </>
  );
}

/** The tooltip's handler, then the caller's own. */
function both<E>(ours: (event: E) => void, theirs: ((event: E) => void) | undefined): (event: E) => void {
  return (event) => {
    ours(event);
    theirs?.(event);
  };
}
