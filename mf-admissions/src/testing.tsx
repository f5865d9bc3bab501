import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StandaloneApp } from './StandaloneApp';

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;

/** Replaces fetch with answers from `handler`; unanswered calls fail as a network error would. */
export function mockApi(handler: Handler): jest.Mock {
  const mock = jest.fn(async (url: string, init?: RequestInit) => {
    const answer = handler(url, init);
    if (!answer) throw new TypeError('Failed to fetch');
    // jsdom has no fetch Response; the pages only read these members.
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
      blob: async () => new Blob([JSON.stringify(answer.body)]),
    };
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export const PAYMENT_CONFIG = {
  feeNaira: 7500,
  feeKobo: 750000,
  currency: 'NGN',
  validityDays: 30,
  academicYear: '2024-2025',
  testMode: true,
};

export function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneApp />
    </MemoryRouter>,
  );
}

/** Fills the day, month and year boxes of the date question named `legend` (the GOV.UK date input). */
export function typeDate(legend: string, isoDate: string): void {
  const group = within(screen.getByRole('group', { name: legend }));
  const [year, month, day] = isoDate.split('-');
  fireEvent.change(group.getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(group.getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(group.getByLabelText('Year'), { target: { value: year } });
}
