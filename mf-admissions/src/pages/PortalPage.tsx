import { useState, type FormEvent } from 'react';
import { useActionData, useLoaderData } from 'react-router-dom';
import {
  PORTAL_CAMPUS_OPTIONS,
  PORTAL_LEVEL_OPTIONS,
  PORTAL_NO_MATCH_MESSAGE,
  PORTAL_ROLE_OPTIONS,
  portalUrl,
} from '@icast/content';
import { Alert, Button, buttonClassName, RadioGroup } from '@icast/ui';
import type { PortalChoice as Selection, PortalData, PortalPosted } from '../data';

/**
 * Sends staff, parents and admins to their campus portal; the address comes from the API's config (portalLoader).
 * Without script the form posts to portalAction, which sends the browser on to the portal or draws this page again.
 */
/** The three questions that find a family's portal, in the order asked. */
const PORTAL_CHOICES = [
  { name: 'campus', legend: 'Campus', options: PORTAL_CAMPUS_OPTIONS },
  { name: 'level', legend: 'Class level', options: PORTAL_LEVEL_OPTIONS },
  { name: 'role', legend: 'I am', options: PORTAL_ROLE_OPTIONS },
] as const;

export function PortalPage() {
  const { baseUrl } = useLoaderData<PortalData>();
  const posted = useActionData<PortalPosted | undefined>();
  const [selection, setSelection] = useState<Selection>(posted?.values ?? {});
  const [noMatch, setNoMatch] = useState(Boolean(posted?.failure));

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = portalUrl(baseUrl, selection);
    if (!target) {
      setNoMatch(true);
      setSelection({});
      return;
    }
    setNoMatch(false);
    window.location.assign(target);
  }

  const choose = (key: keyof Selection) => (value: string) => {
    setNoMatch(false);
    setSelection((current) => ({ ...current, [key]: value }));
  };
  return (
    <section id="first-section" className="icast-container adm-page adm-narrow" aria-labelledby="portal-heading">
      <h1 id="portal-heading">School portal</h1>
      <form method="post" action="/portal" className="adm-panel" onSubmit={submit} aria-label="Choose your portal">
        <p>Choose your campus, class level and role, then continue to sign in on the school's portal.</p>
        {noMatch && <Alert tone="error">{PORTAL_NO_MATCH_MESSAGE}</Alert>}
        {posted?.target && (
          <Alert tone="success" title="Your portal is ready">
            <a className={buttonClassName('primary')} href={posted.target}>
              Continue to sign in
            </a>
          </Alert>
        )}
        {PORTAL_CHOICES.map(({ name, legend, options }) => (
          <RadioGroup
            key={name}
            id={`portal-${name}`}
            name={name}
            legend={legend}
            inline
            options={options}
            value={selection[name]}
            onChange={choose(name)}
          />
        ))}
        <Button type="submit">Submit</Button>
      </form>
    </section>
  );
}
