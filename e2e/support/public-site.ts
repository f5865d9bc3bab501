import { MongoClient, type Db } from 'mongodb';
import type { Page } from 'playwright-core';
import { useFreshPage, wakeTheApp } from './browser';
import { artifactPath, readState } from './state';

export const state = readState();

/** One browser per file, a fresh page per test, console errors collected for assertions. */
export function usePublicPage() {
  const fresh = useFreshPage({});
  return {
    ...fresh,
    /** The page, with the app awake (these journeys test what it does; wake-on-demand.spec tests how it wakes). */
    open: async (path: string) => {
      await fresh.page().goto(`${state.baseUrl}${path}`);
      await wakeTheApp(fresh.page());
      return fresh.page();
    },
  };
}

/** The e2e database, for checks the browser cannot make (a row exists, a draft is stored). */
export async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const client = new MongoClient(state.databaseUri);
  try {
    await client.connect();
    return await work(client.db());
  } finally {
    await client.close();
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: artifactPath(`${name}.png`), fullPage: true });
}
