import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { ApiFieldError } from '@icast/contracts';

/**
 * Every problem class-validator found, at its field's path (a nested DTO's fields joined with '.'). `inMessage` is the
 * problem as Nest has always worded it in `message` (a nested one prefixed with its parent's path).
 */
function problemsOf(errors: readonly ValidationError[], parent = ''): Array<ApiFieldError & { inMessage: string }> {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      message,
      inMessage: parent ? `${parent}.${message}` : message,
    }));
    return [...own, ...problemsOf(error.children ?? [], field)];
  });
}

/** A 400 with `message` as before (each problem, joined by the error filter) and `errors` by field. */
export function validationAnswer(errors: readonly ValidationError[]): BadRequestException {
  const problems = problemsOf(errors);
  return new BadRequestException({
    message: problems.map((problem) => problem.inMessage),
    errors: problems.map(({ field, message }) => ({ field, message })),
  });
}

/** DTOs are the allowlist: unknown fields are an error (400), not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationAnswer(errors),
  });
}
