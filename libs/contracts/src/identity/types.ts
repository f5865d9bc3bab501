/**
 * `admin`: everything, and staff accounts. `admissions`: applications, decisions, bookings, forms sold, enquiries.
 * `bursar`: payments (refunds later). `editor`: the blog and the site's content.
 */
export const STAFF_ROLES = ['admin', 'admissions', 'bursar', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /**
   * The member's role must sign in with a second factor and they have none yet: this session may only enrol an
   * authenticator app (and sign out); every other staff route answers 403 with `SECOND_FACTOR_SETUP_REQUIRED`.
   */
  secondFactorSetupRequired?: true;
}

/** The roles that must have two-factor sign-in when the API's SECOND_FACTOR_REQUIRED_ROLES does not say otherwise. */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly StaffRole[] = ['admin', 'admissions'];

/** `code` of the 403 a staff route answers to a member who must set up two-factor sign-in first. */
export const SECOND_FACTOR_SETUP_REQUIRED = 'second-factor-setup-required';

/** GET /api/auth/auth-check (never 401). */
export interface AuthCheckResponse {
  authenticated: boolean;
  user: StaffUser | null;
}

/** A row of the staff list (admins). */
export interface StaffAccount extends StaffUser {
  disabled: boolean;
  createdAt: string;
  /** Two-factor sign-in is on (an authenticator app enrolled). */
  secondFactor?: boolean;
}

/** POST auth/login: `code` only once the answer said a code is needed. */
export interface StaffSignIn {
  email: string;
  password: string;
  code?: string;
}

export type StaffSignInResult =
  | { user: StaffUser; codeRequired?: undefined }
  | { codeRequired: true; user?: undefined };

/** The longest code accepted at sign-in: a recovery code with its dashes and spaces. */
export const SIGN_IN_CODE_MAX = 40;

/** What the member scans (or types) into their authenticator app. */
export interface SecondFactorSetup {
  /** Base32, for typing in when the QR code cannot be scanned. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth address as an SVG QR code. */
  qrSvg: string;
}

/** The collections identity owns (COLLECTIONS composes every context's). */
export const IDENTITY_COLLECTIONS = {
  staff: 'staff',
} as const;
