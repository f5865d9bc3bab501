import { BadRequestException } from '@nestjs/common';
import { fieldProblem, fieldProblems } from '@icast/contracts';

/** A rule from @icast/contracts: a message per field with a problem, as the browser form shows them. */
export type FieldRule<Field extends string> = (
  answers: Partial<Record<Field, string>>,
) => Partial<Record<Field, string | undefined>>;

/**
 * A JSON body checked by the same rule the browser form runs, so the page and the API never disagree. Unknown
 * fields, values that are not strings and every problem the rule finds come back together in one 400, each
 * naming its field. Returns the string answers, untrimmed (the caller normalises what it stores).
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
  const problems = Object.keys(input)
    .filter((name) => !known.has(name))
    .map((name) => `property ${name} should not exist`);
  const answers: Partial<Record<Field, string>> = {};
  const notText = new Set<Field>();
  for (const name of fields) {
    const value = input[name];
    if (typeof value === 'string') answers[name] = value;
    else if (value !== undefined && value !== null) notText.add(name);
  }
  const found = rule(answers);
  for (const name of fields) {
    if (notText.has(name)) problems.push(`${name} must be a string`);
    else if (found[name]) problems.push(fieldProblem(name, found[name]));
  }
  if (problems.length > 0) throw new BadRequestException(fieldProblems(problems));
  return answers;
}
