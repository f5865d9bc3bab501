import { Link } from 'react-router-dom';
import { APPLICATION_SECTIONS } from '@icast/contracts';
import { numberInWords } from '@icast/content';
import { ApplicationForm } from '../application/ApplicationForm';

/** /online-application and /form: the same application, section by section. */
export function OnlineApplicationPage() {
  return (
    <section id="first-section" className="icast-container adm-page" aria-labelledby="online-application-heading">
      <h1 id="online-application-heading">Online application</h1>
      <p className="adm-lead">
        Fill in the {numberInWords(APPLICATION_SECTIONS.length)} sections in any order. Your answers are saved on this
        device as you type, so you can come back later. Fields marked (optional) can be left blank. Already applied?{' '}
        <Link to="/application#status">Check your status</Link>.
      </p>
      <ApplicationForm />
    </section>
  );
}
