import { ANY_STAFF, route, staff, type None } from '../endpoint';
import type { StaffList } from '../platform/types';
import type {
  AuthCheckResponse,
  SecondFactorSetup,
  StaffAccount,
  StaffRole,
  StaffSignIn,
  StaffSignInResult,
  StaffUser,
} from './types';

/** Staff sign-in and accounts. */
export const IDENTITY_ENDPOINTS = {
  auth: {
    /**
     * With two-factor sign-in on, the right password alone answers `{codeRequired: true}` (no session): the same
     * request again with `code` (the authenticator's 6 digits, or a recovery code) signs in.
     */
    login: route<StaffSignIn, StaffSignInResult>()('POST', 'auth/login', 'session'),
    /** Starts enrolling an authenticator app: a new secret, its otpauth address and QR code (until confirmed). */
    secondFactorSetup: route<None, SecondFactorSetup>()('POST', 'auth/second-factor/setup', ANY_STAFF),
    /** Confirms with a code from the app: two-factor sign-in is on, and the ten recovery codes are shown once. */
    secondFactorConfirm: route<{ code: string }, { recoveryCodes: string[] }>()(
      'POST',
      'auth/second-factor/confirm',
      ANY_STAFF,
    ),
    /** An admin turns another member's second factor off (lost phone): they enrol again at their next sign-in. */
    staffResetSecondFactor: route<None, { user: StaffAccount }>()(
      'POST',
      'auth/staff/:id/second-factor/reset',
      staff(),
    ),
    logout: route<None, { message: string }>()('POST', 'auth/logout', 'session'),
    check: route<None, AuthCheckResponse>()('GET', 'auth/auth-check', 'session'),
    changePassword: route<{ currentPassword: string; newPassword: string }, { message: string; user: StaffUser }>()(
      'POST',
      'auth/change-password',
      ANY_STAFF,
    ),
    staffList: route<None, StaffList<StaffAccount>>()('GET', 'auth/staff', staff()),
    staffCreate: route<{ email: string; name: string; role: StaffRole; password: string }, { user: StaffUser }>()(
      'POST',
      'auth/staff',
      staff(),
    ),
    staffUpdate: route<{ role?: StaffRole; disabled?: boolean }, { user: StaffAccount }>()(
      'PATCH',
      'auth/staff/:id',
      staff(),
    ),
  },
} as const;
