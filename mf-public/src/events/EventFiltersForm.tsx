import { Form } from 'react-router-dom';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from '@icast/contracts';
import { useSiteContent } from '@icast/site-content';
import type { EventFilters } from './events-api';

/**
 * Campus and category as a GET form: the choice is in the address (shareable, and the page is rendered by the
 * server with no script); the view and month stay as they are.
 */
export function EventFiltersForm({
  filters,
  view,
  month,
}: {
  filters: EventFilters;
  view: 'list' | 'month';
  month?: string;
}) {
  const { settings } = useSiteContent();
  return (
    <Form method="get" action="/events" className="pub-event-filters" aria-label="Choose events">
      {view === 'month' && <input type="hidden" name="view" value="month" />}
      {view === 'month' && month && <input type="hidden" name="month" value={month} />}
      <div className="icast-field">
        <label className="icast-field__label" htmlFor="events-campus">
          Campus
        </label>
        <select id="events-campus" name="campus" className="icast-input" defaultValue={filters.campus}>
          <option value="">Both campuses and elsewhere</option>
          {settings.campuses.map((campus) => (
            <option key={campus.id} value={campus.id}>
              {campus.label}
            </option>
          ))}
        </select>
      </div>
      <div className="icast-field">
        <label className="icast-field__label" htmlFor="events-category">
          Kind of event
        </label>
        <select id="events-category" name="category" className="icast-input" defaultValue={filters.category}>
          <option value="">All kinds</option>
          {EVENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {EVENT_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="icast-button icast-button--primary">
        Show events
      </button>
    </Form>
  );
}
