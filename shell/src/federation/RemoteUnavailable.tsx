import { useEffect, useRef } from 'react';
import { Button } from '@icast/ui';

interface Props {
  reason: string;
  onRetry: () => void;
}

export function RemoteUnavailable({ reason, onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="icast-container icast-remote-unavailable" role="alert" aria-labelledby="remote-down-heading">
      <h1 id="remote-down-heading" tabIndex={-1} ref={heading}>
        This part of the site is temporarily unavailable
      </h1>
      <p>
        The rest of the site still works. Please try again in a moment, or call the school office if it keeps happening.
      </p>
      <Button onClick={onRetry}>Retry</Button>
      <details>
        <summary>Technical details</summary>
        <p>{reason}</p>
      </details>
    </section>
  );
}
