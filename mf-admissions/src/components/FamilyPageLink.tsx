import { Link } from 'react-router-dom';
import { PARENT_PAGE_PATH } from '@icast/contracts';

/**
 * For a family that applied and lost the e-mail with its link: the family page, which sends a new link to the
 * address on the application. Shown wherever families look for their application.
 */
export function FamilyPageLink() {
  return (
    <p className="adm-small" data-testid="family-page-link">
      Already applied? <Link to={PARENT_PAGE_PATH}>Open your applications page</Link> to see every application, the
      documents and any offer. Lost the e-mail with your link? That page e-mails you a new one.
    </p>
  );
}
