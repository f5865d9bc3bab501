import type { ReactNode } from 'react';
import { Alert, Button, ErrorSummary, type FieldError } from '@icast/ui';
import type { Notice } from './submission';

interface ContentFormProps {
  /** Prefix of the heading's id. */
  id: string;
  heading: string;
  intro?: ReactNode;
  errors: FieldError[];
  notice: Notice;
  onSubmit: () => void;
  /** The buttons under the fields. */
  actions: ReactNode;
  children: ReactNode;
}

/**
 * Every content form's frame: its heading, the error summary (which takes focus and links each problem to its
 * field), the outcome, the fields and the buttons. The browser's own validation is off: the summary says it all.
 */
export function ContentForm({ id, heading, intro, errors, notice, onSubmit, actions, children }: ContentFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="dash-panel dash-form"
      aria-labelledby={`${id}-heading`}
      noValidate
    >
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro}
      <ErrorSummary errors={errors} />
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {children}
      <div className="dash-row">{actions}</div>
    </form>
  );
}

/** Save (Saving... while busy) and, while an item is being edited, Cancel. */
export function SaveButtons({ busy, label, onCancel }: { busy: boolean; label: string; onCancel?: () => void }) {
  return (
    <>
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : label}
      </Button>
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </>
  );
}

/** How a list's item is named on its form: `item` "event" (Add event, Save event), `an` "an event" (Add an event). */
export interface ItemNames {
  item: string;
  an: string;
}

interface ItemFormProps {
  /** Prefix of the heading's id. */
  id: string;
  names: ItemNames;
  /** The item being changed, or undefined while adding one. */
  editing: object | undefined;
  /** The form's useSubmission(): its errors, outcome and whether it is saving. */
  submission: { errors: FieldError[]; notice: Notice; busy: boolean };
  onSave: () => Promise<void>;
  onCancel?: () => void;
  /** Instead of "Edit the event" / "Add an event". */
  heading?: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The form that adds an item to a content list or changes the one being edited: "Add an event" with Add event, or
 * "Edit the event" with Save event and Cancel.
 */
export function ItemForm({
  id,
  names,
  editing,
  submission,
  onSave,
  onCancel,
  heading,
  intro,
  children,
}: ItemFormProps) {
  return (
    <ContentForm
      id={id}
      heading={heading ?? (editing ? `Edit the ${names.item}` : `Add ${names.an}`)}
      intro={intro}
      errors={submission.errors}
      notice={submission.notice}
      onSubmit={() => void onSave()}
      actions={
        <SaveButtons
          busy={submission.busy}
          label={`${editing ? 'Save' : 'Add'} ${names.item}`}
          onCancel={editing ? onCancel : undefined}
        />
      }
    >
      {children}
    </ContentForm>
  );
}
