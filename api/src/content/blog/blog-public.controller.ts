import { Controller, Param, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { BLOG_LIST_HEADERS, ENDPOINTS, type StaffUser } from '@icast/contracts';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { CurrentStaff } from '../../identity';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { BlogPublicService } from './blog-public.service';
import { PublicResponseCacheInterceptor } from '../public-cache/public-response-cache.interceptor';
import { BlogListQuery } from './dto/blog-list.query';
import { ParsePostKeyPipe } from './parse-post-key.pipe';

/**
 * The original site's public blog calls; signed-in staff also see drafts through the same calls. Public answers
 * come from the in-process response cache (ETag, 304) that every blog write clears; the cache's interceptor also
 * applies the per-address limit, to the reads that reach the database.
 */
@ApiTags('blog')
@Controller()
@SkipThrottle()
@UseInterceptors(PublicResponseCacheInterceptor)
export class BlogPublicController {
  constructor(private readonly blog: BlogPublicService) {}

  @Endpoint(ENDPOINTS.blog.list)
  @ApiOkResponse({
    description: `Array of posts, newest first. Headers ${BLOG_LIST_HEADERS.total} and ${BLOG_LIST_HEADERS.pageCount} give the paging totals.`,
  })
  @ApiBadRequestResponse({ description: 'Unknown category, over-long search, bad page/limit or unknown parameter' })
  async list(
    @Query() query: BlogListQuery,
    @CurrentStaff() staff: StaffUser | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    const page = await this.blog.list(query, staff !== undefined);
    response.setHeader(BLOG_LIST_HEADERS.total, String(page.total));
    response.setHeader(BLOG_LIST_HEADERS.pageCount, String(page.pageCount));
    return page.posts;
  }

  @Endpoint(ENDPOINTS.blog.post)
  @ApiOkResponse({
    description:
      'The post (asked by id or by its slug; the answer names its slug), with previous (older) and next (newer) neighbours',
  })
  @ApiBadRequestResponse({ description: 'Neither an id nor a slug' })
  @ApiNotFoundResponse({ description: 'Unknown id or slug, or a draft asked for by the public' })
  async findOne(@Param('id', ParsePostKeyPipe) id: string, @CurrentStaff() staff: StaffUser | undefined) {
    return this.blog.findOne(id, staff !== undefined);
  }
}
