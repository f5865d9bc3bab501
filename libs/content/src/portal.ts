import type { CampusId } from './site';

export type PortalCampus = CampusId;
export type PortalLevel = 'primary' | 'secondary';
/** The role shown as "Admin" carries the value `student` (kept from the school's existing portal links). */
export type PortalRole = 'staff' | 'parent' | 'student';

export interface PortalSelection {
  campus: PortalCampus;
  level: PortalLevel;
  role: PortalRole;
}

export interface PortalOption<Value extends string> {
  value: Value;
  label: string;
}

export const PORTAL_CAMPUS_OPTIONS: PortalOption<PortalCampus>[] = [
  { value: 'elebu', label: 'Elebu' },
  { value: 'elewura', label: 'Elewura' },
];

export const PORTAL_LEVEL_OPTIONS: PortalOption<PortalLevel>[] = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary', label: 'Secondary' },
];

export const PORTAL_ROLE_OPTIONS: PortalOption<PortalRole>[] = [
  { value: 'staff', label: 'Staff' },
  { value: 'parent', label: 'Parent' },
  { value: 'student', label: 'Admin' },
];

/** Where the portals live unless the app is configured with another base URL (e.g. from an env variable). */
export const DEFAULT_PORTAL_BASE_URL = 'https://portal.icastschools.com.ng';

/** Shown (as an alert) when a selection has no portal. */
export const PORTAL_NO_MATCH_MESSAGE = 'Please try again and select the correct options.';

/**
 * The school's portal provider hosts each portal under a code. Elebu primary and secondary share the staff
 * portal and the parent portal; their admin portals differ. Elewura has one portal per combination.
 */
export const PORTAL_CODES: Record<PortalCampus, Record<PortalLevel, Record<PortalRole, string>>> = {
  elebu: {
    primary: { staff: 'icast-elebu-staff', parent: 'icast-elebu-parent', student: 'icast-elebu-pry-admin' },
    secondary: { staff: 'icast-elebu-staff', parent: 'icast-elebu-parent', student: 'icast-elebu-sec-admin' },
  },
  elewura: {
    primary: {
      staff: 'icast-elewura-pry-staff',
      parent: 'icast-elewura-pry-parent',
      student: 'icast-elewura-pry-admin',
    },
    secondary: {
      staff: 'icast-elewura-sec-staff',
      parent: 'icast-elewura-sec-parent',
      student: 'icast-elewura-sec-admin',
    },
  },
};

function own<T extends object>(table: T, key: string | undefined): T[keyof T] | undefined {
  return key !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key as keyof T] : undefined;
}

/** The portal code for a (possibly incomplete or unvalidated) selection, or undefined when nothing matches. */
export function findPortalCode(selection: { campus?: string; level?: string; role?: string }): string | undefined {
  const byLevel = own(PORTAL_CODES, selection.campus);
  const byRole = byLevel && own(byLevel, selection.level);
  return byRole && own(byRole, selection.role);
}

/** `${baseUrl}/${code}/login` for a selection, or undefined when nothing matches. */
export function portalUrl(
  baseUrl: string,
  selection: { campus?: string; level?: string; role?: string },
): string | undefined {
  const code = findPortalCode(selection);
  return code === undefined ? undefined : `${baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(code)}/login`;
}
