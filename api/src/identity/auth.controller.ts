import { Body, Controller, HttpCode, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  type AuthCheckResponse,
  ENDPOINTS,
  type SecondFactorSetup,
  type StaffSignInResult,
  type StaffUser,
} from '@icast/contracts';
import { Endpoint } from '../platform/http/endpoint.decorator';
import { AppConfig } from '../platform/config/app-config';
import { AuthService } from './auth.service';
import { ChangePasswordDto, LoginDto, SecondFactorCodeDto } from './dto/auth.dto';
import { SecondFactor } from './second-factor';
import { readCookie } from '../platform/http/cookies';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie';
import { CurrentStaff } from './staff-access';
import { SecondFactorPolicy } from './second-factor-policy';
import { StaffService } from './staff.service';
import { RateLimit } from '../platform/rate-limits/rate-limit.decorator';

/** Sign-in attempts per IP per minute, right or wrong; failures additionally lock (see LoginLockoutService). */
const LOGIN_ATTEMPTS_PER_MINUTE = 30;

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly staff: StaffService,
    private readonly config: AppConfig,
    private readonly secondFactor: SecondFactor,
    private readonly policy: SecondFactorPolicy,
  ) {}

  @Endpoint(ENDPOINTS.auth.login)
  @HttpCode(200)
  @RateLimit(LOGIN_ATTEMPTS_PER_MINUTE, 'across-instances')
  @ApiOkResponse({ description: "Sets the httpOnly session cookie and this browser's device cookie; body `{user}`" })
  @ApiUnauthorizedResponse({ description: 'Invalid email or password' })
  @ApiTooManyRequestsResponse({ description: 'Locked after repeated failures, or too many attempts from this IP' })
  async login(
    @Body() body: LoginDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StaffSignInResult> {
    const signedIn = await this.auth.signIn(
      body.email,
      body.password,
      { ip: request.ip ?? 'unknown', cookie: (name) => readCookie(request, name), secureCookies: this.secureCookies },
      new Date(),
      body.code,
    );
    if ('codeRequired' in signedIn) return { codeRequired: true };
    const { user, token, device } = signedIn;
    this.setSessionCookie(response, token);
    response.cookie(device.name, device.value, device.options);
    return { user };
  }

  @Endpoint(ENDPOINTS.auth.secondFactorSetup)
  @HttpCode(200)
  secondFactorSetup(@CurrentStaff() user: StaffUser): Promise<SecondFactorSetup> {
    return this.secondFactor.setup(user.id);
  }

  @Endpoint(ENDPOINTS.auth.secondFactorConfirm)
  @HttpCode(200)
  secondFactorConfirm(@CurrentStaff() user: StaffUser, @Body() body: SecondFactorCodeDto) {
    return this.secondFactor.confirm(user.id, body.code);
  }

  /** Ends this member's sessions everywhere (token version) and clears the cookie with the options that set it. */
  @Endpoint(ENDPOINTS.auth.logout)
  @HttpCode(200)
  async logout(@CurrentStaff() user: StaffUser | undefined, @Res({ passthrough: true }) response: Response) {
    if (user) await this.staff.bumpTokenVersion(user.id);
    response.clearCookie(SESSION_COOKIE, sessionCookieOptions(this.secureCookies));
    return { message: 'Signed out' };
  }

  /** Never 401: the dashboard asks this to decide between the page and /login. */
  @Endpoint(ENDPOINTS.auth.check)
  authCheck(@CurrentStaff() user: StaffUser | undefined): AuthCheckResponse {
    return { authenticated: user !== undefined, user: user ?? null };
  }

  /** Any signed-in member, for their own account; other sessions end, this one gets a fresh cookie. */
  @Endpoint(ENDPOINTS.auth.changePassword)
  @HttpCode(200)
  async changePassword(
    @CurrentStaff() user: StaffUser,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) response: Response,
  ) {
    const member = await this.staff.changePassword(user.id, body.currentPassword, body.newPassword);
    this.setSessionCookie(response, this.auth.issueToken(member));
    return { message: 'Password changed', user: this.policy.userOf(member) };
  }

  private get secureCookies(): boolean {
    return this.config.nodeEnv === 'production';
  }

  private setSessionCookie(response: Response, token: string): void {
    response.cookie(SESSION_COOKIE, token, {
      ...sessionCookieOptions(this.secureCookies),
      maxAge: this.config.auth.jwtExpiresInSeconds * 1000,
    });
  }
}
