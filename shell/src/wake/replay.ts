import { WAKE_RECORD_KEY, type WakeRecord } from '@icast/contracts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const nextTask = (win: Window) => new Promise((resolve) => win.setTimeout(resolve, 0));

const NOT_TYPED = /^(button|submit|reset|image|checkbox|radio|file|hidden)$/;
const TICKED = /^(checkbox|radio)$/;

function typedBeforeWake(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && NOT_TYPED.test(field.type)) return false;
  return field.value !== field.defaultValue;
}

function serverValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  return Array.from(field.options).find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
}

/**
 * Fields typed in and lists chosen before the app woke, noted just before hydration: it sets a controlled `<select>`
 * back to the server's option, and a field's value must not depend on how hydration treats it.
 */
const chosenBeforeWake = new Map<Field, string>();
/** Tick boxes and choices (radio buttons) ticked or unticked before the app woke, noted for the same reason. */
const tickedBeforeWake = new Map<HTMLInputElement, boolean>();

/** Called just before hydration: notes each list, tick box and choice that differs from what the server wrote. */
export function noteChoicesBeforeHydration(root: ParentNode = document): void {
  for (const field of Array.from(root.querySelectorAll<Field>('input, textarea, select'))) {
    if (typedBeforeWake(field)) chosenBeforeWake.set(field, field.value);
  }
  for (const box of Array.from(root.querySelectorAll('input'))) {
    if (TICKED.test(box.type) && box.checked !== box.defaultChecked) tickedBeforeWake.set(box, box.checked);
  }
}

/**
 * A tick box or choice as the visitor left it, told to React as a click it reads (React's own property first, the
 * visitor's state through the prototype's setter, then a plain `click` event, which does not tick anything itself).
 */
function handTickToReact(box: HTMLInputElement, ticked: boolean): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
  if (!setter || !box.isConnected) return;
  box.checked = box.defaultChecked;
  setter.call(box, ticked);
  box.dispatchEvent(new Event('click', { bubbles: true }));
}

/**
 * Hands what the visitor typed before the app woke to React. Hydration keeps a field's value in the page, but the
 * component's state is still the server's, so the first change or the form's check would lose it: the field is
 * told React's value (through its own property, which React watches), given the typed value through the
 * prototype's setter (which it does not), and an input or change event makes React read it. One field a task, as
 * typing does: a handler that builds its state from its last render (`{ ...payer, [name]: value }`) would otherwise
 * keep only the last field.
 */
export async function handTypedValuesToReact(root: ParentNode = document, win: Window = window): Promise<void> {
  for (const field of Array.from(root.querySelectorAll<Field>('input, textarea, select'))) {
    const chosen = chosenBeforeWake.get(field);
    if (chosen === undefined && !typedBeforeWake(field)) continue;
    const typed = chosen ?? field.value;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    if (!setter) continue;
    field.value = serverValue(field);
    setter.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    await nextTask(win);
  }
  chosenBeforeWake.clear();
  for (const [box, ticked] of tickedBeforeWake) {
    handTickToReact(box, ticked);
    await nextTask(win);
  }
  tickedBeforeWake.clear();
}

/**
 * Once the app has a page the server drew: what the visitor did while it woke is done again, now with the app (the
 * typed values first, then the held-back clicks in order and a form's submission), and the inline script stops
 * holding clicks. The clicks wait until React has committed the typed values (a form's handler reads its state from
 * the last render, and a click in the same task would send the server's empty fields) and the page's own first
 * effects have settled (a form names its section in the address, replacing the entry, after it read its draft: a
 * click before that was overwritten). Two frames, each followed by a task, cover both.
 */
/** Records being replayed: the app's first effect may run twice (strict mode) while the first replay waits. */
const replaying = new WeakSet<WakeRecord>();

export async function replayBeforeWake(win: Window = window): Promise<void> {
  const record = (win as unknown as Record<string, WakeRecord | undefined>)[WAKE_RECORD_KEY];
  if (!record || record.awake || replaying.has(record)) return;
  replaying.add(record);
  await handTypedValuesToReact(win.document, win);
  for (let frame = 0; frame < 2; frame++) {
    await new Promise((resolve) => win.requestAnimationFrame(resolve));
    await nextTask(win);
  }
  // Only now does the inline script stop holding clicks and submissions: an Enter pressed while the values were
  // being handed over would have sent the form with the fields React did not have yet (the tour's e-mail, found by
  // bookings.spec typing on a page still waking).
  record.awake = true;
  for (const control of record.clicked) {
    if (control instanceof HTMLElement && control.isConnected) control.click();
  }
  if (record.submitted?.isConnected) record.submitted.requestSubmit();
}
