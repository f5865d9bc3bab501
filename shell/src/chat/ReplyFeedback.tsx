import { useEffect, useRef } from 'react';
import type { ChatEntry } from './useChatConversation';

export const NOT_HELPFUL_SENT = 'Thank you. The school office will see this question and improve the answer.';
export const NOT_HELPFUL_FAILED = 'Sorry, that did not send. Please try again.';

/** Replies that answered something: the ones a visitor may call not helpful (a fallback is already listed). */
export function offersFeedback(entry: ChatEntry): boolean {
  return (
    entry.role === 'model' &&
    entry.status === 'done' &&
    entry.question !== undefined &&
    (entry.outcome === 'answered' || entry.outcome === 'partly-answered')
  );
}

/**
 * "Not helpful" under an answer. Its name says which question it is about; once pressed, the thanks replaces it
 * and takes the focus (the button is gone), inside the conversation log, which announces it.
 */
export function ReplyFeedback({ entry, onNotHelpful }: { entry: ChatEntry; onNotHelpful: (entry: ChatEntry) => void }) {
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (entry.feedback === 'sent') thanksRef.current?.focus();
  }, [entry.feedback]);

  if (entry.feedback === 'sent') {
    return (
      <p ref={thanksRef} tabIndex={-1} className="icast-chat__feedback-done">
        {NOT_HELPFUL_SENT}
      </p>
    );
  }
  return (
    <div className="icast-chat__feedback">
      <button
        type="button"
        className="icast-chat__not-helpful"
        disabled={entry.feedback === 'sending'}
        onClick={() => onNotHelpful(entry)}
      >
        Not helpful
        <span className="icast-visually-hidden"> (reply to &ldquo;{entry.question}&rdquo;)</span>
      </button>
      {entry.feedback === 'failed' && (
        <p role="alert" className="icast-chat__feedback-failed">
          {NOT_HELPFUL_FAILED}
        </p>
      )}
    </div>
  );
}
