import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, type StaffRole } from '@icast/contracts';

/**
 * Whether a save by this member waits for an admin (an editor, with approval on), so the page can say so instead of
 * "saved". Unknown counts as no: the saved answer is still right, only the wording is the plainer one.
 */
export async function changesWait(role: StaffRole): Promise<boolean> {
  if (role !== 'editor') return false;
  return fetchApi(ENDPOINTS.contentApproval.settings).then(
    (settings) => settings.editorsNeedApproval,
    () => false,
  );
}

/** What a save that waits for an admin says instead of "visitors see it now". */
export const WAITS_FOR_ADMIN = "It waits for an admin's approval: visitors see it as it was until then.";
