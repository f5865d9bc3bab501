/** The named text fields of a submitted form, as strings ('' for a field that is missing). */
export function formFields<Name extends string>(form: HTMLFormElement, names: readonly Name[]): Record<Name, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<Name, string>;
}
