import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { WAKE_RECORD_KEY, type WakeRecord } from '@icast/contracts';
import { noteChoicesBeforeHydration, replayBeforeWake } from './replay';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function ContactForm() {
  const [name, setName] = useState('');
  const [campus, setCampus] = useState('elebu');
  const [open, setOpen] = useState(false);
  return (
    <form>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <select aria-label="Campus" value={campus} onChange={(event) => setCampus(event.target.value)}>
        <option value="elebu">Elebu</option>
        <option value="elewura">Elewura</option>
      </select>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Chat
      </button>
      <output>{`${name}|${campus}|${open ? 'open' : 'closed'}`}</output>
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
    Reflect.deleteProperty(window, WAKE_RECORD_KEY);
  });

  it('gives React what was typed and chosen before the app woke, and keeps it on the page', async () => {
    const page = await wokenPage((container) => {
      container.querySelector('input')!.value = 'Adaeze';
      container.querySelector('select')!.value = 'elewura';
    });
    // Hydrated: the page still shows the typed name, but the component's state is the server's.
    expect(page.output()).toBe('|elebu|closed');
    await act(async () => replayBeforeWake());
    expect(page.output()).toBe('Adaeze|elewura|closed');
    expect(page.container.querySelector('input')!.value).toBe('Adaeze');
    expect(page.record.awake).toBe(true);
  });

  it('clicks the control pressed before the app woke, once, so the first tap opens the chat', async () => {
    const page = await wokenPage((container, record) => {
      record.clicked.push(container.querySelector('button')!);
    });
    await act(async () => replayBeforeWake());
    expect(page.output()).toBe('|elebu|open');
    // Only once: the app's later effects do not replay it again.
    await act(async () => replayBeforeWake());
    expect(page.output()).toBe('|elebu|open');
  });

  it('does nothing on a page the browser drew (no inline script ran)', async () => {
    document.body.innerHTML = '<input value="x">';
    expect(() => replayBeforeWake()).not.toThrow();
  });
});
