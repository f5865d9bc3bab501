import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type FakeAnswer, fakeFetch } from '@icast/api-client/testing';
import { standaloneRoutes } from './StandaloneApp';

type Handler = (url: string, init?: RequestInit) => FakeAnswer | undefined;

/** The shared fake fetch (`@icast/api-client/testing`): unanswered calls fail as a network error would. */
export function mockApi(handler: Handler): jest.Mock {
  return fakeFetch(({ url, init }) => handler(url, init));
}

export const PAYMENT_CONFIG = {
  feeNaira: 7500,
  feeKobo: 750000,
  currency: 'NGN',
  validityDays: 30,
  academicYear: '2024-2025',
  testMode: true,
};

/** This remote's routes at `path` in a data router, as the shell mounts them: loaders run before the page draws. */
export function renderAt(path: string) {
  const router = createMemoryRouter(standaloneRoutes, { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}

/** Fills the day, month and year boxes of the date question named `legend` (the GOV.UK date input). */
export function typeDate(legend: string, isoDate: string): void {
  const group = within(screen.getByRole('group', { name: legend }));
  const [year, month, day] = isoDate.split('-');
  fireEvent.change(group.getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(group.getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(group.getByLabelText('Year'), { target: { value: year } });
}
