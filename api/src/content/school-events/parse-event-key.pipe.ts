import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { EVENT_SLUG_MAX, EVENT_SLUG_PATTERN } from '@icast/contracts';

export const EVENT_KEY_INVALID =
  "Invalid id: give an event's id or its address (lower-case letters, digits and hyphens, e.g. cultural-day-2026)";

/**
 * `events/:id` takes an event's 24-hex id (the addresses it had before it had a slug) or a slug, in any case; the
 * length is checked before the pattern sees it.
 */
@Injectable()
export class ParseEventKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const key = value.toLowerCase();
    if (key.length > EVENT_SLUG_MAX || !EVENT_SLUG_PATTERN.test(key)) throw new BadRequestException(EVENT_KEY_INVALID);
    return key;
  }
}
