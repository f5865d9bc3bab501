import { APPLICATION_SECTIONS, INTELLIGENCE_RATING_LABELS, type ApplicationField } from '@icast/contracts';
import { fieldsOf, type ApplicationView } from './sections';

const display = (field: ApplicationField, value: string | undefined) => {
  const text = (value ?? '').trim();
  if (!text) return 'Not given';
  if (field.kind === 'sex') return text === 'male' ? 'Male' : 'Female';
  if (field.kind === 'rating')
    return INTELLIGENCE_RATING_LABELS[text as keyof typeof INTELLIGENCE_RATING_LABELS] ?? text;
  return text;
};

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
            {fieldsOf(section.id).map((field) => (
              <div key={field.name} className="adm-check__row">
                <dt>{field.label}</dt>
                <dd>{display(field, answers[field.name])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
