import { answerText, APPLICATION_SECTIONS } from '@icast/contracts';
import { shownFieldsOf, type ApplicationView } from './sections';

/** GOV.UK "check your answers": every answer by section, each section with a Change link back to it. */
export function CheckAnswers({
  answers,
  onChange,
}: {
  answers: Record<string, string>;
  onChange: (view: ApplicationView) => void;
}) {
  return (
    <div className="adm-check">
      {APPLICATION_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`check-${section.id}`} className="adm-check__section">
          <div className="adm-check__header">
            <h3 id={`check-${section.id}`}>
              {section.id}. {section.title}
            </h3>
            <button type="button" className="adm-link-button" onClick={() => onChange(section.id)}>
              Change<span className="icast-visually-hidden"> {section.title.toLowerCase()}</span>
            </button>
          </div>
          <dl className="adm-check__list">
            {shownFieldsOf(section.id, answers).map((field) => (
              <div key={field.name} className="adm-check__row">
                <dt>{field.label}</dt>
                <dd>{answerText(field, answers[field.name]) || 'Not given'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
