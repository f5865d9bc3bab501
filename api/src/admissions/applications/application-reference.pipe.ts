import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { APPLICATION_REFERENCE_EXAMPLE, normaliseApplicationReference } from '@icast/contracts';

/** A reference as people type it (any case, stray spaces); anything that cannot be one is a 404 before the database. */
@Injectable()
export class ApplicationReferencePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const reference = normaliseApplicationReference(value);
    if (!reference) {
      throw new NotFoundException(`No application has this reference (it looks like ${APPLICATION_REFERENCE_EXAMPLE})`);
    }
    return reference;
  }
}
