import { APPLICATION_SECTIONS } from '@icast/contracts';
import type { ApplicationDraft } from './draft';
import { SECTION_STATE_LABELS, sectionState, type ApplicationView } from './sections';

interface SectionNavProps {
  view: ApplicationView;
  draft: ApplicationDraft;
  onSelect: (view: ApplicationView) => void;
  academicYear?: string;
}

/** The side list: any section can be opened, and each says how far along it is. */
export function SectionNav({ view, draft, onSelect, academicYear }: SectionNavProps) {
  return (
    <nav className="adm-section-nav" aria-label="Application sections">
      <ol>
        {APPLICATION_SECTIONS.map((section) => {
          const state = sectionState(section.id, draft.answers, draft.attempted, academicYear);
          return (
            <li key={section.id}>
              <button
                type="button"
                className="adm-section-nav__button"
                aria-current={view === section.id ? 'step' : undefined}
                onClick={() => onSelect(section.id)}
              >
                <span className="adm-section-nav__title">
                  {section.id}. {section.title}
                </span>
                <span className="adm-section-nav__state" data-state={state}>
                  {SECTION_STATE_LABELS[state]}
                </span>
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="adm-section-nav__button"
            aria-current={view === 'check' ? 'step' : undefined}
            onClick={() => onSelect('check')}
          >
            <span className="adm-section-nav__title">Check and submit</span>
          </button>
        </li>
      </ol>
    </nav>
  );
}
