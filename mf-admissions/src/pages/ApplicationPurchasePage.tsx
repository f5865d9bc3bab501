import { Link } from 'react-router-dom';
import { ADMISSION_REQUIREMENTS } from '@icast/content';
import { buttonClassName } from '@icast/ui';
import { FamilyPageLink } from '../components/FamilyPageLink';
import { FeeSummary } from '../components/FeeSummary';
import { usePaymentConfig } from '../usePaymentConfig';

export function ApplicationPurchasePage() {
  const payment = usePaymentConfig();
  return (
    <section id="first-section" className="icast-container adm-page adm-narrow" aria-labelledby="purchase-heading">
      <h1 id="purchase-heading">Purchase the application form</h1>
      <div className="adm-panel">
        <FeeSummary payment={payment} />
        <p>After payment you download the application form and the medical and consent form at once.</p>
        <p className="adm-actions">
          <Link className={buttonClassName('accent')} to="/payment">
            Pay
          </Link>
          <Link className={buttonClassName('outline')} to="/application">
            See the requirements
          </Link>
        </p>
      </div>
      <h2>What to bring with the completed form</h2>
      <ul className="adm-checklist">
        {ADMISSION_REQUIREMENTS.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <FamilyPageLink />
    </section>
  );
}
