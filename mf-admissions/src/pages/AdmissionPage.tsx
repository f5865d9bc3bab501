import { Link } from 'react-router-dom';
import { buttonClassName } from '@icast/ui';
import { ADMISSION_DECISION_DAYS } from '@icast/content';

export function AdmissionPage() {
  return (
    <section id="first-section" className="icast-container" aria-labelledby="admission-heading">
      <h1 id="admission-heading">Admission</h1>
      <p>
        Admission into every class is open all year. We give a decision within {ADMISSION_DECISION_DAYS} days of
        receiving a completed application.
      </p>
      <p>
        <Link className={buttonClassName('primary')} to="/payment">
          Download Admission Form
        </Link>{' '}
        <Link className={buttonClassName('outline')} to="/contacts">
          Contact Us
        </Link>
      </p>
    </section>
  );
}
