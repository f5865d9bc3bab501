import { BadRequestException, Body, Controller, HttpCode, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  isEmailAddress,
  ENDPOINTS,
  type ParentApplicationView,
  type ParentLinkRequest,
  type ParentSession,
  type ParentSignInRequest,
} from '@icast/contracts';
import { Endpoint } from '../common/endpoint.decorator';
import { AppConfig } from '../config/app-config';
import { Parent, PARENT_COOKIE, ParentAccessGuard, parentCookieOptions } from '../parent-access/parent-access.guard';
import { ParentLinks } from '../parent-access/parent-links';
import type { ParentGrant } from '../parent-access/parent-token';
import { ApplicationService } from './application.service';
import { RateLimit } from '../common/rate-limit.decorator';

export const LINK_REQUESTED =
  'If an application was made with this e-mail address, we have sent it a new link. It works for 7 days.';

/** A parent's own page: signed in by the link we e-mail, no password (docs/decisions/issue-15.md). */
@ApiTags('parent')
@Controller()
export class ParentController {
  constructor(
    private readonly applications: ApplicationService,
    private readonly links: ParentLinks,
    private readonly config: AppConfig,
  ) {}

  /** The same answer whether or not the address is known, so nobody learns who applied. */
  @Endpoint(ENDPOINTS.parentAccess.requestLink)
  @HttpCode(202)
  @RateLimit(5, 'across-instances')
  async requestLink(@Body() body: ParentLinkRequest): Promise<{ message: string }> {
    const email = typeof body?.email === 'string' ? body.email.trim() : '';
    if (!isEmailAddress(email)) throw new BadRequestException('Enter an e-mail address like name@example.com');
    await this.applications.sendParentLink(email);
    return { message: LINK_REQUESTED };
  }

  /** The token from the link becomes an httpOnly cookie, so it leaves the address bar and no script can read it. */
  @Endpoint(ENDPOINTS.parentAccess.signIn)
  @HttpCode(200)
  @RateLimit(30, 'across-instances')
  signIn(@Body() body: ParentSignInRequest, @Res({ passthrough: true }) response: Response): ParentSession {
    const checked = this.links.check(body?.token);
    if ('problem' in checked) throw new UnauthorizedException(checked.problem);
    const { grant } = checked;
    response.cookie(PARENT_COOKIE, body.token, {
      ...parentCookieOptions(this.config.nodeEnv === 'production'),
      expires: grant.expiresAt,
    });
    return { scope: grant.scope, expiresAt: grant.expiresAt.toISOString() };
  }

  @Endpoint(ENDPOINTS.parentAccess.signOut)
  @HttpCode(204)
  signOut(@Res({ passthrough: true }) response: Response): void {
    response.clearCookie(PARENT_COOKIE, parentCookieOptions(this.config.nodeEnv === 'production'));
  }

  @Endpoint(ENDPOINTS.parentAccess.applications)
  @UseGuards(ParentAccessGuard)
  applicationsOf(@Parent() grant: ParentGrant): Promise<ParentApplicationView[]> {
    return this.applications.forParent(grant);
  }
}
