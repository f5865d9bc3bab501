import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  isEmailAddress,
  ENDPOINTS,
  type FamilyAnswers,
  type ParentApplicationView,
  type ParentLinkRequest,
  type ParentSession,
  type ParentSignInRequest,
} from '@icast/contracts';
import { Endpoint } from '../../platform/http/endpoint.decorator';
import { AppConfig } from '../../platform/config/app-config';
import {
  Parent,
  PARENT_COOKIE,
  ParentAccessGuard,
  parentCookieOptions,
  readParentCookie,
} from '../family-access/parent-access.guard';
import { ParentSessions } from '../family-access/parent-sessions';
import type { ParentGrant } from '../family-access/parent-token';
import { ApplicationService } from './application.service';
import { RateLimit } from '../../platform/rate-limits/rate-limit.decorator';

export const LINK_REQUESTED =
  'If an application was made with this e-mail address, we have sent it a new link. It works for 7 days.';

/** A parent's own page: signed in by the link we e-mail, no password (docs/decisions/admissions.md). */
@ApiTags('parent')
@Controller()
export class ParentController {
  constructor(
    private readonly applications: ApplicationService,
    private readonly sessions: ParentSessions,
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

  /**
   * The token from the link opens a session recorded in the database; its random value becomes an httpOnly cookie,
   * so the token leaves the address bar, no script can read the cookie, and the session can be ended.
   */
  @Endpoint(ENDPOINTS.parentAccess.signIn)
  @HttpCode(200)
  @RateLimit(30, 'across-instances')
  async signIn(
    @Body() body: ParentSignInRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ParentSession> {
    const started = await this.sessions.start(body?.token);
    if ('problem' in started) throw new UnauthorizedException(started.problem);
    const { cookie, grant } = started;
    response.cookie(PARENT_COOKIE, cookie, {
      ...parentCookieOptions(this.config.nodeEnv === 'production'),
      expires: grant.expiresAt,
    });
    return { scope: grant.scope, expiresAt: grant.expiresAt.toISOString() };
  }

  /** Ends this browser's session in the database, not only its cookie: a copy of the cookie no longer opens anything. */
  @Endpoint(ENDPOINTS.parentAccess.signOut)
  @HttpCode(204)
  async signOut(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.end(readParentCookie(request));
    response.clearCookie(PARENT_COOKIE, parentCookieOptions(this.config.nodeEnv === 'production'));
  }

  @Endpoint(ENDPOINTS.parentAccess.applications)
  @UseGuards(ParentAccessGuard)
  applicationsOf(@Parent() grant: ParentGrant): Promise<ParentApplicationView[]> {
    return this.applications.forParent(grant);
  }

  /** "Apply for another child": the form opens with the parents' answers of this family's last application. */
  @Endpoint(ENDPOINTS.parentAccess.familyAnswers)
  @UseGuards(ParentAccessGuard)
  familyAnswers(@Parent() grant: ParentGrant): Promise<FamilyAnswers> {
    return this.applications.familyAnswersFor(grant);
  }
}
