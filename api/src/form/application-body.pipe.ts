import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { APPLICATION_FIELDS, validateApplicationField } from '@icast/contracts';

const KNOWN = new Set(APPLICATION_FIELDS.map((field) => field.name));

/**
 * The application body checked by the same rules the browser uses (APPLICATION_FIELDS): unknown fields,
 * non-strings and every broken rule come back together in one 400. Blank optional answers are dropped.
 */
@Injectable()
export class ApplicationBodyPipe implements PipeTransform<unknown, Record<string, string>> {
  transform(body: unknown): Record<string, string> {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestException('The application must be a JSON object');
    }
    const input = body as Record<string, unknown>;
    const problems = Object.keys(input)
      .filter((name) => !KNOWN.has(name))
      .map((name) => `property ${name} should not exist`);
    const answers: Record<string, string> = {};
    for (const field of APPLICATION_FIELDS) {
      const raw = input[field.name];
      if (raw !== undefined && raw !== null && typeof raw !== 'string') {
        problems.push(`${field.name} must be a string`);
        continue;
      }
      const problem = validateApplicationField(field, raw ?? undefined);
      if (problem) problems.push(`${field.name}: ${problem}`);
      else if (raw?.trim()) answers[field.name] = raw.trim();
    }
    if (problems.length > 0) throw new BadRequestException(problems.join('; '));
    return answers;
  }
}
