import { useState } from 'react';

/** Uses the phone's share sheet where there is one (most parents read on phones), else copies the link. */
export function ShareLink({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title, url });
      else {
        await navigator.clipboard.writeText(url);
        setCopied(true);
      }
    } catch {
      // The visitor closed the share sheet, or the clipboard is unavailable: the link stays visible below.
    }
  };
  return (
    <p className="pub-share">
      <button type="button" className="icast-button icast-button--outline" onClick={() => void share()}>
        Share this article
      </button>{' '}
      <span role="status">{copied ? 'Link copied to the clipboard.' : ''}</span>
    </p>
  );
}
