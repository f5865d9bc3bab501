import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { WAKE_RECORD_KEY, type WakeRecord } from '@icast/contracts';
import { noteChoicesBeforeHydration, replayBeforeWake } from './replay';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The name each click of the button saw in its render: what a form's handler would send. */
let sentNames: string[] = [];

function ContactForm() {
  const [payer, setPayer] = useState({ name: '', email: '' });
  const { name } = payer;
  const [campus, setCampus] = useState('elebu');
  const [open, setOpen] = useState(false);
  const [boarding, setBoarding] = useState(false);
  return (
    <form>
      <label>
        Name <input value={name} onChange={(event) => setPayer({ ...payer, name: event.target.value })} />
      </label>
      <label>
        E-mail <input value={payer.email} onChange={(event) => setPayer({ ...payer, email: event.target.value })} />
      </label>
      <select aria-label="Campus" value={campus} onChange={(event) => setCampus(event.target.value)}>
        <option value="elebu">Elebu</option>
        <option value="elewura">Elewura</option>
      </select>
      <label>
        Boarding <input type="checkbox" checked={boarding} onChange={(event) => setBoarding(event.target.checked)} />
      </label>
      <button
        type="button"
        onClick={() => {
          sentNames.push(name);
          setOpen((value) => !value);
        }}
      >
        Chat
      </button>
      <output>{`${name}${payer.email ? `<${payer.email}>` : ''}|${campus}|${open ? 'open' : 'closed'}${boarding ? '|boarding' : ''}`}</output>
    </form>
  );
}

/** The page as the server wrote it, touched by the visitor before the app woke, then hydrated. */
async function wokenPage(beforeWake: (page: HTMLElement, record: WakeRecord) => void) {
  document.body.innerHTML = `<div id="root">${renderToString(<ContactForm />)}</div>`;
  const container = document.getElementById('root')!;
  const record: WakeRecord = { clicked: [] };
  Object.assign(window, { [WAKE_RECORD_KEY]: record });
  beforeWake(container, record);
  noteChoicesBeforeHydration(container);
  await act(async () => {
    hydrateRoot(container, <ContactForm />);
  });
  return { container, record, output: () => container.querySelector('output')?.textContent };
}

describe('replayBeforeWake', () => {
  afterEach(() => {
    sentNames = [];
    Reflect.deleteProperty(window, WAKE_RECORD_KEY);
  });

  it('gives React what was typed, chosen and ticked before the app woke, and keeps it on the page', async () => {
    const page = await wokenPage((container) => {
      container.querySelector('input')!.value = 'Adaeze';
      container.querySelectorAll('input')[1]!.value = 'ada@example.com';
      container.querySelector('select')!.value = 'elewura';
      container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    });
    // Hydrated: the page still shows the typed name, but the component's state is the server's.
    expect(page.output()).toBe('|elebu|closed');
    await act(() => replayBeforeWake());
    // Each field kept, though the handlers build the state from their last render, as the payment form's do.
    expect(page.output()).toBe('Adaeze<ada@example.com>|elewura|closed|boarding');
    expect(page.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    expect(page.container.querySelector('input')!.value).toBe('Adaeze');
    expect(page.record.awake).toBe(true);
  });

  it('clicks the control pressed before the app woke, once, so the first tap opens the chat', async () => {
    const page = await wokenPage((container, record) => {
      record.clicked.push(container.querySelector('button')!);
    });
    await act(() => replayBeforeWake());
    expect(page.output()).toBe('|elebu|open');
    // Only once: the app's later effects do not replay it again.
    await act(() => replayBeforeWake());
    expect(page.output()).toBe('|elebu|open');
  });

  it('clicks only once React has the typed values, so a form sent by the held-back click sends them', async () => {
    const page = await wokenPage((container, record) => {
      container.querySelector('input')!.value = 'Adaeze';
      record.clicked.push(container.querySelector('button')!);
    });
    await act(() => replayBeforeWake());
    expect(page.output()).toBe('Adaeze|elebu|open');
    expect(sentNames).toEqual(['Adaeze']);
  });

  it('does nothing on a page the browser drew (no inline script ran)', async () => {
    document.body.innerHTML = '<input value="x">';
    await expect(replayBeforeWake()).resolves.toBeUndefined();
  });
});
