import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { academicYearFrom, academicYearOn, academicYearStart, startTermChoices } from '@icast/contracts';
import { DEFAULT_SITE_CONTENT } from '@icast/content';
import { forgetSiteContent } from '@icast/site-content';
import { mockApi, renderAt } from '../testing';
import { DRAFT_KEY } from './draft';

/** Every required answer: a draft that is ready to submit. */
const PARENT_LINK = 'http://localhost/my-applications#token=abc.def';

const REQUIRED_ANSWERS = {
  classAppliedFor: 'nursery1',
  campus: 'elebu',
  attendance: 'day',
  startTerm: startTermChoices()[0]!.value,
  surname: 'Adeyemi',
  firstname: 'Tolu',
  sex: 'female',
  dob: '2018-05-14',
  state: 'Oyo',
  fatherSurname: 'Adeyemi',
  fatherFirstname: 'Kunle',
  relationshipOfFather: 'Father',
  motherSurname: 'Adeyemi',
  motherFirstname: 'Funke',
  relationshipOfMother: 'Mother',
  parentEmail: 'ada@example.com',
  parentPhone: '0803 123 4567',
};
const { parentEmail: _email, parentPhone: _phone, ...WITHOUT_CONTACT } = REQUIRED_ANSWERS;

beforeEach(() => localStorage.clear());

describe('online application', () => {
  it('stops at Next with an error summary that focuses the missing field, and marks the section', async () => {
    mockApi(() => undefined);
    renderAt('/online-application');
    await userEvent.selectOptions(screen.getByLabelText('Class applied for'), 'Nursery 2');
    await userEvent.click(screen.getByLabelText('Boarding'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    const boarding = 'The hostel takes pupils from Primary 1 to SS3: choose Day for this class';
    expect(screen.getByRole('link', { name: boarding })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Select campus' }));
    expect(screen.getByLabelText('Elebu')).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Application sections' });
    expect(nav).toHaveTextContent('A. Place applied forHas errors');
    expect(nav).toHaveTextContent("B. Child's detailsNot started");
  });

  it('saves answers as the parent types, announces Saved, and restores them in the section the parent was on', async () => {
    mockApi(() => undefined);
    const first = renderAt('/form');
    await userEvent.click(screen.getByRole('button', { name: /Child's details/ }));
    // The new section's heading takes focus on the next frame, as a parent sees it, before they tap a field: typing
    // earlier would send the keys to the heading on a slow machine.
    await waitFor(() => expect(screen.getByRole('heading', { name: "Section B: Child's details" })).toHaveFocus());
    await userEvent.type(screen.getByLabelText('Surname'), 'Okon');
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Saved'));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.surname).toBe('Okon');
    first.unmount();
    renderAt('/form');
    expect(screen.getByRole('heading', { name: "Section B: Child's details" })).toBeVisible();
    expect(screen.getByLabelText('Surname')).toHaveValue('Okon');
    expect(screen.getByRole('navigation', { name: 'Application sections' })).toHaveTextContent('In progress');
  });

  it('keeps every answer and offers Retry when the network fails, then submits and clears the draft', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: REQUIRED_ANSWERS, attempted: [] }));
    let online = false;
    mockApi((url) =>
      online && url === '/api/form'
        ? {
            status: 201,
            body: { reference: 'ICAST-2025-000007', parentLink: PARENT_LINK, message: 'Form submitted successfully!' },
          }
        : undefined,
    );
    renderAt('/online-application');
    await userEvent.click(screen.getByRole('button', { name: /Check and submit/ }));
    expect(screen.getAllByRole('button', { name: /^Change/ })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(/Your answers are kept on this device/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.firstname).toBe('Tolu');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('application-reference')).toHaveTextContent('ICAST-2025-000007');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("requires the parent's e-mail and phone in section E, checks them, and says where the reference is e-mailed", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: WITHOUT_CONTACT, attempted: [] }));
    const sent: unknown[] = [];
    mockApi((url, init) => {
      if (url !== '/api/form') return undefined;
      sent.push(JSON.parse(String(init?.body)));
      return {
        status: 201,
        body: {
          reference: 'ICAST-2025-7KQM-4XHP-9RTD',
          parentLink: PARENT_LINK,
          message: 'Form submitted successfully!',
        },
      };
    });
    renderAt('/online-application');
    await userEvent.click(screen.getByRole('button', { name: /Contact, home and health/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next: check your answers' }));
    expect(await screen.findByRole('link', { name: "Enter parent's e-mail address" })).toBeVisible();
    expect(screen.getByRole('link', { name: "Enter parent's phone number" })).toBeVisible();
    const email = screen.getByLabelText("Parent's e-mail address");
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription(/We e-mail the application reference here/);
    expect(screen.getByLabelText("Parent's phone number")).toHaveAttribute('type', 'tel');
    await userEvent.type(email, 'ada at example');
    await userEvent.type(screen.getByLabelText("Parent's phone number"), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Next: check your answers' }));
    expect(await screen.findByRole('link', { name: 'Enter an e-mail address like name@example.com' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter a phone number like 0803 123 4567' })).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.clear(screen.getByLabelText("Parent's phone number"));
    await userEvent.type(screen.getByLabelText("Parent's phone number"), '0803 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Next: check your answers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(/We are also e-mailing it to/)).toHaveTextContent('ada@example.com');
    expect(sent).toEqual([{ ...REQUIRED_ANSWERS, healthConsent: 'false' }]);
  });

  it('asks the health questions only after the consent tick, sends them only with it, and shows the privacy notice', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: REQUIRED_ANSWERS, attempted: [] }));
    const sent: Array<Record<string, string>> = [];
    mockApi((url, init) => {
      if (url === '/api/privacy-notice')
        return { status: 200, body: { version: 2, text: '', savedAt: '', savedBy: '' } };
      if (url !== '/api/form') return undefined;
      sent.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { reference: 'ICAST-2025-7KQM-4XHP-9RTD', parentLink: PARENT_LINK, message: 'ok' } };
    });
    renderAt('/online-application?section=B');
    const consent = await screen.findByRole('checkbox', { name: /keep my child's health details/ });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription(/so that the school nurse and teachers can keep your child safe/);
    expect(screen.queryByLabelText(/^Genotype/)).toBeNull();
    await userEvent.click(consent);
    expect(consent).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText(/^Genotype/), 'AS');
    // Unticked again: the answer leaves the form and is not sent.
    await userEvent.click(consent);
    expect(screen.queryByLabelText(/^Genotype/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Contact, home and health/ }));
    expect(screen.getByLabelText(/^Parent's e-mail address/)).toBeVisible();
    expect(screen.queryByLabelText(/^Does the child have any health challenge/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next: check your answers' }));
    expect(await screen.findByRole('link', { name: /privacy notice/i })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await screen.findByTestId('application-reference');
    expect(sent[0]).toMatchObject({ healthConsent: 'false', privacyNoticeVersion: '2' });
    expect(sent[0]).not.toHaveProperty('genotype');
  });
});

describe('what the form tells the parent', () => {
  afterEach(() => forgetSiteContent());

  it('offers every start term of the academic year the school admits for, as the school details set it', async () => {
    // Staff opened admissions for the session after the one the date gives.
    const academicYear = academicYearFrom(academicYearStart(academicYearOn(new Date())) + 1);
    const content = { ...DEFAULT_SITE_CONTENT, settings: { ...DEFAULT_SITE_CONTENT.settings, academicYear } };
    mockApi((url) => (url === '/api/site-content' ? { status: 200, body: content } : undefined));
    forgetSiteContent();
    renderAt('/online-application');
    const last = startTermChoices(new Date(), academicYear).at(-1)!;
    expect(last.label).toMatch(new RegExp(`^Third term ${academicYear.replace('-', '/')}$`));
    const term = await screen.findByRole('option', { name: last.label });
    await userEvent.selectOptions(screen.getByLabelText('Preferred start term'), term);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: /start term/ })).not.toBeInTheDocument();
  });

  it('counts the sections it has', async () => {
    mockApi(() => undefined);
    renderAt('/online-application');
    expect(screen.getByText(/Fill in the five sections in any order/)).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Application sections' })).getAllByRole('button'),
    ).toHaveLength(6);
  });

  it('shows a refusal only the server can make in words at its field, keeping every answer', async () => {
    const formReference = 'ICAST-PAY-M5X2K9-1A2B3C4D';
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ answers: { ...REQUIRED_ANSWERS, formReference }, attempted: [], view: 'check' }),
    );
    mockApi((url) =>
      url === '/api/form'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              message:
                'formReference: No paid application form has this reference. Check the receipt, or leave it blank',
              errors: [
                {
                  field: 'formReference',
                  message: 'No paid application form has this reference. Check the receipt, or leave it blank',
                },
              ],
            },
          }
        : undefined,
    );
    renderAt('/online-application');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    // Back at the question, the message in words in the error summary and under the field; no field name.
    expect(await screen.findByRole('heading', { name: 'Section A: Place applied for' })).toBeVisible();
    const message = 'No paid application form has this reference. Check the receipt, or leave it blank';
    expect(await screen.findByRole('link', { name: message })).toHaveAttribute('href', '#field-formReference');
    expect(screen.getByLabelText(/Paid application form reference/)).toHaveAccessibleDescription(
      new RegExp(message.replace('.', '\\.')),
    );
    expect(screen.queryByText(/formReference:/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Paid application form reference/)).toHaveValue(formReference);
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.firstname).toBe('Tolu');
  });
});

describe('the date of birth', () => {
  it('is typed as day, month and year, stored as YYYY-MM-DD, and shown written out on the check page', async () => {
    const { dob: _dob, ...answers } = REQUIRED_ANSWERS;
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers, attempted: [], view: 'B' }));
    mockApi(() => undefined);
    renderAt('/online-application');
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAccessibleDescription('For example, 27 3 2019');
    await userEvent.type(within(group).getByLabelText('Day'), '31');
    await userEvent.type(within(group).getByLabelText('Month'), '2');
    await userEvent.type(within(group).getByLabelText('Year'), '2018');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: /Date of birth must be a real date in the past/ })).toBeVisible();
    await userEvent.clear(within(group).getByLabelText('Day'));
    await userEvent.type(within(group).getByLabelText('Day'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.dob).toBe('2018-02-09');
    await userEvent.click(screen.getByRole('button', { name: /Check and submit/ }));
    expect(screen.getByText('9 February 2018')).toBeVisible();
    expect(screen.getByText('Nursery 1')).toBeVisible();
  });
});

describe("'Apply for another child'", () => {
  const FAMILY = {
    fatherSurname: 'Adeyemi',
    fatherFirstname: 'Kunle',
    relationshipOfFather: 'Father',
    motherSurname: 'Adeyemi',
    motherFirstname: 'Funke',
    relationshipOfMother: 'Mother',
    parentEmail: 'ada@example.com',
    parentPhone: '+2348031234567',
  };

  it("opens with the parents' answers of the family's last application and the child's sections empty", async () => {
    mockApi((url) =>
      url === '/api/parent/family-answers'
        ? { status: 200, body: { answers: FAMILY, from: 'ICAST-2025-000007' } }
        : undefined,
    );
    renderAt('/online-application?family=last');
    expect(await screen.findByTestId('family-answers-notice')).toHaveTextContent("filled in the parents' details");
    await userEvent.click(screen.getByRole('button', { name: /Father's details/ }));
    expect(screen.getByLabelText("Father's first name")).toHaveValue('Kunle');
    await userEvent.click(screen.getByRole('button', { name: /Contact, home and health/ }));
    expect(screen.getByLabelText("Parent's e-mail address")).toHaveValue('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: /Child's details/ }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.motherFirstname).toBe('Funke'),
    );
  });

  it('keeps what a draft already has, and says so when the family page is not open on this device', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: { fatherFirstname: 'Bayo' }, attempted: [] }));
    mockApi((url) => (url === '/api/parent/family-answers' ? { status: 200, body: { answers: FAMILY } } : undefined));
    const first = renderAt('/online-application?family=last&section=C');
    await screen.findByTestId('family-answers-notice');
    expect(screen.getByLabelText("Father's first name")).toHaveValue('Bayo');
    expect(screen.getByLabelText("Father's surname")).toHaveValue('Adeyemi');
    first.unmount();

    localStorage.clear();
    mockApi((url) =>
      url === '/api/parent/family-answers'
        ? {
            status: 401,
            body: { statusCode: 401, message: 'Open the link we e-mailed you, or ask for a new one below.' },
          }
        : undefined,
    );
    renderAt('/online-application?family=last&section=C');
    expect(await screen.findByTestId('family-answers-notice')).toHaveTextContent('open your application page');
    expect(screen.getByLabelText("Father's surname")).toHaveValue('');
  });
});

describe('the application form opened from an enquiry', () => {
  it("fills in the enquiry's class, campus and contacts, and says why when the link no longer works", async () => {
    const api = mockApi((url) =>
      url === '/api/enquiries/answers'
        ? {
            status: 200,
            body: {
              enquiry: 'ENQ-0A1B2C3D4E',
              answers: { classAppliedFor: 'jss1', campus: 'elewura', parentEmail: 'bisi@example.com' },
            },
          }
        : undefined,
    );
    const first = renderAt('/online-application?enquiry=abc.def&section=A');
    expect(await screen.findByTestId('family-answers-notice')).toHaveTextContent('from your enquiry');
    expect(screen.getByLabelText('Class applied for')).toHaveValue('jss1');
    expect(screen.getByLabelText('Elewura')).toBeChecked();
    expect(JSON.parse(String(api.mock.calls.find(([url]) => url === '/api/enquiries/answers')?.[1]?.body))).toEqual({
      token: 'abc.def',
    });
    first.unmount();

    localStorage.clear();
    mockApi((url) =>
      url === '/api/enquiries/answers'
        ? { status: 400, body: { statusCode: 400, message: 'This link does not open an application any more.' } }
        : undefined,
    );
    renderAt('/online-application?enquiry=old.link&section=A');
    expect(await screen.findByTestId('family-answers-notice')).toHaveTextContent('does not open an application');
    expect(screen.getByLabelText('Class applied for')).toHaveValue('');
  });
});
