import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { focalClasses, type FocalPoint } from '@icast/contracts';
import { TextField } from '@icast/ui';

/** The focal point as typed: text, so a half-typed or wrong number stays on screen with its error. */
export interface FocalDraft {
  x: string;
  y: string;
}

export const CENTRE: FocalDraft = { x: '50', y: '50' };

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The typed point, or undefined when a value is not a whole number from 0 to 100. */
export function focalPointOf(draft: FocalDraft): FocalPoint | undefined {
  const read = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : NaN);
  const x = read(draft.x);
  const y = read(draft.y);
  return x >= 0 && x <= 100 && y >= 0 && y <= 100 ? { x, y } : undefined;
}

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The point of a photo that must stay in view wherever it is cropped: clicked or tapped on the photo, moved with the
 * arrow keys on the marker (Shift for 10 at a time), or typed as percents. Two crops show its effect: a phone's hero
 * and a wide card.
 */
export function FocalPointPicker({
  idPrefix,
  src,
  value,
  onChange,
  errorX,
  errorY,
}: {
  idPrefix: string;
  src: string;
  value: FocalDraft;
  onChange: (value: FocalDraft) => void;
  errorX?: string;
  errorY?: string;
}) {
  const [said, setSaid] = useState('');
  const point = focalPointOf(value) ?? { x: 50, y: 50 };
  const shown = focalClasses({ focus: point });

  function place(next: FocalPoint) {
    const clamped = { x: clamp(next.x), y: clamp(next.y) };
    onChange({ x: String(clamped.x), y: String(clamped.y) });
    setSaid(`Focal point ${clamped.x}% across, ${clamped.y}% down`);
  }

  function click(event: MouseEvent<HTMLImageElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    place({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  }

  function key(event: KeyboardEvent<HTMLButtonElement>) {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? 10 : 1;
    place({ x: point.x + move[0] * step, y: point.y + move[1] * step });
  }

  return (
    <fieldset className="dash-focal" aria-describedby={`${idPrefix}-focal-hint`}>
      <legend className="icast-field__label">Focal point</legend>
      <p className="icast-field__hint" id={`${idPrefix}-focal-hint`}>
        Where the photo is cut to fit (the home page on a phone, cards, covers), this point always stays in view. Click
        or tap it on the photo, or focus the marker and move it with the arrow keys (Shift moves 10 at a time).
      </p>
      <div className="dash-focal__photo">
        {/* The marker below is the keyboard's way to do what a click on the photo does. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
        <img src={src} alt="" onClick={click} data-testid={`${idPrefix}-focal-photo`} />
        <button
          type="button"
          className={`dash-focal__marker ${shown}`}
          aria-label={`Focal point marker: ${point.x}% across, ${point.y}% down. Move it with the arrow keys.`}
          onKeyDown={key}
        />
      </div>
      <p className="icast-visually-hidden" aria-live="polite">
        {said}
      </p>
      <div className="dash-focal__numbers">
        <TextField
          id={`${idPrefix}-focus-x`}
          label="Across, % from the left"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={value.x}
          onChange={(event) => onChange({ ...value, x: event.target.value })}
          error={errorX}
        />
        <TextField
          id={`${idPrefix}-focus-y`}
          label="Down, % from the top"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={value.y}
          onChange={(event) => onChange({ ...value, y: event.target.value })}
          error={errorY}
        />
      </div>
      <div className="dash-focal__crops" aria-hidden="true">
        <figure>
          <img className={`dash-focal__crop dash-focal__crop--phone ${shown}`} src={src} alt="" />
          <figcaption>On a phone</figcaption>
        </figure>
        <figure>
          <img className={`dash-focal__crop dash-focal__crop--card ${shown}`} src={src} alt="" />
          <figcaption>On a card</figcaption>
        </figure>
      </div>
    </fieldset>
  );
}
