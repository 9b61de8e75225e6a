// What a visitor does on a page the server drew before its app has taken it over, kept and done
// once by the app (docs/decisions/059-the-app-loads-at-once-and-nothing-is-lost.md). It is part of
// the first script every page loads (app/boot.ts), so it stays tiny and imports nothing.
//
// - What she types, picks, ticks or pastes stays in the page's own fields: the browser keeps it,
//   and hydration keeps the fields. React then takes each field's value for the one it rendered,
//   so right after the hydrated page commits, every field whose value differs from what was drawn
//   tells the app through the events React listens to (`adopt`).
// - Links and real forms work without the app. A press on any other button is kept, shown as taken
//   at once, and made again once the app has hydrated; so is a form only the app sends
//   (`action="#"`), held back so that the browser does not put her details in the address.
// - From the moment the app starts hydrating, React answers every event itself (it hydrates
//   the part pressed first), so the keeping stops there (`takeFirstTouches`).

/** On a button pressed before the app took over: the press shows at once that it was taken
 * (app/styles.css); it comes off when the press is made again. */
export const PRESS_PENDING_ATTRIBUTE = 'data-press-pending';

/** The control a press is kept for: a button that does nothing without the app. A link or a
 * form's submit button works without it (the browser follows or submits), so it is left alone. */
export function pressedControl(target: EventTarget | null): HTMLElement | null {
  const element = target && 'closest' in target ? (target as Element).closest<HTMLElement>('button, [role="button"]') : null;
  if (!element) return null;
  if (element.tagName === 'BUTTON' && (element as HTMLButtonElement).type === 'submit' && (element as HTMLButtonElement).form) return null;
  return element;
}

interface Kept {
  presses: HTMLElement[];
  sent: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  stop: () => void;
}

let kept: Kept | null = null;

/** Starts keeping the presses and the app-only forms sent on a drawn page (called by the boot). */
export function keepFirstTouches(doc: Document): void {
  const presses: HTMLElement[] = [];
  const state: Kept = { presses, sent: null, stop: () => undefined };
  const onClick = (event: MouseEvent) => {
    const control = pressedControl(event.target);
    if (!control) return;
    presses.push(control);
    control.setAttribute(PRESS_PENDING_ATTRIBUTE, '');
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.getAttribute('action') !== '#') return;
    event.preventDefault();
    state.sent = { form, submitter: event.submitter };
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  state.stop = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
  };
  kept = state;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether she changed the field from what the app rendered into it (React sets the default
 * value, or the default checked state, to what it rendered, and keeps them in step after). */
function changedByHer(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    // With no option drawn selected, a single list shows its first one.
    const options = Array.from(field.options);
    const drawn = options.some((option) => option.defaultSelected)
      ? options.filter((option) => option.defaultSelected)
      : options.filter((option) => !field.multiple && !option.disabled).slice(0, 1);
    return options.some((option) => option.selected !== drawn.includes(option));
  }
  if (checkable(field)) return field.checked !== field.defaultChecked && (field.type !== 'radio' || field.checked);
  if (field instanceof HTMLInputElement && field.type === 'file') return (field.files?.length ?? 0) > 0;
  return field.value !== field.defaultValue;
}

/** Where her caret is in the field she is typing in, for a field that has one (a number field has none). */
function focusedCaret(field: Field): [number, number] | null {
  if (field instanceof HTMLSelectElement || field.ownerDocument.activeElement !== field) return null;
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

/** What she left in a field: its text, whether it is ticked, the options picked; a file input
 * keeps its files whatever the app renders. */
type Hers = string | boolean | string[] | null;

function holding(field: Field): Hers {
  if (field instanceof HTMLSelectElement) return Array.from(field.selectedOptions, (option) => option.value);
  if (checkable(field)) return field.checked;
  if (field instanceof HTMLInputElement && field.type === 'file') return null;
  return field.value;
}

/**
 * Tells the app what she left in a field before it took over, through the event React listens to
 * for it: `change` for a list or a file; a click for a box or a radio (first turned back through
 * React's own record of it, so the click turns it to hers); `input` for text, React's record first
 * set to what it rendered and her text then put back through the browser's own setter. The app
 * may have drawn the field again meanwhile (an earlier field's change renders the whole form), so
 * what she left is read before any of them is given.
 */
function adopt(field: Field, hers: Hers, selection: [number, number] | null): void {
  if (field instanceof HTMLSelectElement) {
    const picked = hers as string[];
    for (const option of field.options) option.selected = picked.includes(option.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (hers === null) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (typeof hers === 'boolean') {
    const box = field as HTMLInputElement;
    box.checked = !hers;
    box.click();
  } else {
    const text = field as HTMLInputElement | HTMLTextAreaElement;
    text.value = text.defaultValue === hers ? '' : text.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(text), 'value')?.set?.call(text, hers);
    if (selection) text.setSelectionRange(selection[0], selection[1]);
    text.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

interface Left {
  field: Field;
  hers: Hers;
  selection: [number, number] | null;
}

/** Every field of `root` she changed before the app took over, with what she left in it, in the
 * page's order. */
function readHers(root: ParentNode): Left[] {
  return Array.from(root.querySelectorAll<Field>('input, textarea, select'))
    .filter((field) => field.isConnected && !field.disabled && changedByHer(field))
    .map((field) => ({ field, hers: holding(field), selection: focusedCaret(field) }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let pending: { root: ParentNode; taken: Kept | null } | null = null;

/** Called by the app as it starts hydrating `root` (`drawn`), or rendering it in place of a first
 * paint: stops keeping (React answers from now on). A first paint holds no field and no button
 * the app keeps, so there is nothing to give. */
export function takeFirstTouches(root: ParentNode, { drawn }: { drawn: boolean }): void {
  const taken = kept;
  kept = null;
  taken?.stop();
  pending = drawn ? { root, taken } : null;
}

/**
 * Called in the layout effect of the page's first commit, once per page. What she left in the
 * fields is read there, before the app can draw any of them again (a later render of a form puts
 * the app's value back into a field whose change it has not been told), and given in a microtask
 * right after the commit, before any new input of hers. Then each kept press, in the order she
 * made them, each in a task of its own as hers came; then a held form.
 */
export function giveFirstTouches(): void {
  if (!pending) return;
  const { root, taken } = pending;
  pending = null;
  const left = readHers(root);
  queueMicrotask(async () => {
    for (const { field, hers, selection } of left) if (field.isConnected) adopt(field, hers, selection);
    for (const press of taken?.presses ?? []) {
      press.removeAttribute(PRESS_PENDING_ATTRIBUTE);
      if (!press.isConnected) continue;
      await nextTask();
      press.click();
    }
    const sent = taken?.sent;
    if (sent?.form.isConnected) {
      await nextTask();
      const { form, submitter } = sent;
      form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null);
    }
  });
}
