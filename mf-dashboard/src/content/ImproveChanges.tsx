import { useState } from 'react';
import { applyTextChanges, type TextChange } from '@icast/contracts';
import { Button } from '@icast/ui';

interface ImproveChangesProps {
  /** The text the changes were suggested for. */
  before: string;
  changes: readonly TextChange[];
  /** Why the suggestion is not the one asked for (the model failed, the offline check answered). */
  notice?: string;
  /** The text with the accepted changes applied. */
  onApply: (text: string) => void;
  onCancel: () => void;
}

/** How many characters of the text around a change are shown, so the editor sees where it is. */
const CONTEXT = 24;

/** A change's text as read: spaces a reader cannot see are named. */
function shown(text: string): string {
  if (text === '') return '(nothing)';
  if (text.trim() === '') return text.length === 1 ? '(a space)' : `(${text.length} spaces)`;
  return text;
}

const REASONS: Record<TextChange['reason'], string> = {
  spacing: 'spacing',
  punctuation: 'punctuation',
  'capital letter': 'capital letter',
  'repeated word': 'word typed twice',
  spelling: 'spelling',
  wording: 'wording',
};

/**
 * The improver's changes one by one, each accepted or rejected on its own (all accepted to start with), then applied
 * together: a name it should not have touched is rejected without losing the rest. Every control is a button, so
 * the list works from the keyboard.
 */
export function ImproveChanges({ before, changes, notice, onApply, onCancel }: ImproveChangesProps) {
  const [accepted, setAccepted] = useState<boolean[]>(() => changes.map(() => true));
  const count = accepted.filter(Boolean).length;
  const decide = (index: number, accept: boolean) =>
    setAccepted((current) => current.map((value, at) => (at === index ? accept : value)));

  return (
    <section className="dash-diff" aria-labelledby="diff-heading">
      <h2 id="diff-heading">Suggested changes</h2>
      {notice && <p role="status">{notice}</p>}
      {changes.length === 0 ? (
        <p>No changes suggested: the text already reads well.</p>
      ) : (
        <>
          <p className="dash-diff__legend">
            Accept or reject each change; removed text is struck through, added text underlined.
          </p>
          <ol className="dash-diff__changes">
            {changes.map((change, index) => {
              const label = `Change ${index + 1}: ${shown(change.original)} to ${shown(change.replacement)} (${REASONS[change.reason]})`;
              return (
                <li key={`${change.start}-${index}`} className="dash-diff__change">
                  <p className="dash-diff__text">
                    …{before.slice(Math.max(0, change.start - CONTEXT), change.start)}
                    <del>{shown(change.original)}</del>
                    <ins>{shown(change.replacement)}</ins>
                    {before.slice(change.end, change.end + CONTEXT)}…{' '}
                    <span className="dash-diff__reason">({REASONS[change.reason]})</span>
                  </p>
                  <div className="dash-row" role="group" aria-label={label}>
                    <Button
                      variant={accepted[index] ? 'primary' : 'outline'}
                      aria-pressed={accepted[index]}
                      onClick={() => decide(index, true)}
                    >
                      Accept<span className="icast-visually-hidden"> change {index + 1}</span>
                    </Button>
                    <Button
                      variant={accepted[index] ? 'outline' : 'primary'}
                      aria-pressed={!accepted[index]}
                      onClick={() => decide(index, false)}
                    >
                      Reject<span className="icast-visually-hidden"> change {index + 1}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="dash-row">
            <Button variant="outline" onClick={() => setAccepted(changes.map(() => true))}>
              Accept all
            </Button>
            <Button variant="outline" onClick={() => setAccepted(changes.map(() => false))}>
              Reject all
            </Button>
          </div>
        </>
      )}
      <div className="dash-row">
        {changes.length > 0 && (
          <Button
            onClick={() =>
              onApply(
                applyTextChanges(
                  before,
                  changes.filter((_, index) => accepted[index]),
                ),
              )
            }
          >
            {`Use ${count} accepted ${count === 1 ? 'change' : 'changes'}`}
          </Button>
        )}
        <Button variant="outline" onClick={onCancel}>
          {changes.length > 0 ? 'Cancel' : 'Close'}
        </Button>
      </div>
    </section>
  );
}
