import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, SITE_CONTENT_LIMITS, type TestimonialFields, type TestimonialItem } from '@icast/contracts';
import { TextArea, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { mapLoadable, useApi } from '../useApi';
import { ContentForm, SaveButtons } from './ContentForm';
import { RowActions, useListActions } from './ordered-list';
import { required, useSubmission } from './submission';

const EMPTY: TestimonialFields = { name: '', role: 'Parent', text: '', hidden: false };

function TestimonialForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: TestimonialItem;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState<TestimonialFields>(editing ?? EMPTY);
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const set = <K extends keyof TestimonialFields>(key: K, value: TestimonialFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  useEffect(() => {
    if (editing) document.getElementById('testimonial-name')?.focus();
  }, [editing]);

  async function save() {
    const problems = [
      ...required('testimonial-name', fields.name, 'Enter who said it'),
      ...required('testimonial-role', fields.role, 'Enter who they are, e.g. Parent'),
      ...required('testimonial-text', fields.text, 'Enter what they said'),
    ];
    const send = () =>
      editing
        ? fetchApi(ENDPOINTS.testimonials.update, { params: { id: editing.id }, body: fields })
        : fetchApi(ENDPOINTS.testimonials.add, { body: fields });
    if (await submit(problems, send, editing ? 'Testimonial saved.' : 'Testimonial added.')) {
      if (!editing) setFields(EMPTY);
      onSaved();
    }
  }

  return (
    <ContentForm
      id="testimonial-form"
      heading={editing ? 'Edit the testimonial' : 'Add a testimonial'}
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={
        <SaveButtons
          busy={busy}
          label={editing ? 'Save testimonial' : 'Add testimonial'}
          onCancel={editing ? onCancel : undefined}
        />
      }
    >
      <TextField
        id="testimonial-name"
        label="Name"
        hint="As the parent agreed to be named, e.g. Mrs Adebayo"
        maxLength={SITE_CONTENT_LIMITS.label}
        value={fields.name}
        onChange={(event) => set('name', event.target.value)}
        error={errorFor('testimonial-name')}
      />
      <TextField
        id="testimonial-role"
        label="Who they are"
        hint="e.g. Parent of a JSS2 student"
        maxLength={SITE_CONTENT_LIMITS.label}
        value={fields.role}
        onChange={(event) => set('role', event.target.value)}
        error={errorFor('testimonial-role')}
      />
      <TextArea
        id="testimonial-text"
        label="What they said"
        rows={4}
        maxLength={SITE_CONTENT_LIMITS.testimonial}
        showCount
        value={fields.text}
        onChange={(event) => set('text', event.target.value)}
        error={errorFor('testimonial-text')}
      />
      <label className="dash-check">
        <input type="checkbox" checked={fields.hidden} onChange={(event) => set('hidden', event.target.checked)} />{' '}
        Hidden from visitors
      </label>
    </ContentForm>
  );
}

/** /dashboard/testimonials: what parents say on the home page, in order. */
export function TestimonialsPage() {
  const [content, reload] = useApi(ENDPOINTS.siteContent.staffRead);
  const [editing, setEditing] = useState<TestimonialItem>();
  const { move, remove, problemAlert } = useListActions<TestimonialItem>(
    {
      reorder: (ids) => fetchApi(ENDPOINTS.testimonials.reorder, { body: { ids } }),
      remove: (id) => fetchApi(ENDPOINTS.testimonials.remove, { params: { id } }),
    },
    reload,
  );
  return (
    <section aria-labelledby="testimonials-heading">
      <h1 id="testimonials-heading">Testimonials</h1>
      <TestimonialForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
        onCancel={() => setEditing(undefined)}
      />
      {problemAlert}
      <DataState result={mapLoadable(content, (data) => data.testimonials)} what="testimonials">
        {(testimonials) => (
          <ol className="dash-ordered-list" aria-label="Testimonials in the order visitors see them">
            {testimonials.map((testimonial, index) => (
              <li key={testimonial.id} className="dash-ordered-item">
                <p>
                  <strong>{testimonial.name}</strong>, {testimonial.role}{' '}
                  {testimonial.hidden && <span className="dash-pill">Hidden</span>}
                </p>
                <p className="dash-muted">{testimonial.text}</p>
                <RowActions
                  name={`the testimonial of ${testimonial.name}`}
                  index={index}
                  count={testimonials.length}
                  onMove={(step) => void move(testimonials, index, step)}
                  onEdit={() => setEditing(testimonial)}
                  onDelete={() => void remove(testimonial, `the testimonial of ${testimonial.name}`)}
                />
              </li>
            ))}
          </ol>
        )}
      </DataState>
    </section>
  );
}
