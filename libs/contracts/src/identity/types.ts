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
}

/** GET /api/auth/auth-check (never 401). */
export interface AuthCheckResponse {
  authenticated: boolean;
  user: StaffUser | null;
}

/** A row of the staff list (admins). */
export interface StaffAccount extends StaffUser {
  disabled: boolean;
  createdAt: string;
}

/** The collections identity owns (COLLECTIONS composes every context's). */
export const IDENTITY_COLLECTIONS = {
  staff: 'staff',
} as const;
