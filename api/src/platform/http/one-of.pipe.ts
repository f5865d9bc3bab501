import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** A route parameter that must be one of a fixed list (a document kind, a booking kind): 400 naming the choices. */
export class OneOfPipe<T extends string> implements PipeTransform<string, T> {
  constructor(
    private readonly values: readonly T[],
    private readonly what: string,
  ) {}

  transform(value: string): T {
    if (!(this.values as readonly string[]).includes(value)) {
      throw new BadRequestException(`${this.what} must be one of ${this.values.join(', ')}`);
    }
    return value as T;
  }
}
