import { useState } from 'react';
import { fetchApi } from '@icast/api-client';
import { ENDPOINTS, type SiteContent, type SiteSettings } from '@icast/contracts';
import { TextArea, TextField, type FieldError } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useApi } from '../useApi';
import { AnnouncementForm } from './AnnouncementForm';
import { ClosureForm } from './ClosureForm';
import { ContentForm, SaveButtons } from './ContentForm';
import { required, useSubmission, type FieldOf } from './submission';
import { useStaffUser } from '../identity/AuthContext';
import { changesWait, WAITS_FOR_ADMIN } from './approval-setting';
import { HistoryLink } from './RevisionHistoryPage';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const SETTINGS_FIELDS: Readonly<Record<string, string>> = {
  phones: 'settings-phones',
  whatsapp: 'settings-whatsapp',
  emails: 'settings-emails',
  campuses: 'campus-0-label',
  openingHours: 'settings-opening-hours',
  schoolHours: 'settings-school-hours',
  academicYear: 'settings-academic-year',
  applicationDeadline: 'settings-deadline',
};

/** The API names a field by its path (`campuses.1.latitude`, `social.0.href`); a link's field is named by network. */
const settingsFieldOf =
  (settings: SiteSettings): FieldOf =>
  (field) => {
    const campus = /^campuses\.(\d+)\.(label|address|latitude|longitude)$/.exec(field);
    if (campus) return `campus-${campus[1]}-${campus[2]}`;
    const social = /^social\.(\d+)/.exec(field);
    const network = social ? settings.social[Number(social[1])]?.network : undefined;
    if (network) return `social-${network}`;
    return Object.hasOwn(SETTINGS_FIELDS, field) ? SETTINGS_FIELDS[field] : undefined;
  };

function checkSettings(settings: SiteSettings): FieldError[] {
  const problems: FieldError[] = [];
  if (settings.phones.length === 0)
    problems.push({ fieldId: 'settings-phones', message: 'Enter at least one phone number' });
  problems.push(...required('settings-whatsapp', settings.whatsapp, 'Enter the WhatsApp number'));
  if (settings.emails.length === 0)
    problems.push({ fieldId: 'settings-emails', message: 'Enter at least one e-mail address' });
  settings.campuses.forEach((campus, index) => {
    problems.push(...required(`campus-${index}-label`, campus.label, `Enter the name of campus ${index + 1}`));
    problems.push(
      ...required(
        `campus-${index}-address`,
        campus.address,
        `Enter the address of ${campus.label || `campus ${index + 1}`}`,
      ),
    );
  });
  problems.push(...required('settings-opening-hours', settings.openingHours, 'Enter the opening hours'));
  problems.push(...required('settings-school-hours', settings.schoolHours, 'Enter the school hours'));
  if (!/^\d{4}-\d{4}$/.test(settings.academicYear)) {
    problems.push({ fieldId: 'settings-academic-year', message: 'Enter the academic year like 2025-2026' });
  }
  return problems;
}

const coordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function SettingsForm({ initial }: { initial: SiteSettings }) {
  const [settings, setSettings] = useState(initial);
  const [phones, setPhones] = useState(initial.phones.join('\n'));
  const [emails, setEmails] = useState(initial.emails.join('\n'));
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const staff = useStaffUser();
  const set = <K extends keyof SiteSettings>(key: K, value: SiteSettings[K]) =>
    setSettings((current) => ({ ...current, [key]: value }));
  const setCampus = (index: number, change: Partial<SiteSettings['campuses'][number]>) =>
    set(
      'campuses',
      settings.campuses.map((campus, at) => (at === index ? { ...campus, ...change } : campus)),
    );

  async function save() {
    const body = { ...settings, phones: lines(phones), emails: lines(emails) };
    const problems = checkSettings(body);
    for (const [index, campus] of body.campuses.entries()) {
      for (const axis of ['latitude', 'longitude'] as const) {
        if (campus[axis] !== null && !Number.isFinite(campus[axis])) {
          problems.push({ fieldId: `campus-${index}-${axis}`, message: `Enter the ${axis} as a number, like 7.3457` });
        }
      }
    }
    const waits = await changesWait(staff.role);
    await submit(
      problems,
      () => fetchApi(ENDPOINTS.siteContent.updateSettings, { body }),
      waits ? `School details saved. ${WAITS_FOR_ADMIN}` : 'School details saved. Visitors see them now.',
      settingsFieldOf(body),
    );
  }

  return (
    <ContentForm
      id="settings"
      heading="Contact details and facts"
      errors={errors}
      notice={notice}
      onSubmit={() => void save()}
      actions={<SaveButtons busy={busy} label="Save settings" />}
    >
      <TextArea
        id="settings-phones"
        label="Phone numbers"
        hint="One per line, as parents should dial them"
        rows={3}
        value={phones}
        onChange={(event) => setPhones(event.target.value)}
        error={errorFor('settings-phones')}
      />
      <TextField
        id="settings-whatsapp"
        label="WhatsApp number"
        hint="The office phone that answers WhatsApp messages"
        inputMode="tel"
        value={settings.whatsapp}
        onChange={(event) => set('whatsapp', event.target.value)}
        error={errorFor('settings-whatsapp')}
      />
      <TextArea
        id="settings-emails"
        label="E-mail addresses"
        hint="One per line; the first is the main one"
        rows={2}
        value={emails}
        onChange={(event) => setEmails(event.target.value)}
        error={errorFor('settings-emails')}
      />
      {settings.campuses.map((campus, index) => (
        <fieldset key={campus.id} className="dash-fieldset">
          <legend>{campus.label || `Campus ${index + 1}`}</legend>
          <TextField
            id={`campus-${index}-label`}
            label="Name"
            value={campus.label}
            onChange={(event) => setCampus(index, { label: event.target.value })}
            error={errorFor(`campus-${index}-label`)}
          />
          <TextField
            id={`campus-${index}-address`}
            label="Address"
            value={campus.address}
            onChange={(event) => setCampus(index, { address: event.target.value })}
            error={errorFor(`campus-${index}-address`)}
          />
          <p className="icast-field__hint">
            For &quot;Get directions&quot;: the gate&apos;s position in decimal degrees (in Google Maps, press and hold
            the gate and copy the two numbers). Leave empty to send visitors to the address.
          </p>
          <div className="dash-row">
            <TextField
              id={`campus-${index}-latitude`}
              label="Latitude"
              inputMode="decimal"
              value={campus.latitude ?? ''}
              onChange={(event) => setCampus(index, { latitude: coordinate(event.target.value) })}
              error={errorFor(`campus-${index}-latitude`)}
            />
            <TextField
              id={`campus-${index}-longitude`}
              label="Longitude"
              inputMode="decimal"
              value={campus.longitude ?? ''}
              onChange={(event) => setCampus(index, { longitude: coordinate(event.target.value) })}
              error={errorFor(`campus-${index}-longitude`)}
            />
          </div>
        </fieldset>
      ))}
      <TextField
        id="settings-opening-hours"
        label="Office opening hours"
        hint="Shown in the top bar of every page, e.g. 8:00-18:00 Mon-Sat"
        value={settings.openingHours}
        onChange={(event) => set('openingHours', event.target.value)}
        error={errorFor('settings-opening-hours')}
      />
      <TextField
        id="settings-school-hours"
        label="School hours"
        value={settings.schoolHours}
        onChange={(event) => set('schoolHours', event.target.value)}
        error={errorFor('settings-school-hours')}
      />
      <TextField
        id="settings-academic-year"
        label="Academic year"
        hint="The session admissions are for, like 2026-2027. It moves on by itself each January; set a later one to open next session's admissions early"
        value={settings.academicYear}
        onChange={(event) => set('academicYear', event.target.value)}
        error={errorFor('settings-academic-year')}
      />
      <TextField
        id="settings-deadline"
        label="Application deadline (optional)"
        hint="Shown on the Admission page, e.g. Applications for September close on 31 July"
        value={settings.applicationDeadline}
        onChange={(event) => set('applicationDeadline', event.target.value)}
        error={errorFor('settings-deadline')}
      />
      {settings.social.map((link, index) => (
        <TextField
          key={link.network}
          id={`social-${link.network}`}
          label={`${link.network} page`}
          hint="Its https:// address, or # while there is none"
          value={link.href}
          onChange={(event) =>
            set(
              'social',
              settings.social.map((item, at) => (at === index ? { ...item, href: event.target.value } : item)),
            )
          }
          error={errorFor(`social-${link.network}`)}
        />
      ))}
    </ContentForm>
  );
}

/** /dashboard/school-details: the school's contact details, facts, site-wide announcement and a school closure. */
export function SiteSettingsPage() {
  const [content] = useApi(ENDPOINTS.siteContent.staffRead);
  return (
    <section aria-labelledby="site-settings-heading">
      <h1 id="site-settings-heading">School details</h1>
      <HistoryLink kind="settings" />
      <DataState result={content} what="site settings">
        {(data: SiteContent) => (
          <>
            <SettingsForm initial={data.settings} />
            <AnnouncementForm initial={data.announcement} />
            <HistoryLink kind="announcement" />
            <ClosureForm initial={data.closure} campuses={data.settings.campuses} />
          </>
        )}
      </DataState>
    </section>
  );
}
