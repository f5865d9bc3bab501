import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderAt } from '../testing';
import { DRAFT_KEY } from './draft';

/** Every required answer: a draft that is ready to submit. */
const REQUIRED_ANSWERS = {
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
};

beforeEach(() => localStorage.clear());

describe('online application', () => {
  it('stops at Next with an error summary that focuses the missing field, and marks the section', async () => {
    mockApi(() => undefined);
    renderAt('/online-application');
    await userEvent.type(screen.getByLabelText('Surname'), 'Adeyemi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter first name' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
    const nav = screen.getByRole('navigation', { name: 'Application sections' });
    expect(nav).toHaveTextContent("A. Child's detailsHas errors");
    expect(nav).toHaveTextContent("B. Father's detailsNot started");
  });

  it('saves answers as the parent types, announces Saved, and restores them', async () => {
    mockApi(() => undefined);
    const first = renderAt('/form');
    await userEvent.type(screen.getByLabelText('Surname'), 'Okon');
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent('Saved'));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.surname).toBe('Okon');
    first.unmount();
    renderAt('/form');
    expect(screen.getByLabelText('Surname')).toHaveValue('Okon');
    expect(screen.getByRole('navigation', { name: 'Application sections' })).toHaveTextContent('In progress');
  });

  it('keeps every answer and offers Retry when the network fails, then submits and clears the draft', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: REQUIRED_ANSWERS, attempted: [] }));
    let online = false;
    mockApi((url) =>
      online && url === '/api/form'
        ? { status: 201, body: { reference: 'ICAST-2025-000007', message: 'Form submitted successfully!' } }
        : undefined,
    );
    renderAt('/online-application');
    await userEvent.click(screen.getByRole('button', { name: /Check and submit/ }));
    expect(screen.getAllByRole('button', { name: /^Change/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(/Your answers are kept on this device/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers.firstname).toBe('Tolu');
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('application-reference')).toHaveTextContent('ICAST-2025-000007');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("asks for the parent's e-mail and phone in section D, checks them, and says where the reference is e-mailed", async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ answers: REQUIRED_ANSWERS, attempted: [] }));
    const sent: unknown[] = [];
    mockApi((url, init) => {
      if (url !== '/api/form') return undefined;
      sent.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { reference: 'ICAST-2025-7KQM-4XHP-9RTD', message: 'Form submitted successfully!' } };
    });
    renderAt('/online-application');
    await userEvent.click(screen.getByRole('button', { name: /Contact, home and health/ }));
    const email = screen.getByLabelText("Parent's e-mail address (optional)");
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAccessibleDescription(/We e-mail the application reference here/);
    expect(screen.getByLabelText("Parent's phone number (optional)")).toHaveAttribute('type', 'tel');
    await userEvent.type(email, 'ada at example');
    await userEvent.type(screen.getByLabelText("Parent's phone number (optional)"), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Next: check your answers' }));
    expect(await screen.findByRole('link', { name: 'Enter an e-mail address like name@example.com' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter a phone number like 0803 123 4567' })).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.clear(screen.getByLabelText("Parent's phone number (optional)"));
    await userEvent.type(screen.getByLabelText("Parent's phone number (optional)"), '0803 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Next: check your answers' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(/We are also e-mailing it to/)).toHaveTextContent('ada@example.com');
    expect(sent).toEqual([{ ...REQUIRED_ANSWERS, parentEmail: 'ada@example.com', parentPhone: '0803 123 4567' }]);
  });
});
