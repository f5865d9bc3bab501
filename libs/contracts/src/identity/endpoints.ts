import { ANY_STAFF, route, staff, type None } from '../endpoint';
import type { StaffList } from '../platform/types';
import type { AuthCheckResponse, StaffAccount, StaffRole, StaffUser } from './types';

/** Staff sign-in and accounts. */
export const IDENTITY_ENDPOINTS = {
  auth: {
    login: route<{ email: string; password: string }, { user: StaffUser }>()('POST', 'auth/login', 'session'),
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
