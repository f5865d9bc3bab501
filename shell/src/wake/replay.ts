import { WAKE_RECORD_KEY, type WakeRecord } from '@icast/contracts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = /^(button|submit|reset|image|checkbox|radio|file|hidden)$/;

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

/** Lists chosen before the app woke: hydration sets a controlled `<select>` back to the server's option. */
const chosenBeforeWake = new Map<HTMLSelectElement, string>();

/** Called just before hydration: notes each list whose choice differs from the one the server wrote. */
export function noteChoicesBeforeHydration(root: ParentNode = document): void {
  for (const select of Array.from(root.querySelectorAll('select'))) {
    if (typedBeforeWake(select)) chosenBeforeWake.set(select, select.value);
  }
}

/**
 * Hands what the visitor typed before the app woke to React. Hydration keeps a field's value in the page, but the
 * component's state is still the server's, so the first change or the form's check would lose it: the field is
 * told React's value (through its own property, which React watches), given the typed value through the
 * prototype's setter (which it does not), and an input or change event makes React read it.
 */
export function handTypedValuesToReact(root: ParentNode = document): void {
  for (const field of Array.from(root.querySelectorAll<Field>('input, textarea, select'))) {
    const chosen = field instanceof HTMLSelectElement ? chosenBeforeWake.get(field) : undefined;
    if (chosen === undefined && !typedBeforeWake(field)) continue;
    const typed = chosen ?? field.value;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    if (!setter) continue;
    field.value = serverValue(field);
    setter.call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  chosenBeforeWake.clear();
}

/**
 * Once the app has a page the server drew: what the visitor did while it woke is done again, now with the app (the
 * typed values first, then the held-back form submission or click), and the inline script stops holding clicks.
 */
export function replayBeforeWake(win: Window = window): void {
  const record = (win as unknown as Record<string, WakeRecord | undefined>)[WAKE_RECORD_KEY];
  if (!record || record.awake) return;
  record.awake = true;
  handTypedValuesToReact(win.document);
  for (const control of record.clicked) {
    if (control instanceof HTMLElement && control.isConnected) control.click();
  }
  if (record.submitted?.isConnected) record.submitted.requestSubmit();
}
