import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from '@icast/contracts';
import { isPostId } from './blog-public.service';

export const POST_KEY_INVALID =
  "Invalid id: give a post's id or its address (lower-case letters, digits and hyphens, e.g. sports-day-2025)";

/** `blog/get-blog/:id` takes a post's 24-hex id or its slug (any case: a typed capital still finds the post). */
@Injectable()
export class ParsePostKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (isPostId(value)) return value.toLowerCase();
    const slug = value.toLowerCase();
    if (slug.length > BLOG_SLUG_MAX + 8 || !BLOG_SLUG_PATTERN.test(slug))
      throw new BadRequestException(POST_KEY_INVALID);
    return slug;
  }
}
