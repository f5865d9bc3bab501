import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, type Announcement } from '@icast/contracts';
import { Button, TextField } from '@icast/ui';
import { ContentForm, SaveButtons } from './ContentForm';
import { fromLagosInput, required, toLagosInput, useSubmission, type FieldOf } from './submission';

const EMPTY_ANNOUNCEMENT: Announcement = { text: '', link: '', linkText: '', startsAt: '', endsAt: '' };

/** The site-wide notice: its words, link and the Lagos times it runs between; removable. */
export function AnnouncementForm({ initial }: { initial: Announcement | null }) {
  // The form holds the times as staff type them (Lagos time); they are sent as instants.
  const [draft, setDraft] = useState(
    initial
      ? { ...initial, startsAt: toLagosInput(initial.startsAt), endsAt: toLagosInput(initial.endsAt) }
      : EMPTY_ANNOUNCEMENT,
  );
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const set = (key: keyof Announcement, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  async function save() {
    const problems = [
      ...required('announcement-text', draft.text, 'Enter the announcement'),
      ...required('announcement-starts', draft.startsAt, 'Enter when the announcement starts'),
      ...required('announcement-ends', draft.endsAt, 'Enter when the announcement ends'),
    ];
    if (draft.startsAt && draft.endsAt && draft.endsAt <= draft.startsAt) {
      problems.push({ fieldId: 'announcement-ends', message: 'The announcement must end after it starts' });
    }
    const announcement = { ...draft, startsAt: fromLagosInput(draft.startsAt), endsAt: fromLagosInput(draft.endsAt) };
    const fieldOf: FieldOf = {
      'announcement.text': 'announcement-text',
      'announcement.link': 'announcement-link',
      'announcement.linkText': 'announcement-link-text',
      'announcement.startsAt': 'announcement-starts',
      'announcement.endsAt': 'announcement-ends',
    };
    await submit(
      problems,
      () => fetchApi(ENDPOINTS.siteContent.updateAnnouncement, { body: { announcement } }),
      'Announcement saved.',
      fieldOf,
    );
  }

  async function remove() {
    if (
      await submit(
        [],
        () => fetchApi(ENDPOINTS.siteContent.updateAnnouncement, { body: { announcement: null } }),
        'Announcement removed.',
      )
    ) {
      setDraft(EMPTY_ANNOUNCEMENT);
    }
  }

  return (
    <ContentForm
      id="announcement"
      heading="Announcement"
      intro={<p>Shown above every public page between its start and its end (Lagos time).</p>}
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={
        <>
          <SaveButtons busy={busy} label="Save announcement" />
          {initial && (
            <Button variant="outline" disabled={busy} onClick={() => void remove()}>
              Remove announcement
            </Button>
          )}
        </>
      }
    >
      <TextField
        id="announcement-text"
        label="Announcement"
        hint="e.g. Admissions for 2026/2027 are open"
        maxLength={200}
        value={draft.text}
        onChange={(event) => set('text', event.target.value)}
        error={errorFor('announcement-text')}
      />
      <TextField
        id="announcement-link"
        label="Link (optional)"
        hint="A page of the site like /admission, or an https:// address"
        value={draft.link}
        onChange={(event) => set('link', event.target.value)}
        error={errorFor('announcement-link')}
      />
      <TextField
        id="announcement-link-text"
        label="Link text (optional)"
        hint="e.g. Apply now"
        maxLength={40}
        value={draft.linkText}
        onChange={(event) => set('linkText', event.target.value)}
      />
      <div className="dash-row">
        <TextField
          id="announcement-starts"
          type="datetime-local"
          label="Starts"
          value={draft.startsAt}
          onChange={(event) => set('startsAt', event.target.value)}
          error={errorFor('announcement-starts')}
        />
        <TextField
          id="announcement-ends"
          type="datetime-local"
          label="Ends"
          value={draft.endsAt}
          onChange={(event) => set('endsAt', event.target.value)}
          error={errorFor('announcement-ends')}
        />
      </div>
    </ContentForm>
  );
}
