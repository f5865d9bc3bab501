import { BadRequestException } from '@nestjs/common';
import { type ApiFieldError, fieldProblem, fieldProblems } from '@icast/contracts';

/** A rule from @icast/contracts: a message per field with a problem, as the browser form shows them. */
export type FieldRule<Field extends string> = (
  answers: Partial<Record<Field, string>>,
) => Partial<Record<Field, string | undefined>>;

/**
 * A JSON body checked by the same rule the browser form runs, so the page and the API never disagree. Unknown
 * fields, values that are not strings and every problem the rule finds come back together in one 400, each
 * at its field in `errors`. Returns the string answers, untrimmed (the caller normalises what it stores).
 */
export function checkContractBody<Field extends string>(
  body: unknown,
  subject: string,
  fields: readonly Field[],
  rule: FieldRule<Field>,
): Partial<Record<Field, string>> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestException(`${subject} must be a JSON object`);
  }
  const input = body as Record<string, unknown>;
  const known = new Set<string>(fields);
  // Each problem at its field, and in words as `message` has always said it.
  const problems: Array<ApiFieldError & { inMessage: string }> = Object.keys(input)
    .filter((name) => !known.has(name))
    .map((name) => {
      const message = `property ${name} should not exist`;
      return { field: name, message, inMessage: message };
    });
  const answers: Partial<Record<Field, string>> = {};
  const notText = new Set<Field>();
  for (const name of fields) {
    const value = input[name];
    if (typeof value === 'string') answers[name] = value;
    else if (value !== undefined && value !== null) notText.add(name);
  }
  const found = rule(answers);
  for (const name of fields) {
    const message = notText.has(name) ? `${name} must be a string` : found[name];
    if (message)
      problems.push({ field: name, message, inMessage: notText.has(name) ? message : fieldProblem(name, message) });
  }
  if (problems.length > 0) {
    throw new BadRequestException({
      message: fieldProblems(problems.map((problem) => problem.inMessage)),
      errors: problems.map(({ field, message }) => ({ field, message })),
    });
  }
  return answers;
}
