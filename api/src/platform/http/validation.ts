import { ValidationPipe } from '@nestjs/common';

/** DTOs are the allowlist: unknown fields are an error (400), not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
}
