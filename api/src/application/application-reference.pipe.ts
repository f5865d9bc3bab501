import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { APPLICATION_REFERENCE_PATTERN } from '@icast/contracts';

/** A reference as people type it (any case, stray spaces); anything that cannot be one is a 404 before the database. */
@Injectable()
export class ApplicationReferencePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const reference = value.trim().toUpperCase();
    if (!APPLICATION_REFERENCE_PATTERN.test(reference)) {
      throw new NotFoundException('No application has this reference (it looks like ICAST-2025-000123)');
    }
    return reference;
  }
}
