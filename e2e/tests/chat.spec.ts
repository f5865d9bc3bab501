import { CHAT_ERROR_TEXT, CHAT_THINKING_TEXT, SITE } from '@icast/content';
import { useFreshPage } from '../support/browser';
import { readState } from '../support/state';

const state = readState();
const { page } = useFreshPage();

beforeEach(async () => {
  await page().goto(`${state.baseUrl}/faq`);
  await page().getByTestId('branded-loader').waitFor({ state: 'detached' });
  await page().getByRole('button', { name: 'Chat with Aunty ICAST' }).click();
  await page().getByRole('dialog', { name: 'Aunty ICAST' }).getByRole('button', { name: 'Skip' }).click();
});

const dialog = () => page().getByRole('dialog', { name: 'Aunty ICAST' });

/** Sends a question and returns the last bot bubble once its placeholder has been replaced. */
async function ask(question: string) {
  const before = await dialog().locator('[data-role="model"]').count();
  await dialog().getByRole('textbox', { name: 'Your question' }).fill(question);
  await page().keyboard.press('Enter');
  await page().waitForFunction((count) => {
    const bubbles = document.querySelectorAll('[data-role="model"]');
    return bubbles.length === count + 1 && bubbles[count]?.getAttribute('data-status') !== 'thinking';
  }, before);
  return dialog().locator('[data-role="model"]').nth(before);
}

describe('Aunty ICAST in the browser', () => {
  it('answers the closing time and the form price with the facts and a source link', async () => {
    const hours = await ask('what time does school close?');
    expect(await hours.textContent()).toContain('3:00 PM');
    expect(await hours.getByRole('link', { name: 'Frequently Asked Questions' }).getAttribute('href')).toBe('/faq');

    const fee = await ask('how much is the application form?');
    expect(await fee.textContent()).toContain('₦5,000');
    const source = fee.getByRole('link', { name: 'Purchase Application Form' });
    expect(await source.getAttribute('href')).toBe('/application-purchase');
    await source.click();
    await page().waitForURL(`${state.baseUrl}/application-purchase`);
    expect(await dialog().count()).toBe(0);
  });

  it('gives the honest fallback to gibberish, with phone, e-mail and the contacts page', async () => {
    const reply = await ask('flibber jabberwock snorp');
    const text = await reply.textContent();
    expect(text).toContain(SITE.phones[0]);
    expect(text).toContain(SITE.email);
    expect(await reply.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contacts');
  });

  it('shows the error text when the API is unreachable', async () => {
    // The API process is shared by every e2e file, so its absence is simulated at the network layer:
    // first a refused connection, then the proxy's 502 when the API behind it is stopped.
    await page().route('**/api/chatbot/**', (route) => route.abort('connectionrefused'));
    expect(await (await ask('what time does school close?')).textContent()).toBe(CHAT_ERROR_TEXT);
    await page().unroute('**/api/chatbot/**');
    await page().route('**/api/chatbot/**', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    expect(await (await ask('how much is the form?')).textContent()).toBe(CHAT_ERROR_TEXT);
  });

  it('shows Thinking... before the reply', async () => {
    await dialog().getByRole('textbox', { name: 'Your question' }).fill('what time does school close?');
    await page().keyboard.press('Enter');
    await dialog().getByText(CHAT_THINKING_TEXT).waitFor();
    await dialog().getByText(CHAT_THINKING_TEXT).waitFor({ state: 'detached' });
  });

  it('shows markup typed by a visitor as text and runs none of it', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await ask(hostile);
    expect(await dialog().locator('[data-role="user"]').last().textContent()).toBe(hostile);
    expect(await dialog().locator('img, script').count()).toBe(0);
    expect(await page().evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    await page().keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await page().evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'icast-chat-dialog',
    );
  });
});
