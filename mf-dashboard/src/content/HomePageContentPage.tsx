import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, SITE_CONTENT_LIMITS, type HeroButton, type HeroSlideItem } from '@icast/contracts';
import { TextArea, TextField, type FieldError } from '@icast/ui';
import { mapLoadable, useApi } from '../useApi';
import { ItemForm } from './ContentForm';
import { CountersForm } from './CountersForm';
import { OrderedList } from './ordered-list';
import { appendPhoto, PhotoField, photoProblem, type PhotoChoice } from './PhotoField';
import { required, useSubmission, type FieldOf } from './submission';
import { HistoryLink } from './RevisionHistoryPage';

interface Draft {
  heading: string;
  text: string;
  buttons: HeroButton[];
  hidden: boolean;
}

const EMPTY: Draft = { heading: '', text: '', buttons: [], hidden: false };
const BUTTON_SLOTS = [0, 1] as const;

const SLIDE_FIELDS: Readonly<Record<string, string>> = {
  heading: 'slide-heading',
  text: 'slide-text',
  imageAlt: 'slide-alt',
  libraryImageId: 'slide-image',
  buttons: 'slide-button-0-label',
};

/** A button's field is named by its place in the list (`buttons.1.to`). */
const slideFieldOf: FieldOf = (field) => {
  const button = /^buttons\.(\d+)\.(label|to)$/.exec(field);
  if (button) return `slide-button-${button[1]}-${button[2]}`;
  return Object.hasOwn(SLIDE_FIELDS, field) ? SLIDE_FIELDS[field] : undefined;
};

/** A slide as the API takes it (multipart, for the photo). */
function slideFormData(draft: Draft, photo: PhotoChoice): FormData {
  const form = new FormData();
  form.set('heading', draft.heading);
  form.set('text', draft.text);
  form.set('buttons', JSON.stringify(draft.buttons));
  form.set('hidden', String(draft.hidden));
  appendPhoto(form, photo);
  return form;
}

function SlideForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: HeroSlideItem;
  onSaved: (confirmation?: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(editing ?? EMPTY);
  const [photo, setPhoto] = useState<PhotoChoice>({ alt: editing?.picture?.alt ?? '', remove: false });
  const submission = useSubmission();
  const { submit, errorFor } = submission;
  useEffect(() => {
    if (editing) document.getElementById('slide-heading')?.focus();
  }, [editing]);
  const setButton = (slot: number, change: Partial<HeroButton>) => {
    const buttons = BUTTON_SLOTS.map((at) => ({
      label: '',
      to: '',
      ...draft.buttons[at],
      ...(at === slot ? change : {}),
    }));
    setDraft({ ...draft, buttons });
  };

  async function save() {
    const buttons = draft.buttons.filter((button) => button.label.trim() || button.to.trim());
    const problems: FieldError[] = [...required('slide-heading', draft.heading, 'Enter the heading')];
    buttons.forEach((button, slot) => {
      if (!button.label.trim())
        problems.push({ fieldId: `slide-button-${slot}-label`, message: `Enter the words on button ${slot + 1}` });
      if (!button.to.startsWith('/'))
        problems.push({
          fieldId: `slide-button-${slot}-to`,
          message: `Enter the page button ${slot + 1} opens, like /admission`,
        });
    });
    const fileProblem = photo.file && photoProblem(photo.file);
    if (fileProblem) problems.push({ fieldId: 'slide-image', message: fileProblem });
    const hasPhoto = Boolean(photo.file ?? photo.library) || (Boolean(editing?.picture) && !photo.remove);
    if (hasPhoto && !photo.alt.trim()) problems.push({ fieldId: 'slide-alt', message: 'Say what the photo shows' });
    const form = slideFormData({ ...draft, buttons }, photo);
    const send = () =>
      editing
        ? fetchApi(ENDPOINTS.heroSlides.update, { params: { id: editing.id }, body: form })
        : fetchApi(ENDPOINTS.heroSlides.add, { body: form });
    if (await submit(problems, send, editing ? 'Slide saved.' : 'Slide added.', slideFieldOf)) {
      if (!editing) setDraft(EMPTY);
      onSaved(editing ? `The slide "${draft.heading.trim()}" is saved. Visitors see it now.` : undefined);
    }
  }

  return (
    <ItemForm
      id="slide-form"
      names={{ item: 'slide', an: 'a slide' }}
      editing={editing}
      submission={submission}
      onSave={save}
      onCancel={onCancel}
    >
      <TextField
        id="slide-heading"
        label="Heading"
        maxLength={SITE_CONTENT_LIMITS.heading}
        value={draft.heading}
        onChange={(event) => setDraft({ ...draft, heading: event.target.value })}
        error={errorFor('slide-heading')}
      />
      <TextArea
        id="slide-text"
        label="Text (optional)"
        hint="{academicYear} shows the current academic year"
        rows={3}
        maxLength={SITE_CONTENT_LIMITS.slideText}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
      />
      {BUTTON_SLOTS.map((slot) => (
        <fieldset key={slot} className="dash-fieldset">
          <legend>Button {slot + 1} (optional)</legend>
          <div className="dash-row">
            <TextField
              id={`slide-button-${slot}-label`}
              label="Words on the button"
              value={draft.buttons[slot]?.label ?? ''}
              onChange={(event) => setButton(slot, { label: event.target.value })}
              error={errorFor(`slide-button-${slot}-label`)}
            />
            <TextField
              id={`slide-button-${slot}-to`}
              label="Page it opens"
              hint="e.g. /admission"
              value={draft.buttons[slot]?.to ?? ''}
              onChange={(event) => setButton(slot, { to: event.target.value })}
              error={errorFor(`slide-button-${slot}-to`)}
            />
          </div>
        </fieldset>
      ))}
      <PhotoField
        idPrefix="slide"
        current={editing?.picture}
        choice={photo}
        onChange={setPhoto}
        fileError={errorFor('slide-image')}
        altError={errorFor('slide-alt')}
      />
      <label className="dash-check">
        <input
          type="checkbox"
          checked={draft.hidden}
          onChange={(event) => setDraft({ ...draft, hidden: event.target.checked })}
        />{' '}
        Hidden from visitors
      </label>
    </ItemForm>
  );
}

/** /dashboard/home-page: the home page's slides (the first one's photo is the page's main picture) and counters. */
export function HomePageContentPage() {
  const [content, reload] = useApi(ENDPOINTS.siteContent.staffRead);
  return (
    <section aria-labelledby="home-content-heading">
      <h1 id="home-content-heading">Home page</h1>
      <OrderedList<HeroSlideItem>
        historyOf="hero-slide"
        items={mapLoadable(content, (data) => data.heroSlides)}
        reload={reload}
        what="the home page"
        label="Slides in the order visitors see them"
        nameOf={(slide) => `the slide ${slide.heading}`}
        describe={(slide) => `the slide "${slide.heading}"`}
        summary={(slide) => (
          <p>
            <strong>{slide.heading}</strong> {slide.picture ? '(photo)' : '(drawing)'}
          </p>
        )}
        calls={{
          reorder: (ids) => fetchApi(ENDPOINTS.heroSlides.reorder, { body: { ids } }),
          remove: (id) => fetchApi(ENDPOINTS.heroSlides.remove, { params: { id } }),
          // The photo stays as it is (its description is sent again, as the API asks of a kept photo).
          setHidden: (slide, hidden) =>
            fetchApi(ENDPOINTS.heroSlides.update, {
              params: { id: slide.id },
              body: slideFormData({ ...slide, hidden }, { alt: slide.picture?.alt ?? '', remove: false }),
            }),
        }}
        form={({ editing, done, cancel }) => <SlideForm editing={editing} onSaved={done} onCancel={cancel} />}
      />
      {content.state === 'ready' && <CountersForm initial={content.data.counters} onSaved={reload} />}
      <HistoryLink kind="counters" />
    </section>
  );
}
