import { Button } from '@icast/ui';
import { wordDiff } from './wordDiff';

interface ImproveDiffProps {
  before: string;
  after: string;
  /** Why the suggestion is not the one asked for (the model failed, the offline check answered). */
  notice?: string;
  onAccept: () => void;
  onReject: () => void;
}

/** The improver's changes, word by word, for the editor to accept or reject. */
export function ImproveDiff({ before, after, notice, onAccept, onReject }: ImproveDiffProps) {
  const parts = wordDiff(before, after);
  const changed = parts.some((part) => part.kind !== 'same');
  return (
    <section className="dash-diff" aria-labelledby="diff-heading">
      <h2 id="diff-heading">Suggested changes</h2>
      {notice && <p role="status">{notice}</p>}
      <p className="dash-diff__legend">Added words are underlined, removed words struck through.</p>
      {changed ? (
        <p className="dash-diff__text" data-testid="improve-diff">
          {parts.map((part, index) =>
            part.kind === 'same' ? (
              <span key={index}>{part.text}</span>
            ) : part.kind === 'added' ? (
              <ins key={index}>{part.text}</ins>
            ) : (
              <del key={index}>{part.text}</del>
            ),
          )}
        </p>
      ) : (
        <p>No changes suggested: the text already reads well.</p>
      )}
      <div className="dash-row">
        {changed && <Button onClick={onAccept}>Accept changes</Button>}
        <Button variant="outline" onClick={onReject}>
          {changed ? 'Reject' : 'Close'}
        </Button>
      </div>
    </section>
  );
}
