import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CHAT_ERROR_TEXT, CHAT_THINKING_TEXT } from '@icast/content';
import { ChatWidget, CHAT_INTRO_KEY } from './ChatWidget';
import { NOT_HELPFUL_FAILED, NOT_HELPFUL_SENT } from './ReplyFeedback';
import { fakeFetch } from '@icast/api-client/testing';

function replyWith(text: string, sources: Array<{ title: string; path: string }> = []) {
  return fakeFetch(() => ({ body: { text, sources } }));
}

function renderChat() {
  return render(
    <MemoryRouter>
      <ChatWidget />
    </MemoryRouter>,
  );
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Chat with Aunty ICAST/ }));
  // The dialog is a chunk of its own: on the first opening it appears once that chunk has loaded.
  return screen.findByRole('dialog', { name: 'Aunty ICAST' });
}

describe('Aunty ICAST popup', () => {
  beforeEach(() => {
    localStorage.setItem(CHAT_INTRO_KEY, 'true');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it("offers WhatsApp beside the launcher, to the school's number, while the chat is closed", async () => {
    const user = userEvent.setup();
    renderChat();
    const whatsapp = screen.getByRole('link', { name: /Chat with the school office on WhatsApp \(opens WhatsApp\)/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/2348035124471');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await openChat(user);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it('opens with focus in the input, locks scrolling, and Escape returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderChat();
    const dialog = await openChat(user);
    expect(dialog).toHaveTextContent(/Aunty Funky/);
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveFocus();
    expect(document.documentElement).toHaveClass('icast-scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Chat with Aunty ICAST/ })).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('icast-scroll-locked');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    for (let index = 0; index < 6; index++) {
      await user.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });

  it('shows Thinking..., then the reply with its source link 600 ms after it arrives; input trimmed and cleared', async () => {
    replyWith('School closes at 3:00 PM.', [{ title: 'Frequently Asked Questions', path: '/faq' }]);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderChat();
    await openChat(user);
    const input = screen.getByRole('textbox', { name: 'Your question' });
    await user.type(input, '   what time does school close?  {Enter}');
    expect(input).toHaveValue('');
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/chatbot/bot-response',
      expect.objectContaining({ body: JSON.stringify({ message: 'what time does school close?' }) }),
    );
    expect(screen.getByText('what time does school close?')).toBeInTheDocument();
    expect(screen.getByText(CHAT_THINKING_TEXT)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(599));
    expect(screen.getByText(CHAT_THINKING_TEXT)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.queryByText(CHAT_THINKING_TEXT)).not.toBeInTheDocument();
    expect(screen.getByText('School closes at 3:00 PM.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute('href', '/faq');
    jest.useRealTimers();
  });

  it('ignores an empty message', async () => {
    fakeFetch(() => undefined);
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), '    {Enter}');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(CHAT_THINKING_TEXT)).not.toBeInTheDocument();
  });

  it('replaces the placeholder with the error text when the call fails', async () => {
    fakeFetch(() => undefined);
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'hello{Enter}');
    expect(await screen.findByText(CHAT_ERROR_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(CHAT_THINKING_TEXT)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('shows markup from the visitor and from the server as text, never as elements', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script> [x](javascript:alert(1))';
    replyWith(hostile);
    const user = userEvent.setup();
    const { container } = renderChat();
    await openChat(user);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), '<b onmouseover=alert(1)>hi</b>{Enter}');
    await waitFor(() => expect(screen.queryByText(CHAT_THINKING_TEXT)).not.toBeInTheDocument());
    expect(screen.getByText('<b onmouseover=alert(1)>hi</b>')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('.icast-chat img, .icast-chat script, .icast-chat b')).toBeNull();
    expect(screen.getByRole('log')).toHaveTextContent('<img src=x onerror="window.__pwned=1">');
    expect(screen.queryByRole('link', { name: 'x' })).not.toBeInTheDocument();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('asks for name and phone before the first question, saves them, or lets the visitor skip', async () => {
    localStorage.clear();
    fakeFetch(() => ({ status: 201, body: {} }));
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await user.type(screen.getByLabelText('Your name (optional)'), 'Ada');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/visitor',
      expect.objectContaining({ body: JSON.stringify({ number: '08031234567', name: 'Ada' }) }),
    );
    expect(await screen.findByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
    expect(localStorage.getItem(CHAT_INTRO_KEY)).toBe('true');
  });

  it('shows the privacy notice under "leave your number" and sends the version it showed', async () => {
    localStorage.clear();
    fakeFetch(({ url }) =>
      url === '/api/privacy-notice'
        ? { status: 200, body: { version: 3, text: '', savedAt: '', savedBy: '' } }
        : { status: 201, body: {} },
    );
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    expect(screen.getByRole('link', { name: /privacy notice/i })).toHaveAttribute('href', '/privacy');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await waitFor(() => expect(document.querySelector('input[name="privacyNoticeVersion"]')).toHaveValue('3'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(global.fetch).toHaveBeenCalledWith(
      '/api/visitor',
      expect.objectContaining({ body: JSON.stringify({ number: '08031234567', privacyNoticeVersion: 3 }) }),
    );
  });

  it('shows the server message when the phone number is refused', async () => {
    localStorage.clear();
    fakeFetch(() => ({ status: 400, body: { statusCode: 400, message: 'number must be a Nigerian...' } }));
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await user.type(screen.getByLabelText('Phone number'), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('number must be a Nigerian...');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
  });

  it('says the details were not saved, and keeps Skip, when the server cannot be reached', async () => {
    localStorage.clear();
    fakeFetch(() => undefined);
    const user = userEvent.setup();
    renderChat();
    await openChat(user);
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your details. You can skip this step.',
    );
    expect(screen.getByLabelText('Phone number')).toHaveValue('08031234567');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeEnabled();
  });

  describe('Not helpful', () => {
    /** Answers each chat question in turn; records every request body. */
    function chatServer(replies: Array<{ text: string; outcome: string }>) {
      const bodies: Array<{ url: string; body: unknown }> = [];
      let next = 0;
      fakeFetch(({ url, init }) => {
        bodies.push({ url, body: JSON.parse(String(init?.body)) });
        return { body: url.endsWith('/feedback') ? { message: 'ok' } : { sources: [], ...replies[next++] } };
      });
      return bodies;
    }

    it('sends the previous question with a follow-up, and offers Not helpful under answers only', async () => {
      const bodies = chatServer([
        { text: 'The application form costs ₦5,000.', outcome: 'answered' },
        { text: "I'm sorry, I don't have that information yet.", outcome: 'not-answered' },
      ]);
      const user = userEvent.setup();
      renderChat();
      await openChat(user);
      const input = screen.getByRole('textbox', { name: 'Your question' });
      await user.type(input, 'how much is the form{Enter}');
      await screen.findByText('The application form costs ₦5,000.', {});
      await user.type(input, 'and for boarding?{Enter}');
      await screen.findByText("I'm sorry, I don't have that information yet.", {});
      expect(bodies.map((call) => call.body)).toEqual([
        { message: 'how much is the form' },
        { message: 'and for boarding?', previous: 'how much is the form' },
      ]);
      const buttons = screen.getAllByRole('button', { name: /^Not helpful/ });
      expect(buttons).toHaveLength(1);
      expect(buttons[0]).toHaveAccessibleName('Not helpful (reply to “how much is the form”)');
    });

    it('records the reply from the keyboard, thanks the visitor in the log and moves the focus to the thanks', async () => {
      const bodies = chatServer([{ text: 'School closes at 3:00 PM.', outcome: 'answered' }]);
      const user = userEvent.setup();
      renderChat();
      await openChat(user);
      await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'closing time?{Enter}');
      const button = await screen.findByRole('button', { name: /^Not helpful/ });
      button.focus();
      await user.keyboard('{Enter}');
      const thanks = await screen.findByText(NOT_HELPFUL_SENT);
      expect(thanks).toHaveFocus();
      expect(screen.getByRole('log')).toContainElement(thanks);
      expect(screen.queryByRole('button', { name: /^Not helpful/ })).not.toBeInTheDocument();
      expect(bodies.at(-1)).toEqual({ url: '/api/chatbot/feedback', body: { question: 'closing time?' } });
    });

    it('says so when the feedback could not be sent, and lets the visitor try again', async () => {
      chatServer([{ text: 'School closes at 3:00 PM.', outcome: 'answered' }]);
      const user = userEvent.setup();
      renderChat();
      await openChat(user);
      await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'closing time?{Enter}');
      const button = await screen.findByRole('button', { name: /^Not helpful/ });
      fakeFetch(() => undefined);
      await user.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(NOT_HELPFUL_FAILED);
      expect(screen.getByRole('button', { name: /^Not helpful/ })).toBeEnabled();
    });
  });
});
