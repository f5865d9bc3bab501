import { useBrowser } from '../support/browser';
import { adminContext, signIn, state } from './dashboard-support';

const browser = useBrowser();
afterAll(async () => {});

describe('dashboard: sign-in and sessions', () => {
  it('sends a signed-out visitor from a dashboard page to /login and back after signing in', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${state.baseUrl}/dashboard/visitor`);
      await page.waitForURL(/\/login\?next=%2Fdashboard%2Fvisitor$/);
      await signIn(page);
      await page.waitForURL('**/dashboard/visitor');
      await page.getByRole('heading', { level: 1, name: 'Visitors' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a wrong password, then locks after repeated failures even for the right password', async () => {
    const { context: adminSession, page: adminPage } = await adminContext(browser());
    const email = `locked-${Date.now()}@icast.test`;
    const password = 'the-right-password';
    const created = await adminPage.request.post(`${state.baseUrl}/api/auth/staff`, {
      data: { email, name: 'Lockout Test', role: 'editor', password },
    });
    expect(created.status()).toBe(201);
    await adminSession.close();

    const context = await browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${state.baseUrl}/login`);
      await signIn(page, email, 'wrong-password');
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      for (let attempt = 2; attempt <= 6; attempt++) {
        await signIn(page, email, 'wrong-password');
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
      }
      await page.getByRole('alert').filter({ hasText: 'Sign-in locked' }).waitFor();
      expect(await page.getByRole('alert').textContent()).toMatch(/Too many failed sign-in attempts/);

      const [refused] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/api/auth/login')),
        signIn(page, email, password),
      ]);
      expect(refused.status()).toBe(429);
      await page.getByRole('alert').filter({ hasText: 'Sign-in locked' }).waitFor();
      expect(page.url()).toBe(`${state.baseUrl}/login`);
    } finally {
      await context.close();
    }
  });

  it('lets a member in on the computer they signed in on before while their account is locked elsewhere', async () => {
    const { context: adminSession, page: adminPage } = await adminContext(browser());
    const email = `own-computer-${Date.now()}@icast.test`;
    const password = 'the-members-own-password';
    const created = await adminPage.request.post(`${state.baseUrl}/api/auth/staff`, {
      data: { email, name: 'Own Computer', role: 'editor', password },
    });
    expect(created.status()).toBe(201);
    await adminSession.close();

    const own = await browser().newContext();
    const elsewhere = await browser().newContext();
    try {
      const mine = await own.newPage();
      await mine.goto(`${state.baseUrl}/login`);
      await signIn(mine, email, password);
      await mine.waitForURL('**/dashboard/home');
      await mine.getByRole('button', { name: 'Sign out' }).click();
      await mine.waitForURL(`${state.baseUrl}/login`);

      // Someone else guesses until the account is locked for every device it has not seen.
      const theirs = await elsewhere.newPage();
      await theirs.goto(`${state.baseUrl}/login`);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await signIn(theirs, email, `guess-${attempt}`);
        await theirs.getByRole('button', { name: 'Sign in' }).waitFor();
      }
      await signIn(theirs, email, password);
      const locked = theirs.getByRole('alert').filter({ hasText: 'Sign-in locked' });
      await locked.waitFor();
      expect(await locked.textContent()).toContain(
        'A computer or phone you have signed in on before can still sign in.',
      );

      await signIn(mine, email, password);
      await mine.waitForURL('**/dashboard/home');
    } finally {
      await own.close();
      await elsewhere.close();
    }
  });

  it('after signing out in one tab, the next action in another tab lands on /login with no data', async () => {
    const { context, page: first } = await adminContext(browser());
    try {
      const second = await context.newPage();
      await second.goto(`${state.baseUrl}/dashboard/home`);
      await second.getByRole('navigation', { name: 'Dashboard' }).waitFor();

      await first.getByRole('button', { name: 'Sign out' }).click();
      await first.waitForURL(`${state.baseUrl}/login`);

      await second.getByRole('link', { name: 'Visitors' }).click();
      await second.waitForURL(/\/login\?next=/);
      expect(await second.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(0);
      expect(await second.getByRole('table').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('exports visitors as a CSV download that parses', async () => {
    const { context, page } = await adminContext(browser());
    try {
      const visitor = await page.request.post(`${state.baseUrl}/api/visitor`, {
        data: { name: 'Mrs, "Quoted" Adeyemi', number: '08031234567' },
      });
      expect(visitor.status()).toBe(201);
      await page.getByRole('link', { name: 'Visitors' }).click();
      await page.getByRole('cell', { name: 'Mrs, "Quoted" Adeyemi' }).waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^visitors-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await import('node:fs')).readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      const [header, first] = text.trim().split('\r\n');
      expect(header).toBe('Name,Phone,Submitted at');
      expect(first).toMatch(/^"Mrs, ""Quoted"" Adeyemi",\+2348031234567,\d{4}-/);
    } finally {
      await context.close();
    }
  });
});
