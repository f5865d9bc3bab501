import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, SITE_CONTENT_LIMITS, type TestimonialFields, type TestimonialItem } from '@icast/contracts';
import { TextArea, TextField } from '@icast/ui';
import { mapLoadable, useApi } from '../useApi';
import { ItemForm } from './ContentForm';
import { OrderedList } from './ordered-list';
import { required, useSubmission } from './submission';

const EMPTY: TestimonialFields = { name: '', role: 'Parent', text: '', hidden: false };

/** What the API takes of a testimonial: its fields without the id (a body with an id is refused). */
const fieldsOf = ({ name, role, text, hidden }: TestimonialItem): TestimonialFields => ({ name, role, text, hidden });

function TestimonialForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: TestimonialItem;
  onSaved: (confirmation?: string) => void;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState<TestimonialFields>(editing ? fieldsOf(editing) : EMPTY);
  const submission = useSubmission();
  const { submit, errorFor } = submission;
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
      onSaved(editing ? `The testimonial from ${fields.name.trim()} is saved. Visitors see it now.` : undefined);
    }
  }

  return (
    <ItemForm
      id="testimonial-form"
      names={{ item: 'testimonial', an: 'a testimonial' }}
      editing={editing}
      submission={submission}
      onSave={save}
      onCancel={onCancel}
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
    </ItemForm>
  );
}

/** /dashboard/testimonials: what parents say on the home page, in order. */
export function TestimonialsPage() {
  const [content, reload] = useApi(ENDPOINTS.siteContent.staffRead);
  return (
    <section aria-labelledby="testimonials-heading">
      <h1 id="testimonials-heading">Testimonials</h1>
      <OrderedList<TestimonialItem>
        historyOf="testimonial"
        items={mapLoadable(content, (data) => data.testimonials)}
        reload={reload}
        what="testimonials"
        label="Testimonials in the order visitors see them"
        nameOf={(testimonial) => `the testimonial of ${testimonial.name}`}
        summary={(testimonial) => (
          <>
            <p>
              <strong>{testimonial.name}</strong>, {testimonial.role}
            </p>
            <p className="dash-muted">{testimonial.text}</p>
          </>
        )}
        calls={{
          reorder: (ids) => fetchApi(ENDPOINTS.testimonials.reorder, { body: { ids } }),
          remove: (id) => fetchApi(ENDPOINTS.testimonials.remove, { params: { id } }),
          setHidden: (testimonial, hidden) =>
            fetchApi(ENDPOINTS.testimonials.update, {
              params: { id: testimonial.id },
              body: { ...fieldsOf(testimonial), hidden },
            }),
        }}
        form={({ editing, done, cancel }) => <TestimonialForm editing={editing} onSaved={done} onCancel={cancel} />}
      />
    </section>
  );
}
