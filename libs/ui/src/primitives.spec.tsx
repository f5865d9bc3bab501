import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';
import { Alert } from './Alert';
import { ErrorSummary } from './ErrorSummary';
import { PageLoading } from './PageLoading';
import { Photo } from './Photo';
import { RadioGroup, TextArea, TextField } from './fields';
import { Tabs } from './Tabs';

describe('Accordion', () => {
  const items = [
    { id: 'one', title: 'Obtain the form', content: 'Buy it online.' },
    { id: 'two', title: 'Fill it', content: 'Use capitals.' },
  ];

  const summary = (name: string) => screen.getByText(name).closest('summary')!;
  const details = (name: string) => summary(name).parentElement as HTMLDetailsElement;

  it('opens one panel at a time and closes the open one when activated again', async () => {
    render(<Accordion items={items} defaultOpenId="one" />);
    expect(details('Obtain the form').open).toBe(true);
    expect(screen.getByText('Buy it online.')).toBeVisible();

    await userEvent.click(summary('Fill it'));
    await waitFor(() => expect(details('Fill it').open).toBe(true));
    expect(details('Obtain the form').open).toBe(false);

    await userEvent.click(summary('Fill it'));
    await waitFor(() => expect(details('Fill it').open).toBe(false));
    expect(details('Obtain the form').open).toBe(false);
  });

  it('is details and summary in the HTML the server draws, so a panel opens with no script', () => {
    const html = renderToString(<Accordion items={items} defaultOpenId="one" headingLevel={2} />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const panels = Array.from(page.querySelectorAll('details'));
    expect(panels.map((panel) => panel.open)).toEqual([true, false]);
    // One name for the group: the browser itself keeps one answer open.
    expect(new Set(panels.map((panel) => panel.getAttribute('name'))).size).toBe(1);
    expect(panels[1]!.querySelector('summary > h2')?.textContent).toBe('Fill it');
    expect(page.querySelector('button')).toBeNull();
  });

  it('starts from the answer the visitor opened before the app took over', async () => {
    const html = renderToString(<Accordion items={items} defaultOpenId="one" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const [first, second] = Array.from(container.querySelectorAll('details'));
    first!.open = false;
    second!.open = true;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Accordion items={items} defaultOpenId="one" />);
    });
    await userEvent.click(first!.querySelector('summary')!);
    await waitFor(() => expect(first!.open).toBe(true));
    await waitFor(() => expect(second!.open).toBe(false));
    act(() => root?.unmount());
    container.remove();
  });
});

describe('Tabs', () => {
  const items = [
    { id: 'literacy', label: 'Literacy', content: 'Reading every day.' },
    { id: 'maths', label: 'Mathematics', content: 'Numbers.' },
    { id: 'science', label: 'Science', content: 'Experiments.' },
  ];

  it('selects by click and by arrow keys, wrapping, with one tab in the tab order', async () => {
    render(<Tabs label="Curriculum" items={items} defaultId="literacy" />);
    expect(screen.getByRole('tab', { name: 'Literacy' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Literacy' })).toHaveTextContent('Reading every day.');
    expect(screen.getByRole('tab', { name: 'Mathematics' })).toHaveAttribute('tabindex', '-1');

    await userEvent.click(screen.getByRole('tab', { name: 'Literacy' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Science' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Science' })).toHaveTextContent('Experiments.');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Literacy' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Science' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports selection to a controlling parent', async () => {
    const onSelect = jest.fn();
    render(<Tabs label="News" items={items} selectedId="maths" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Mathematics' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Science' }));
    expect(onSelect).toHaveBeenCalledWith('science');
  });
});

describe('fields', () => {
  it('links the label, hint and error to the input', () => {
    render(<TextField id="surname" label="Surname" hint="As on the birth certificate" error="Enter a surname" />);
    const input = screen.getByLabelText('Surname');
    expect(input).toHaveAttribute('id', 'surname');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on the birth certificate Error: Enter a surname');
  });

  it('counts characters against the limit', async () => {
    function Controlled() {
      const [text, setText] = useState('');
      return (
        <TextArea label="Content" maxLength={5000} showCount value={text} onChange={(e) => setText(e.target.value)} />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Content'), 'Hello');
    expect(screen.getByText('5 / 5000 characters')).toBeInTheDocument();
  });

  it('groups radios under a legend and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <RadioGroup
        id="sex"
        name="sex"
        legend="Sex"
        value={undefined}
        onChange={onChange}
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Sex' })).toBeInTheDocument();
    expect(screen.getByLabelText('Male')).toHaveAttribute('id', 'sex');
    await userEvent.click(screen.getByLabelText('Female'));
    expect(onChange).toHaveBeenCalledWith('female');
  });
});

describe('ErrorSummary', () => {
  it('takes focus and moves focus to the field of a clicked error', async () => {
    render(
      <>
        <ErrorSummary errors={[{ fieldId: 'firstname', message: 'Enter the first name' }]} />
        <TextField id="firstname" label="First name" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Enter the first name' }));
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Alert', () => {
  it('interrupts only for errors', () => {
    render(
      <>
        <Alert tone="error">Payment failed</Alert>
        <Alert tone="success">Saved</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('PageLoading', () => {
  it('announces the wait politely and hides the animated bar from screen readers', () => {
    render(<PageLoading />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading...');
    expect(status.querySelector('.icast-page-loading__bar')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Photo', () => {
  const picture = { id: 'abc', width: 1500, height: 1000, widths: [400, 750, 1100, 1500], alt: 'Pupils at assembly' };

  it('offers AVIF, WebP and a JPEG fallback at every width, with its size and lazy loading', () => {
    const { container } = render(<Photo picture={picture} sizes="(min-width: 900px) 33vw, 100vw" />);
    const [avif, webp] = Array.from(container.querySelectorAll('source'));
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      '/api/images/abc/400.avif 400w, /api/images/abc/750.avif 750w, /api/images/abc/1100.avif 1100w, /api/images/abc/1500.avif 1500w',
    );
    expect(webp).toHaveAttribute('type', 'image/webp');
    const image = screen.getByRole('img', { name: 'Pupils at assembly' });
    expect(image).toHaveAttribute('src', '/api/images/abc/750.jpg');
    expect(image.getAttribute('srcset')).toContain('/api/images/abc/1500.jpg 1500w');
    expect(image).toHaveAttribute('sizes', '(min-width: 900px) 33vw, 100vw');
    expect(image).toHaveAttribute('width', '1500');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority photo (the first hero) at once', () => {
    render(<Photo picture={picture} sizes="100vw" priority />);
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the largest width as the fallback for a small photo', () => {
    render(<Photo picture={{ ...picture, width: 300, height: 200, widths: [300] }} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/images/abc/300.jpg');
  });

  it('crops around the focal point with classes (no inline style, which the page policy forbids)', () => {
    const { container } = render(
      <Photo picture={{ ...picture, focus: { x: 20, y: 85 } }} sizes="100vw" className="pub-hero__photo" />,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveClass('pub-hero__photo', 'icast-focus', 'icast-focus-x-20', 'icast-focus-y-85');
    expect(image).not.toHaveAttribute('style');
    expect(container.innerHTML).not.toContain('style=');
  });

  it('names the replaced upload in every address, so no cache shows the old photo', () => {
    const { container } = render(<Photo picture={{ ...picture, version: 'a1b2c3' }} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/api/images/abc/750-a1b2c3.jpg');
    expect(container.querySelector('source')?.getAttribute('srcset')).toContain('/api/images/abc/400-a1b2c3.avif 400w');
  });
});
