import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderAt, signedIn } from '../testing';

const listed = {
  _id: 'q1',
  question: 'do you offer scholarships',
  count: 3,
  reasons: { noAnswer: 2, lowConfidence: 0, notHelpful: 1 },
  firstAskedAt: '2025-07-01T10:00:00.000Z',
  lastAskedAt: '2025-07-02T10:00:00.000Z',
};
const ANSWER = 'Yes: the ICAST Merit Scholarship, for two new JSS1 students each year.';

function server(role: 'editor' | 'admissions' = 'editor') {
  return fakeServer({
    'GET /api/auth/auth-check': signedIn(role),
    'GET /api/chatbot/unanswered': () => ({ body: { data: [listed] } }),
    'GET /api/chatbot/answers': () => ({ body: { data: [] } }),
    'POST /api/chatbot/answers': (init) => {
      const body = JSON.parse(String(init?.body)) as { question: string; answer: string };
      const saved = { _id: 'a1', ...body, createdAt: 'x', updatedAt: '2025-07-03T10:00:00.000Z' };
      return { status: 201, body: { ...saved, answersItsQuestion: true, alsoAnswered: [] } };
    },
  });
}

describe('the questions page: from a listed question to an answer in one step', () => {
  beforeEach(() => jest.spyOn(window, 'confirm').mockReturnValue(true));
  afterEach(() => jest.restoreAllMocks());

  it('lists why each question is there and answers it from its row, the row leaving the list', async () => {
    const { calls } = server();
    renderAt('/dashboard/questions');
    const row = (await screen.findByText('do you offer scholarships')).closest('tr')!;
    expect(row).toHaveTextContent('No answer (2), marked not helpful (1)');
    await userEvent.click(within(row).getByRole('button', { name: 'Answer this (do you offer scholarships)' }));

    const form = screen.getByRole('form', { name: 'Answer this question' });
    expect(within(form).getByLabelText('Question', { selector: 'textarea' })).toHaveValue('do you offer scholarships');
    expect(within(form).getByLabelText('Answer', { selector: 'textarea' })).toHaveFocus();
    await userEvent.keyboard(ANSWER);
    await userEvent.click(within(form).getByRole('button', { name: 'Save answer' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Saved. Aunty ICAST now answers “do you offer scholarships” and questions worded like it with your answer.',
    );
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
    expect(screen.getByText('No unanswered questions')).toBeInTheDocument();
    expect(screen.getByText(ANSWER)).toBeInTheDocument();
    const post = calls.find((call) => call.key === 'POST /api/chatbot/answers');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      question: 'do you offer scholarships',
      answer: ANSWER,
      unansweredId: 'q1',
    });
  });

  it('says what the assistant now answers, as the server checked it: rewordings leave the list, a miss is said', async () => {
    const fees = { ...listed, _id: 'q2', question: 'wetin be school fees' };
    const reworded = { ...listed, _id: 'q3', question: 'school fees' };
    let matches = true;
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      'GET /api/chatbot/unanswered': () => ({ body: { data: [fees, reworded, listed] } }),
      'GET /api/chatbot/answers': () => ({ body: { data: [] } }),
      'POST /api/chatbot/answers': (init) => {
        const body = JSON.parse(String(init?.body)) as { question: string; answer: string };
        const saved = { _id: `a-${body.question}`, ...body, createdAt: 'x', updatedAt: '2025-07-03T10:00:00.000Z' };
        const alsoAnswered = matches ? ['school fees'] : [];
        return { status: 201, body: { ...saved, answersItsQuestion: matches, alsoAnswered } };
      },
    });
    renderAt('/dashboard/questions');
    const row = (await screen.findByText('wetin be school fees')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^Answer this/ }));
    await userEvent.keyboard('It depends on the class: call the office.');
    await userEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'It also answers “school fees”, so that question has left the list too.',
    );
    const list = screen.getByRole('table', { name: 'Unanswered questions' });
    expect(within(list).queryByText('wetin be school fees')).not.toBeInTheDocument();
    expect(within(list).queryByText('school fees')).not.toBeInTheDocument();

    matches = false;
    const other = within(list).getByText('do you offer scholarships').closest('tr')!;
    await userEvent.click(within(other).getByRole('button', { name: /^Answer this/ }));
    await userEvent.keyboard('Not this year.');
    await userEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByText(/cannot match “do you offer scholarships” to your answer yet/)).toBeInTheDocument();
  });

  it('asks for an answer before saving, and keeps what was typed when the server refuses', async () => {
    const { calls } = fakeServer({
      'GET /api/auth/auth-check': signedIn('admissions'),
      'GET /api/chatbot/unanswered': () => ({ body: { data: [listed] } }),
      'GET /api/chatbot/answers': () => ({ body: { data: [] } }),
      'POST /api/chatbot/answers': () => ({
        status: 400,
        body: { statusCode: 400, message: 'answer is too long: please keep it under 2000 characters' },
      }),
    });
    renderAt('/dashboard/questions');
    await userEvent.click(await screen.findByRole('button', { name: /^Answer this/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(screen.getByText('Enter the answer Aunty ICAST should give')).toBeInTheDocument();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Answer', { selector: 'textarea' }), 'Not this year.');
    await userEvent.click(screen.getByRole('button', { name: 'Save answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('answer is too long');
    expect(screen.getByLabelText('Answer', { selector: 'textarea' })).toHaveValue('Not this year.');
    expect(screen.getByText('do you offer scholarships', { selector: 'td' })).toBeInTheDocument();
  });

  it('dismisses a question after asking', async () => {
    fakeServer({
      'GET /api/auth/auth-check': signedIn('editor'),
      'GET /api/chatbot/unanswered': () => ({ body: { data: [listed] } }),
      'GET /api/chatbot/answers': () => ({ body: { data: [] } }),
      'DELETE /api/chatbot/unanswered/q1': () => ({ body: { message: 'Question dismissed' } }),
    });
    renderAt('/dashboard/questions');
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss (do you offer scholarships)' }));
    expect(window.confirm).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent('Removed “do you offer scholarships” from the list.');
    expect(screen.getByText('No unanswered questions')).toBeInTheDocument();
  });

  it('publishes a staff answer as an FAQ for editors, not for admissions staff', async () => {
    const written = {
      _id: 'a1',
      question: 'Do you offer scholarships?',
      answer: ANSWER,
      createdAt: '2025-07-03T10:00:00.000Z',
      updatedAt: '2025-07-03T10:00:00.000Z',
    };
    const routes = (role: 'editor' | 'admissions') => ({
      'GET /api/auth/auth-check': signedIn(role),
      'GET /api/chatbot/unanswered': () => ({ body: { data: [] } }),
      'GET /api/chatbot/answers': () => ({ body: { data: [written] } }),
      'POST /api/chatbot/answers/a1/faq': () => ({ status: 201, body: { id: 'f1', ...written, hidden: false } }),
    });
    const { calls } = fakeServer(routes('editor'));
    const view = renderAt('/dashboard/questions');
    const row = (await screen.findByText(ANSWER)).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Publish as an FAQ (Do you offer scholarships?)' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Do you offer scholarships?” is now an FAQ');
    expect(calls.some((call) => call.key === 'POST /api/chatbot/answers/a1/faq')).toBe(true);
    expect(screen.getByText('No answers written yet')).toBeInTheDocument();
    view.unmount();

    fakeServer(routes('admissions'));
    renderAt('/dashboard/questions');
    const admissionsRow = (await screen.findByText(ANSWER)).closest('tr')!;
    expect(within(admissionsRow).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();
    expect(within(admissionsRow).queryByRole('button', { name: /Publish as an FAQ/ })).toBeNull();
  });
});
