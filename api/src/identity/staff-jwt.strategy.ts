import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { StaffUser } from '@icast/contracts';
import { AppConfig } from '../platform/config/app-config';
import { readSessionCookie } from './session-cookie';
import { SecondFactorPolicy } from './second-factor-policy';
import { StaffService } from './staff.service';

export interface SessionTokenPayload {
  sub: string;
  /** The member's tokenVersion when the token was issued. */
  ver: number;
}

export const STAFF_JWT_STRATEGY = 'staff-jwt';

/** Reads the session from the httpOnly cookie (never a header, so scripts on the page cannot hold it). */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, STAFF_JWT_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly staff: StaffService,
    private readonly secondFactor: SecondFactorPolicy,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([(request) => readSessionCookie(request) ?? null]),
      secretOrKey: config.auth.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * Role, enabled state and whether a second factor is still to be set up come from the database on every request,
   * so a change applies at once.
   */
  async validate(payload: SessionTokenPayload): Promise<StaffUser | false> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return false;
    const member = await this.staff.findActiveSession(payload.sub, payload.ver);
    return member ? this.secondFactor.userOf(member) : false;
  }
}
