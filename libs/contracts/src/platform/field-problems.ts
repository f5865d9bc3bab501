/**
 * How the API names the fields a 400 is about. The answer carries `errors: [{field, message}]`, which pages read to
 * put each problem at its field by name, beside `message`, the problems joined in words (`dob: Enter the date of
 * birth; campus: Select campus`) as the original site's calls read it. Pages never read fields back out of
 * `message`, so a validator's wording can change without any page changing.
 */
const SEPARATOR = '; ';

/** One problem of a request, named by its field: the form's field name, a nested one's path joined with '.'. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/** One problem of a body in words, named by its field, as `message` has always said it. */
export const fieldProblem = (field: string, message: string): string => `${field}: ${message}`;

/** Several problems in one message, in the order given. */
export const fieldProblems = (problems: readonly string[]): string => problems.join(SEPARATOR);

/** A 400's body for problems each at its field: `message` in words as before, `errors` by field. */
export function fieldErrorsAnswer(errors: readonly ApiFieldError[]): { message: string; errors: ApiFieldError[] } {
  return {
    message: fieldProblems(errors.map((error) => fieldProblem(error.field, error.message))),
    errors: errors.map(({ field, message }) => ({ field, message })),
  };
}

/** `value` when it is a list of field errors as the API sends them, else undefined (an older or foreign answer). */
export function fieldErrorsOf(value: unknown): ApiFieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.every(
    (item: unknown) =>
      item !== null &&
      typeof item === 'object' &&
      typeof (item as ApiFieldError).field === 'string' &&
      typeof (item as ApiFieldError).message === 'string',
  );
  return valid ? (value as ApiFieldError[]).map(({ field, message }) => ({ field, message })) : undefined;
}

/** A refusal about one field, said in its own words: `message` exactly as given, and at `field` in `errors`. */
export const fieldRefusal = (field: string, message: string): { message: string; errors: ApiFieldError[] } => ({
  message,
  errors: [{ field, message }],
});

/**
 * A refusal the client acts on by what it is, not only shows: `code` names it (`places_full`), `details` carries the
 * figures the page names (optional). The one way the API builds such a body, so every `code` sits at the top.
 */
export function codedRefusal<Details extends Record<string, unknown>>(
  code: string,
  message: string,
  details?: Details,
): { message: string; code: string; details?: Details } {
  return { message, code, ...(details && { details }) };
}

/** The keys an API error body may carry (`ApiError`); an exception's own `error` word is Nest's and not sent. */
const ERROR_BODY_KEYS = new Set(['statusCode', 'message', 'errors', 'code', 'details', 'requestId', 'error']);

/**
 * What is wrong with an error body (or the object an exception carries) against the one shape `ApiError`, or
 * undefined when it is right: a `code` anywhere but the top, `details` without a `code`, a key the shape does not
 * name, or `errors` that are not `{field, message}` items. The API's filter logs such a producer as a bug.
 */
export function errorShapeProblem(body: object): string | undefined {
  const record = body as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter((key) => !ERROR_BODY_KEYS.has(key));
  if (unknownKeys.length) return `keys outside the error shape: ${unknownKeys.join(', ')}`;
  if (record.code !== undefined && typeof record.code !== 'string') return '`code` is not a string';
  if (record.errors !== undefined && !fieldErrorsOf(record.errors)) return '`errors` is not a list of {field, message}';
  if (record.details === undefined) return undefined;
  if (record.details === null || typeof record.details !== 'object' || Array.isArray(record.details)) {
    return '`details` is not an object';
  }
  if ('code' in record.details) return '`code` inside `details`: it belongs at the top of the body';
  return record.code === undefined ? '`details` without a `code`' : undefined;
}
