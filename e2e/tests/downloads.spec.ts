import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { axeFindings } from '../support/axe';
import { useFreshPage } from '../support/browser';
import { expectUsableOnPhone, PHONE } from '../support/phone';
import { adminContext, state } from './dashboard-support';

/** A parent's phone with scripts off, fresh for each test: the downloads page must work as plain HTML. */
const { browser, page: parentPage } = useFreshPage({ ...PHONE, javaScriptEnabled: false });

async function pdfSaying(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([300, 300]).drawText(text, { x: 20, y: 250, size: 14 });
  return Buffer.from(await document.save());
}

const stamp = Date.now();
const title = `Uniform list ${stamp}`;
let office: Page;

beforeAll(async () => {
  ({ page: office } = await adminContext(browser()));
});

/** The bytes a parent's tap on the document's link gives, fetched as the browser would. */
async function bytesBehind(page: Page, href: string): Promise<Buffer> {
  const response = await page.request.get(new URL(href, state.baseUrl).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return Buffer.from(await response.body());
}

describe("the school's documents to download", () => {
  it('staff add a PDF; a parent finds it by category on a phone without script and downloads the same bytes', async () => {
    const parent = parentPage();
    const first = await pdfSaying(`Uniform list, first version ${stamp}`);
    await office.goto(`${state.baseUrl}/dashboard/downloads`);
    const form = office.getByRole('form', { name: 'Add a document' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption('uniform');
    await form.getByLabel('Valid from (optional)').fill('2026-09-07');
    await form.getByLabel('The PDF').setInputFiles({ name: 'uniform.pdf', mimeType: 'application/pdf', buffer: first });
    await form.getByRole('button', { name: 'Add document' }).click();
    await office.getByText('Document added. Families can download it now.').waitFor();
    await office.getByRole('link', { name: title }).waitFor();
    expect(await axeFindings(office)).toEqual([]);

    await parent.goto(`${state.baseUrl}/downloads`);
    await parent.getByRole('heading', { level: 1, name: 'Downloads' }).waitFor();
    const uniform = parent.getByRole('region', { name: 'Uniform' });
    const link = uniform.getByRole('link', { name: title });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/downloads\/uniform-list-\d+\.pdf$/);
    expect(await uniform.getByText(/Valid from 7 September 2026/).count()).toBe(1);
    expect(Buffer.compare(await bytesBehind(parent, href), first)).toBe(0);

    // axe runs as a script in the page: checked on the same phone with script on.
    const context = await browser().newContext(PHONE);
    try {
      const phone = await context.newPage();
      await phone.goto(`${state.baseUrl}/downloads`);
      await phone.getByRole('link', { name: title }).waitFor();
      await expectUsableOnPhone(phone);
    } finally {
      await context.close();
    }
  });

  it('staff replace the file in place: the link the parent already has gives the new file', async () => {
    const parent = parentPage();
    await parent.goto(`${state.baseUrl}/downloads`);
    const href = (await parent.getByRole('link', { name: title }).getAttribute('href'))!;
    const second = await pdfSaying(`Uniform list, second version ${stamp}`);

    await office.goto(`${state.baseUrl}/dashboard/downloads`);
    await office.getByRole('button', { name: `Edit ${title}` }).click();
    const form = office.getByRole('form', { name: `Change "${title}"` });
    await form.getByLabel('Replace the file (optional)').setInputFiles({
      name: 'uniform-v2.pdf',
      mimeType: 'application/pdf',
      buffer: second,
    });
    await form.getByRole('button', { name: 'Save document' }).click();
    await office
      .getByText(/the same link now gives it/)
      .first()
      .waitFor();

    expect(Buffer.compare(await bytesBehind(parent, href), second)).toBe(0);
  });

  it('refuses a file that is not a PDF at its field, keeping what was typed', async () => {
    await office.goto(`${state.baseUrl}/dashboard/downloads`);
    const form = office.getByRole('form', { name: 'Add a document' });
    await form.getByLabel('Title').fill('Menu');
    await form.getByLabel('Category').selectOption('other');
    await form.getByLabel('The PDF').setInputFiles({
      name: 'menu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<script>alert(1)</script> not a pdf'),
    });
    await form.getByRole('button', { name: 'Add document' }).click();
    const summary = office.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: /must be a PDF/ }).waitFor();
    expect(await summary.getByRole('link').getAttribute('href')).toBe('#download-file');
    expect(await form.getByLabel('Title').inputValue()).toBe('Menu');
  });
});
