import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { DRAFT_KEY } from './blog-admin.dto';

/** A draft key in the path, checked before it reaches a query (404 is for a well-formed key nothing was saved from). */
export class ParseDraftKeyPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !DRAFT_KEY.test(value)) {
      throw new BadRequestException('draftKey must be 16 to 64 letters, digits or hyphens');
    }
    return value;
  }
}
