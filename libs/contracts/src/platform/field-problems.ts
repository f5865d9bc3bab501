/**
 * How the API names the field a problem belongs to in a 400's `message` (`dob: Enter the date of birth; campus:
 * Select campus`), and how a page reads it back, so a refusal the browser could not foresee (an unknown paid-form
 * reference) is shown in words at its own field instead of as the raw message.
 */
const SEPARATOR = '; ';

/** One problem of a body, named by its field. */
export const fieldProblem = (field: string, message: string): string => `${field}: ${message}`;

/** Several problems in one message, in the order given. */
export const fieldProblems = (problems: readonly string[]): string => problems.join(SEPARATOR);

/**
 * The problems in `message` that name one of `fields`, by field, and what is left (problems naming no known field),
 * or undefined when no part names a known field.
 */
export function fieldProblemsIn(
  message: string,
  fields: readonly string[],
): { byField: Record<string, string>; rest: string[] } | undefined {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split(SEPARATOR)) {
    const colon = part.indexOf(': ');
    const name = colon > 0 ? part.slice(0, colon) : '';
    if (name && fields.includes(name) && !(name in byField)) byField[name] = part.slice(colon + 2).trim();
    else rest.push(part);
  }
  return Object.keys(byField).length > 0 ? { byField, rest } : undefined;
}
