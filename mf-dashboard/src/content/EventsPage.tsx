import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_LIMITS,
  EVENT_OCCURRENCES_MAX,
  EVENT_REPEAT_FREQUENCIES,
  EVENT_REPEAT_LABELS,
  recurrenceText,
  type EventCategory,
  type EventRepeatFrequency,
  type SchoolEvent,
} from '@icast/contracts';
import { SelectField, TextArea, TextField, type FieldError } from '@icast/ui';
import { formatDateTime } from '../format';
import { mapLoadable, useApi } from '../useApi';
import { ItemForm } from './ContentForm';
import { OrderedList } from './ordered-list';
import { appendPhoto, PhotoField, photoProblem, type PhotoChoice } from './PhotoField';
import { fromLagosInput, required, toLagosInput, useSubmission, type FieldOf } from './submission';

interface Draft {
  title: string;
  startsAt: string;
  endsAt: string;
  campus: string;
  venue: string;
  description: string;
  category: EventCategory;
  /** '' once. */
  repeat: EventRepeatFrequency | '';
  /** How the series ends: on a day or after a number of times. */
  repeatEnds: 'until' | 'count';
  repeatUntil: string;
  repeatCount: string;
}

const EMPTY: Draft = {
  title: '',
  startsAt: '',
  endsAt: '',
  campus: '',
  venue: '',
  description: '',
  category: 'other',
  repeat: '',
  repeatEnds: 'until',
  repeatUntil: '',
  repeatCount: '',
};

const draftOf = (event: SchoolEvent): Draft => ({
  title: event.title,
  startsAt: toLagosInput(event.startsAt),
  endsAt: toLagosInput(event.endsAt),
  campus: event.campus,
  venue: event.venue,
  description: event.description,
  category: event.category,
  repeat: event.recurrence?.frequency ?? '',
  repeatEnds: event.recurrence?.count ? 'count' : 'until',
  repeatUntil: event.recurrence?.until ?? '',
  repeatCount: event.recurrence?.count ? String(event.recurrence.count) : '',
});

/** The fields the API takes for the series: only the end staff chose, nothing for a one-off. */
function seriesFields(draft: Draft): Record<string, string> {
  if (!draft.repeat) return { repeat: '' };
  return draft.repeatEnds === 'until'
    ? { repeat: draft.repeat, repeatUntil: draft.repeatUntil }
    : { repeat: draft.repeat, repeatCount: draft.repeatCount };
}

const eventFieldOf: FieldOf = {
  title: 'event-title',
  startsAt: 'event-starts',
  endsAt: 'event-ends',
  campus: 'event-campus',
  venue: 'event-venue',
  description: 'event-description',
  imageAlt: 'event-alt',
  image: 'event-image',
  libraryImageId: 'event-image',
  category: 'event-category',
  repeat: 'event-repeat',
  repeatUntil: 'event-repeat-until',
  repeatCount: 'event-repeat-count',
};

function check(draft: Draft, photo: PhotoChoice, hasPhoto: boolean): FieldError[] {
  const problems = [
    ...required('event-title', draft.title, 'Enter the name of the event'),
    ...required('event-starts', draft.startsAt, 'Enter when the event starts'),
    ...required('event-ends', draft.endsAt, 'Enter when the event ends'),
    ...required('event-description', draft.description, 'Describe the event for parents'),
  ];
  if (draft.startsAt && draft.endsAt && draft.endsAt <= draft.startsAt) {
    problems.push({ fieldId: 'event-ends', message: 'The event must end after it starts' });
  }
  if (draft.repeat && draft.repeatEnds === 'until') {
    problems.push(...required('event-repeat-until', draft.repeatUntil, 'Enter the last day of the series'));
    if (draft.repeatUntil && draft.startsAt && draft.repeatUntil < draft.startsAt.slice(0, 10)) {
      problems.push({ fieldId: 'event-repeat-until', message: 'The series must end on or after its first day' });
    }
  }
  if (draft.repeat && draft.repeatEnds === 'count') {
    const count = Number(draft.repeatCount);
    if (!Number.isInteger(count) || count < 2 || count > EVENT_OCCURRENCES_MAX) {
      problems.push({
        fieldId: 'event-repeat-count',
        message: `Enter how many times, from 2 to ${EVENT_OCCURRENCES_MAX}`,
      });
    }
  }
  const fileProblem = photo.file && photoProblem(photo.file);
  if (fileProblem) problems.push({ fieldId: 'event-image', message: fileProblem });
  if (hasPhoto && !photo.alt.trim()) problems.push({ fieldId: 'event-alt', message: 'Say what the photo shows' });
  return problems;
}

function EventForm({
  editing,
  campuses,
  onSaved,
  onCancel,
}: {
  editing?: SchoolEvent;
  campuses: Array<{ id: string; label: string }>;
  onSaved: (confirmation?: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const [photo, setPhoto] = useState<PhotoChoice>({ alt: editing?.picture?.alt ?? '', remove: false });
  const submission = useSubmission();
  const { submit, errorFor } = submission;
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  useEffect(() => {
    if (editing) document.getElementById('event-title')?.focus();
  }, [editing]);

  async function save() {
    const hasPhoto = Boolean(photo.file ?? photo.library) || (Boolean(editing?.picture) && !photo.remove);
    const form = new FormData();
    const { repeat: _repeat, repeatEnds: _ends, repeatUntil: _until, repeatCount: _count, ...fields } = draft;
    for (const [key, value] of Object.entries({
      ...fields,
      startsAt: fromLagosInput(draft.startsAt),
      endsAt: fromLagosInput(draft.endsAt),
      ...seriesFields(draft),
    })) {
      form.set(key, value);
    }
    appendPhoto(form, photo);
    const send = () =>
      editing
        ? fetchApi(ENDPOINTS.events.update, { params: { id: editing.id }, body: form })
        : fetchApi(ENDPOINTS.events.create, { body: form });
    if (
      await submit(
        check(draft, photo, hasPhoto),
        send,
        editing ? 'Event saved.' : 'Event added. Visitors see it now.',
        eventFieldOf,
      )
    ) {
      if (!editing) {
        setDraft(EMPTY);
        setPhoto({ alt: '', remove: false });
      }
      onSaved(editing ? `The event "${draft.title.trim()}" is saved. Visitors see it now.` : undefined);
    }
  }

  return (
    <ItemForm
      id="event-form"
      names={{ item: 'event', an: 'an event' }}
      editing={editing}
      submission={submission}
      onSave={save}
      onCancel={onCancel}
    >
      <TextField
        id="event-title"
        label="Name of the event"
        maxLength={EVENT_LIMITS.title}
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        error={errorFor('event-title')}
      />
      <div className="dash-row">
        <TextField
          id="event-starts"
          type="datetime-local"
          label="Starts (Lagos time)"
          value={draft.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
          error={errorFor('event-starts')}
        />
        <TextField
          id="event-ends"
          type="datetime-local"
          label="Ends (Lagos time)"
          value={draft.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
          error={errorFor('event-ends')}
        />
      </div>
      <SelectField
        id="event-campus"
        label="Campus"
        value={draft.campus}
        onChange={(event) => set('campus', event.target.value)}
        options={[
          ...campuses.map((campus) => ({ value: campus.id, label: campus.label })),
          { value: '', label: 'Elsewhere' },
        ]}
        error={errorFor('event-campus')}
      />
      <SelectField
        id="event-category"
        label="Kind of event"
        hint="Parents filter the calendar by it"
        value={draft.category}
        onChange={(event) => set('category', event.target.value)}
        options={EVENT_CATEGORIES.map((category) => ({ value: category, label: EVENT_CATEGORY_LABELS[category] }))}
        error={errorFor('event-category')}
      />
      <SelectField
        id="event-repeat"
        label="Repeats"
        value={draft.repeat}
        onChange={(event) => set('repeat', event.target.value)}
        options={[
          { value: '', label: 'Does not repeat' },
          ...EVENT_REPEAT_FREQUENCIES.map((frequency) => ({ value: frequency, label: EVENT_REPEAT_LABELS[frequency] })),
        ]}
        error={errorFor('event-repeat')}
      />
      {draft.repeat && (
        <fieldset className="icast-field">
          <legend className="icast-field__label">The series ends</legend>
          <div className="dash-row">
            <SelectField
              id="event-repeat-ends"
              label="Ends by"
              value={draft.repeatEnds}
              onChange={(event) => set('repeatEnds', event.target.value)}
              options={[
                { value: 'until', label: 'A last day' },
                { value: 'count', label: 'A number of times' },
              ]}
            />
            {draft.repeatEnds === 'until' ? (
              <TextField
                id="event-repeat-until"
                type="date"
                label="Last day (Lagos)"
                value={draft.repeatUntil}
                onChange={(event) => set('repeatUntil', event.target.value)}
                error={errorFor('event-repeat-until')}
              />
            ) : (
              <TextField
                id="event-repeat-count"
                type="number"
                inputMode="numeric"
                min={2}
                max={EVENT_OCCURRENCES_MAX}
                label="How many times"
                hint={`At most ${EVENT_OCCURRENCES_MAX}`}
                value={draft.repeatCount}
                onChange={(event) => set('repeatCount', event.target.value)}
                error={errorFor('event-repeat-count')}
              />
            )}
          </div>
        </fieldset>
      )}
      <TextField
        id="event-venue"
        label="Venue (optional)"
        hint="e.g. Main hall, or the address of an outing"
        maxLength={EVENT_LIMITS.venue}
        value={draft.venue}
        onChange={(event) => set('venue', event.target.value)}
      />
      <TextArea
        id="event-description"
        label="Description"
        rows={6}
        maxLength={EVENT_LIMITS.description}
        showCount
        value={draft.description}
        onChange={(event) => set('description', event.target.value)}
        error={errorFor('event-description')}
      />
      <PhotoField
        idPrefix="event"
        current={editing?.picture}
        choice={photo}
        onChange={setPhoto}
        fileError={errorFor('event-image')}
        altError={errorFor('event-alt')}
      />
    </ItemForm>
  );
}

/** /dashboard/events: the school's events, newest first, added and edited here. */
export function EventsPage() {
  const [events, reload] = useApi(ENDPOINTS.events.staffList);
  const [content] = useApi(ENDPOINTS.siteContent.staffRead);
  const campuses = content.state === 'ready' ? content.data.settings.campuses : [];
  return (
    <section aria-labelledby="events-heading">
      <h1 id="events-heading">Events</h1>
      <OrderedList<SchoolEvent>
        historyOf="event"
        items={mapLoadable(events, (list) => list.data)}
        reload={reload}
        what="events"
        label="Events, newest first"
        nameOf={(event) => event.title}
        describe={(event) => `the event "${event.title}"`}
        summary={(event) => (
          <p>
            <strong>{event.title}</strong>, <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>
            {`, ${EVENT_CATEGORY_LABELS[event.category]}`}
            {event.recurrence ? `, ${recurrenceText(event.recurrence).toLowerCase()}` : ''}
            {event.picture ? ' (photo)' : ''}
          </p>
        )}
        calls={{ remove: (id) => fetchApi(ENDPOINTS.events.remove, { params: { id } }) }}
        form={({ editing, done, cancel }) => (
          <EventForm editing={editing} campuses={campuses} onSaved={done} onCancel={cancel} />
        )}
      />
    </section>
  );
}
