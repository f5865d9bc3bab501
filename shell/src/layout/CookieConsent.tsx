import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
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

/**
 * Shown while no userConsent cookie exists (the server decides it from the request's cookie, so the page arrives with
 * or without it); page scrolling is locked until the visitor chooses. The buttons are a form the document server
 * answers, so a browser that runs no script can choose too; with the app they set the cookie here.
 */
export function CookieConsent() {
  const [choice, setChoice] = useState(() => readConsent());
  const { pathname } = useLocation();
  useScrollLock(choice === undefined);
  if (choice !== undefined) return null;
  const choose = (value: ConsentValue) => (event: MouseEvent) => {
    event.preventDefault();
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
        <form className="icast-consent__actions" method="post" action={CONSENT.formAction}>
          <input type="hidden" name="return" value={pathname} />
          <Button type="submit" name="choice" value="decline" variant="outline" onClick={choose('decline')}>
            {CONSENT.declineLabel}
          </Button>
          <Button type="submit" name="choice" value="accept" variant="primary" onClick={choose('accept')}>
            {CONSENT.acceptLabel}
          </Button>
        </form>
      </div>
    </section>
  );
}
