import { useState } from 'react';
import { visitorCookies } from '@icast/api-client';
import { CONSENT, isConsentValue, type ConsentValue } from '@icast/content';
import { Button } from '@icast/ui';
import { useScrollLock } from '../hooks/useScrollLock';

export function readConsent(cookie = visitorCookies()): ConsentValue | undefined {
  const pair = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT.cookieName}=`));
  const value = pair?.slice(CONSENT.cookieName.length + 1);
  return isConsentValue(value) ? value : undefined;
}

export function writeConsent(value: ConsentValue): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT.cookieName}=${value}; Max-Age=${CONSENT.maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** Shown while no userConsent cookie exists; page scrolling is locked until the visitor chooses. */
export function CookieConsent() {
  const [choice, setChoice] = useState(() => readConsent());
  useScrollLock(choice === undefined);
  if (choice !== undefined) return null;
  const choose = (value: ConsentValue) => {
    writeConsent(value);
    setChoice(value);
  };
  return (
    <section className="icast-consent" aria-labelledby="consent-title">
      <div className="icast-consent__inner">
        <div>
          <h2 id="consent-title" className="icast-consent__title">
            {CONSENT.title}
          </h2>
          <p className="icast-consent__text">{CONSENT.text}</p>
        </div>
        <div className="icast-consent__actions">
          <Button variant="outline" onClick={() => choose('decline')}>
            {CONSENT.declineLabel}
          </Button>
          <Button variant="primary" onClick={() => choose('accept')}>
            {CONSENT.acceptLabel}
          </Button>
        </div>
      </div>
    </section>
  );
}
