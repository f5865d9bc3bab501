import { Injectable } from '@nestjs/common';
import { ENDPOINTS, type Endpoint, type StaffUser } from '@icast/contracts';
import { AppConfig } from '../platform/config/app-config';
import type { Staff, StaffDocument } from './staff.schema';
import { toStaffUser } from './staff.service';

/**
 * What a session whose member must still enrol a second factor may call: the enrolment itself, the check the
 * dashboard asks on every step, and sign-out. Everything else waits until an authenticator app is set up.
 */
const ENROLMENT_ENDPOINTS: readonly Endpoint[] = [
  ENDPOINTS.auth.secondFactorSetup,
  ENDPOINTS.auth.secondFactorConfirm,
  ENDPOINTS.auth.check,
  ENDPOINTS.auth.logout,
];

export const SECOND_FACTOR_SETUP_MESSAGE =
  'Set up two-factor sign-in first: staff who see children’s files sign in with a code from an authenticator app.';

export const enrolmentMayCall = (endpoint: Endpoint): boolean => ENROLMENT_ENDPOINTS.includes(endpoint);

/**
 * Which members must sign in with a second factor (SECOND_FACTOR_REQUIRED_ROLES: admin and admissions, who see the
 * children's files). Read from the member's current role on every request, so a change of role applies at once.
 */
@Injectable()
export class SecondFactorPolicy {
  constructor(private readonly config: AppConfig) {}

  setupRequired(member: Pick<Staff, 'role' | 'secondFactor'>): boolean {
    return this.config.auth.secondFactorRequiredRoles.includes(member.role) && !member.secondFactor;
  }

  /** The member as their session sees them, flagged while their role needs a second factor they do not have. */
  userOf(member: Pick<StaffDocument, '_id' | 'email' | 'name' | 'role' | 'secondFactor'>): StaffUser {
    const user = toStaffUser(member);
    return this.setupRequired(member) ? { ...user, secondFactorSetupRequired: true } : user;
  }
}
