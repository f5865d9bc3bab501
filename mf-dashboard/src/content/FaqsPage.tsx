import { useEffect, useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, FAQ_CATEGORIES, type FaqFields, type FaqItem } from '@icast/contracts';
import { SelectField, TextArea, TextField } from '@icast/ui';
import { useApi, mapLoadable } from '../useApi';
import { ItemForm } from './ContentForm';
import { OrderedList } from './ordered-list';
import { required, useSubmission, type FieldOf } from './submission';
import { useStaffUser } from '../identity/AuthContext';
import { changesWait, WAITS_FOR_ADMIN } from './approval-setting';

const EMPTY: FaqFields = { question: '', answer: '', category: 'general', sourcePath: '/faq', hidden: false };

/** What the API takes of an FAQ: its fields without the id (a body with an id is refused). */
const fieldsOf = ({ question, answer, category, sourcePath, hidden }: FaqItem): FaqFields => ({
  question,
  answer,
  category,
  sourcePath,
  hidden,
});
const CATEGORY_LABELS: Record<FaqFields['category'], string> = {
  admissions: 'Admissions',
  fees: 'Fees',
  academics: 'Academics',
  hostel: 'Hostel',
  'daily-life': 'Daily life',
  general: 'General',
};
const TOKENS_HINT =
  'You may write {phones}, {email}, {academicYear}, {fee} or {validityDays}: visitors see the current value.';

const faqFieldOf: FieldOf = {
  question: 'faq-question',
  answer: 'faq-answer',
  category: 'faq-category',
  sourcePath: 'faq-source',
};

function FaqForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing?: FaqItem;
  onSaved: (confirmation?: string) => void;
  onCancel: () => void;
}) {
  const [faq, setFaq] = useState<FaqFields>(editing ? fieldsOf(editing) : EMPTY);
  const submission = useSubmission();
  const staff = useStaffUser();
  const { submit, errorFor } = submission;
  // Edit moves the member to the form, with the question ready to change.
  useEffect(() => {
    if (editing) document.getElementById('faq-question')?.focus();
  }, [editing]);
  const set = <K extends keyof FaqFields>(key: K, value: FaqFields[K]) =>
    setFaq((current) => ({ ...current, [key]: value }));

  async function save() {
    const problems = [
      ...required('faq-question', faq.question, 'Enter the question'),
      ...required('faq-answer', faq.answer, 'Enter the answer'),
    ];
    if (!faq.sourcePath.startsWith('/'))
      problems.push({ fieldId: 'faq-source', message: 'Enter a page of the site, like /admission' });
    const send = () =>
      editing
        ? fetchApi(ENDPOINTS.faqs.update, { params: { id: editing.id }, body: faq })
        : fetchApi(ENDPOINTS.faqs.add, { body: faq });
    // With approval on, an editor's change waits for an admin, and a new FAQ is added hidden until one shows it.
    const waits = await changesWait(staff.role);
    const added = waits ? `FAQ added, hidden: showing it waits for an admin's approval.` : 'FAQ added.';
    if (await submit(problems, send, editing ? 'FAQ saved.' : added, faqFieldOf)) {
      if (!editing) setFaq(EMPTY);
      // The edit form closes: the list confirms the change instead.
      const visible = waits ? WAITS_FOR_ADMIN : 'Visitors see it now.';
      onSaved(editing ? `The FAQ "${faq.question.trim()}" is saved. ${visible}` : undefined);
    }
  }

  return (
    <ItemForm
      id="faq-form"
      names={{ item: 'FAQ', an: 'an FAQ' }}
      editing={editing}
      submission={submission}
      onSave={save}
      onCancel={onCancel}
    >
      <TextField
        id="faq-question"
        label="Question"
        maxLength={200}
        value={faq.question}
        onChange={(event) => set('question', event.target.value)}
        error={errorFor('faq-question')}
      />
      <TextArea
        id="faq-answer"
        label="Answer"
        hint={TOKENS_HINT}
        rows={6}
        maxLength={2000}
        showCount
        value={faq.answer}
        onChange={(event) => set('answer', event.target.value)}
        error={errorFor('faq-answer')}
      />
      <SelectField
        id="faq-category"
        label="Topic"
        value={faq.category}
        onChange={(event) => set('category', event.target.value as FaqFields['category'])}
        options={FAQ_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))}
      />
      <TextField
        id="faq-source"
        label="Page that covers it in full"
        hint="Aunty ICAST links to it, e.g. /admission"
        value={faq.sourcePath}
        onChange={(event) => set('sourcePath', event.target.value)}
        error={errorFor('faq-source')}
      />
      <label className="dash-check">
        <input type="checkbox" checked={faq.hidden} onChange={(event) => set('hidden', event.target.checked)} /> Hidden
        from visitors
      </label>
    </ItemForm>
  );
}

/** /dashboard/faqs: the questions on /faq (and Aunty ICAST's answers), in their order. */
export function FaqsPage() {
  const [content, reload] = useApi(ENDPOINTS.siteContent.staffRead);
  return (
    <section aria-labelledby="faqs-heading">
      <h1 id="faqs-heading">FAQs</h1>
      <OrderedList<FaqItem>
        historyOf="faq"
        items={mapLoadable(content, (data) => data.faqs)}
        reload={reload}
        what="FAQs"
        label="FAQs in the order visitors see them"
        nameOf={(faq) => faq.question}
        describe={(faq) => `the FAQ "${faq.question}"`}
        summary={(faq) => (
          <>
            <p>
              <strong>{faq.question}</strong>
            </p>
            <p className="dash-muted">{faq.answer.length > 160 ? `${faq.answer.slice(0, 160)}...` : faq.answer}</p>
          </>
        )}
        calls={{
          reorder: (ids) => fetchApi(ENDPOINTS.faqs.reorder, { body: { ids } }),
          remove: (id) => fetchApi(ENDPOINTS.faqs.remove, { params: { id } }),
          setHidden: (faq, hidden) =>
            fetchApi(ENDPOINTS.faqs.update, { params: { id: faq.id }, body: { ...fieldsOf(faq), hidden } }),
        }}
        form={({ editing, done, cancel }) => <FaqForm editing={editing} onSaved={done} onCancel={cancel} />}
      />
    </section>
  );
}
