import type { ApiFieldError } from '@icast/contracts';
import { errorMessage, fieldErrorsOfFailure } from './errors';

/**
 * A form a page without script posted, as a route's action reads it and answers its page: shared by the remotes so
 * every such form reads its fields and reports a refusal the same way.
 */

/** What a refused form gives its page: what was typed, the API's problems by field, or one reason for the rest. */
export interface PostedForm<Values> {
  values: Values;
  errors: readonly ApiFieldError[];
  failure?: string;
}

/** A field of a posted form as text, cut to the length the form allows (the API refuses longer anyway). */
export function postedText(form: FormData, name: string, limit: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, limit) : '';
}

/** The API's refusal of a posted form: its problems by field, else its reason (`describe` words it for the page). */
export function postedFormRefused<Values>(
  values: Values,
  error: unknown,
  describe: (error: unknown) => string = errorMessage,
): PostedForm<Values> {
  const errors = fieldErrorsOfFailure(error);
  return { values, errors, ...(errors.length === 0 ? { failure: describe(error) } : {}) };
}
