import { useEffect, useState, type FormEvent } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS } from '@icast/contracts';
import {
  DEFAULT_PORTAL_BASE_URL,
  PORTAL_CAMPUS_OPTIONS,
  PORTAL_LEVEL_OPTIONS,
  PORTAL_NO_MATCH_MESSAGE,
  PORTAL_ROLE_OPTIONS,
  portalUrl,
} from '@icast/content';
import { Alert, Button, RadioGroup } from '@icast/ui';

interface Selection {
  campus?: string;
  level?: string;
  role?: string;
}

/** Sends staff, parents and admins to their campus portal; the addresses come from the API's config. */
export function PortalPage() {
  const [baseUrl, setBaseUrl] = useState<string | undefined>();
  const [selection, setSelection] = useState<Selection>({});
  const [noMatch, setNoMatch] = useState(false);

  useEffect(() => {
    let active = true;
    fetchApi(ENDPOINTS.portal.config).then(
      (config) => active && setBaseUrl(config.baseUrl),
      () => active && setBaseUrl(DEFAULT_PORTAL_BASE_URL),
    );
    return () => {
      active = false;
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const target = baseUrl && portalUrl(baseUrl, selection);
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
      <form className="adm-panel" onSubmit={submit} aria-label="Choose your portal">
        <p>Choose your campus, class level and role, then continue to sign in on the school's portal.</p>
        {noMatch && <Alert tone="error">{PORTAL_NO_MATCH_MESSAGE}</Alert>}
        <RadioGroup
          id="portal-campus"
          name="campus"
          legend="Campus"
          inline
          options={PORTAL_CAMPUS_OPTIONS}
          value={selection.campus}
          onChange={choose('campus')}
        />
        <RadioGroup
          id="portal-level"
          name="level"
          legend="Class level"
          inline
          options={PORTAL_LEVEL_OPTIONS}
          value={selection.level}
          onChange={choose('level')}
        />
        <RadioGroup
          id="portal-role"
          name="role"
          legend="I am"
          inline
          options={PORTAL_ROLE_OPTIONS}
          value={selection.role}
          onChange={choose('role')}
        />
        <Button type="submit" disabled={baseUrl === undefined}>
          Submit
        </Button>
      </form>
    </section>
  );
}
