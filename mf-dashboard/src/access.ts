import { roleMayCall, type Endpoint, type StaffRole } from '@icast/contracts';
import { useStaffUser } from './identity/AuthContext';

/**
 * Whether the signed-in member's role may make at least one of these calls, by the endpoint table the API enforces:
 * the dashboard shows pages, links and figures from this alone, never from a list of its own.
 */
export function useMayCall(...endpoints: Endpoint[]): boolean {
  const { role } = useStaffUser();
  return endpoints.some((endpoint) => roleMayCall(role, endpoint));
}

/** How the roles are named to people (Settings, the "not for your role" page). */
export const ROLE_NAMES: Record<StaffRole, { label: string; description: string }> = {
  admin: { label: 'Admin', description: 'Everything, including the staff accounts' },
  admissions: {
    label: 'Admissions',
    description: 'Applications and decisions, forms sold, visitors, contact messages and replies, unanswered questions',
  },
  bursar: { label: 'Bursar', description: 'Form payments and their export' },
  editor: {
    label: 'Editor',
    description:
      "The news blog, the site's content (settings, FAQs, events, gallery, downloads), contact messages and replies, newsletters and their subscribers, unanswered questions",
  },
};
