import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage, fetchApi } from '@icast/api-client';
import {
  ENDPOINTS,
  IMAGE_UPLOAD_TYPES,
  imageVariantUrl,
  isSitePageKey,
  SITE_PAGE_KEYS,
  SITE_PAGE_LIMITS,
  SITE_PAGE_PATHS,
  blockTypesOf,
  sitePageProblems,
  type PageBlock,
  type PageBlockType,
  type PagePhotoView,
  type SitePageFields,
  type SitePageKey,
  type SitePageView,
} from '@icast/contracts';
import { Button, SelectField, TextArea, TextField } from '@icast/ui';
import { DataState } from '../components/DataState';
import { useApi } from '../useApi';
import { ContentForm, SaveButtons } from './ContentForm';
import { photoProblem } from './PhotoField';
import { useSubmission, type FieldOf } from './submission';
import { useSearchParams } from 'react-router-dom';
import { useStaffUser } from '../identity/AuthContext';
import { changesWait } from './approval-setting';
import { HistoryLink } from './RevisionHistoryPage';

type Draft = SitePageFields<PagePhotoView>;
type Block = PageBlock<PagePhotoView>;

const PAGE_NAMES: Record<SitePageKey, string> = {
  hostel: 'Hostel',
  about: 'About',
  facilities: 'Facilities',
  kindergarten: 'Kindergarten',
  primary: 'Primary',
  secondary: 'Secondary',
  activities: 'Activities',
  admission: 'Admission',
};

export const BLOCK_KINDS: Record<PageBlockType, string> = {
  section: 'Section of paragraphs',
  cards: 'Cards',
  highlights: 'Ticked points',
  tabs: 'Tabs (one shown at a time)',
  accordion: 'Questions or steps (one open at a time)',
  gallery: 'Photo gallery',
  callToAction: 'Call to action (a button)',
};

/** The id of a field of the form: the API's path of it (`blocks.2.paragraphs.0`), so both name it the same way. */
export const fieldId = (path: string) => `sp-${path.replace(/\./g, '-')}`;

/**
 * Where the API's (and the shared check's) problem is shown: at its field; a block's kind or short name at its
 * heading; a card's tick at the card's ticks.
 */
export const pageFieldOf = (field: string): string => {
  if (/^blocks\.\d+\.(type|anchor)$/.test(field)) return fieldId(field.replace(/(type|anchor)$/, 'heading'));
  const tick = /^(blocks\.\d+\.(?:cards\.\d+\.highlights|tabs\.\d+\.points))\.\d+$/.exec(field);
  if (tick) return fieldId(tick[1]!);
  return fieldId(field);
};

/** A new block of a kind, with a short name no other block of the page has. */
function newBlock(type: PageBlockType, taken: readonly string[]): Block {
  let number = 1;
  while (taken.includes(`${type.toLowerCase()}-${number}`)) number++;
  const base = { anchor: `${type.toLowerCase()}-${number}`, heading: '' };
  switch (type) {
    case 'section':
      return { type, ...base, paragraphs: [''] };
    case 'cards':
      return { type, ...base, cards: [{ title: '', text: '', photo: null, highlights: [] }] };
    case 'highlights':
      return { type, ...base, items: [{ title: '', text: '' }] };
    case 'tabs':
      return { type, ...base, tabs: [{ label: '', title: '', text: '', points: [] }] };
    case 'accordion':
      return { type, ...base, items: [{ title: '', text: '' }] };
    case 'gallery':
      return { type, ...base, photos: [{ photo: { imageKey: 'gallery/school', alt: '' }, title: '', caption: '' }] };
    case 'callToAction':
      return { type, ...base, text: '', label: '', to: '/contacts' };
  }
}

/** What a page's photos are, to offer again: every photo and drawing the page shows now. */
function photosOf(draft: Draft): PagePhotoView[] {
  const all = draft.blocks.flatMap((block) =>
    block.type === 'gallery'
      ? block.photos.map((item) => item.photo)
      : block.type === 'cards'
        ? block.cards.flatMap((card) => (card.photo ? [card.photo] : []))
        : [],
  );
  const key = (photo: PagePhotoView) => photo.imageId ?? photo.imageKey ?? '';
  return all.filter(
    (photo, index) => key(photo) !== '' && all.findIndex((other) => key(other) === key(photo)) === index,
  );
}

const photoLabel = (photo: PagePhotoView) =>
  photo.imageId ? `Uploaded photo: ${photo.alt || photo.imageId}` : `Built-in drawing: ${photo.imageKey ?? ''}`;

/**
 * A block's photo: the one it shows, a new upload (sent at once, so a later save only names it), or one of the
 * page's other photos and drawings; an uploaded photo is described for screen readers.
 */
function PagePhotoField({
  path,
  photo,
  choices,
  onChange,
  errorFor,
}: {
  path: string;
  photo: PagePhotoView;
  choices: PagePhotoView[];
  onChange: (photo: PagePhotoView) => void;
  errorFor: (id: string) => string | undefined;
}) {
  const [state, setState] = useState<{ busy: boolean; problem?: string }>({ busy: false });
  const fileId = fieldId(`${path}.imageId`);
  const problem = state.problem ?? errorFor(fileId);
  const key = (choice: PagePhotoView) => (choice.imageId ? `id:${choice.imageId}` : `key:${choice.imageKey ?? ''}`);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = photoProblem(file);
    if (refused) {
      setState({ busy: false, problem: refused });
      return;
    }
    setState({ busy: true });
    try {
      const form = new FormData();
      form.set('image', file);
      const stored = await fetchApi(ENDPOINTS.sitePages.uploadPhoto, { body: form });
      onChange({ imageId: stored.id, alt: '', picture: { ...stored, alt: '' } });
      setState({ busy: false });
    } catch (error) {
      setState({ busy: false, problem: errorMessage(error) });
    }
  }

  return (
    <div className="dash-photo-field">
      {photo.picture ? (
        <img
          className="dash-preview"
          src={imageVariantUrl(photo.picture.id, photo.picture.widths[0]!, 'jpeg')}
          alt=""
        />
      ) : (
        <p className="icast-field__hint">{photoLabel(photo)}</p>
      )}
      <div className="icast-field" data-invalid={Boolean(problem)}>
        <label className="icast-field__label" htmlFor={fileId}>
          Upload a new photo
        </label>
        <p className="icast-field__hint" id={`${fileId}-hint`}>
          JPEG, PNG, WebP or AVIF up to 15 MB. {state.busy ? 'Uploading the photo...' : ''}
        </p>
        {problem && (
          <p className="icast-field__error" id={`${fileId}-error`}>
            <span className="icast-visually-hidden">Error: </span>
            {problem}
          </p>
        )}
        <input
          id={fileId}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          aria-describedby={`${fileId}-hint${problem ? ` ${fileId}-error` : ''}`}
          disabled={state.busy}
          onChange={(event) => void upload(event)}
        />
      </div>
      {choices.length > 1 && (
        <SelectField
          id={fieldId(`${path}.choice`)}
          label="Or use a photo this page already has"
          value={key(photo)}
          options={choices.map((choice) => ({ value: key(choice), label: photoLabel(choice) }))}
          onChange={(event) => {
            const chosen = choices.find((choice) => key(choice) === event.target.value);
            if (chosen) onChange({ ...chosen });
          }}
        />
      )}
      <TextField
        id={fieldId(`${path}.alt`)}
        label={photo.imageId ? 'What the photo shows' : 'What the photo shows (a drawing needs none)'}
        hint="Read aloud to visitors who cannot see it, e.g. Bunk beds in the girls' wing"
        maxLength={SITE_PAGE_LIMITS.alt}
        value={photo.alt}
        onChange={(event) =>
          onChange({
            ...photo,
            alt: event.target.value,
            ...(photo.picture ? { picture: { ...photo.picture, alt: event.target.value } } : {}),
          })
        }
        error={errorFor(fieldId(`${path}.alt`))}
      />
    </div>
  );
}

/** Add and remove buttons of a list inside a block (paragraphs, cards, points, photos). */
function ListButtons({ path, what, count, onAdd }: { path: string; what: string; count: number; onAdd: () => void }) {
  if (count >= SITE_PAGE_LIMITS.items) return null;
  return (
    <Button variant="outline" id={fieldId(path)} onClick={onAdd}>
      Add {what}
    </Button>
  );
}

function BlockFields({
  block,
  index,
  choices,
  change,
  errorFor,
}: {
  block: Block;
  index: number;
  choices: PagePhotoView[];
  change: (block: Block) => void;
  errorFor: (id: string) => string | undefined;
}) {
  const at = `blocks.${index}`;
  const text = (path: string, label: string, value: string, set: (value: string) => void, max: number) => (
    <TextField
      id={fieldId(path)}
      label={label}
      value={value}
      maxLength={max}
      onChange={(event) => set(event.target.value)}
      error={errorFor(fieldId(path))}
    />
  );
  const long = (path: string, label: string, value: string, set: (value: string) => void, max: number) => (
    <TextArea
      id={fieldId(path)}
      label={label}
      value={value}
      maxLength={max}
      rows={4}
      onChange={(event) => set(event.target.value)}
      error={errorFor(fieldId(path))}
    />
  );
  const remove = (label: string, onRemove: () => void) => (
    <button type="button" className="dash-danger" onClick={onRemove}>
      {label}
    </button>
  );
  const L = SITE_PAGE_LIMITS;
  return (
    <>
      {text(`${at}.heading`, 'Heading', block.heading, (heading) => change({ ...block, heading }), L.heading)}
      {block.type === 'section' && (
        <>
          {block.paragraphs.map((paragraph, at2) => (
            <div key={at2}>
              {long(
                `${at}.paragraphs.${at2}`,
                `Paragraph ${at2 + 1}`,
                paragraph,
                (value) => change({ ...block, paragraphs: block.paragraphs.map((p, i) => (i === at2 ? value : p)) }),
                L.paragraph,
              )}
              {block.paragraphs.length > 1 &&
                remove(`Remove paragraph ${at2 + 1}`, () =>
                  change({ ...block, paragraphs: block.paragraphs.filter((_, i) => i !== at2) }),
                )}
            </div>
          ))}
          <ListButtons
            path={`${at}.paragraphs`}
            what="a paragraph"
            count={block.paragraphs.length}
            onAdd={() => change({ ...block, paragraphs: [...block.paragraphs, ''] })}
          />
        </>
      )}
      {block.type === 'cards' && (
        <>
          {block.cards.map((card, at2) => {
            const set = (update: Partial<typeof card>) =>
              change({ ...block, cards: block.cards.map((c, i) => (i === at2 ? { ...c, ...update } : c)) });
            const path = `${at}.cards.${at2}`;
            return (
              <fieldset key={at2} className="dash-fieldset">
                <legend>Card {at2 + 1}</legend>
                {text(`${path}.title`, 'Title', card.title, (title) => set({ title }), L.heading)}
                {long(`${path}.text`, 'Text', card.text, (value) => set({ text: value }), L.text)}
                <TextArea
                  id={fieldId(`${path}.highlights`)}
                  label="Ticked points (one a line, optional)"
                  rows={3}
                  value={card.highlights.join('\n')}
                  onChange={(event) =>
                    set({ highlights: event.target.value === '' ? [] : event.target.value.split('\n') })
                  }
                  error={errorFor(fieldId(`${path}.highlights`))}
                />
                {card.photo ? (
                  <>
                    <PagePhotoField
                      path={`${path}.photo`}
                      photo={card.photo}
                      choices={choices}
                      onChange={(photo) => set({ photo })}
                      errorFor={errorFor}
                    />
                    {remove(`Remove card ${at2 + 1}'s photo`, () => set({ photo: null }))}
                  </>
                ) : (
                  <Button variant="outline" onClick={() => set({ photo: { imageKey: 'gallery/school', alt: '' } })}>
                    Add a photo to card {at2 + 1}
                  </Button>
                )}
                {block.cards.length > 1 &&
                  remove(`Remove card ${at2 + 1}`, () =>
                    change({ ...block, cards: block.cards.filter((_, i) => i !== at2) }),
                  )}
              </fieldset>
            );
          })}
          <ListButtons
            path={`${at}.cards`}
            what="a card"
            count={block.cards.length}
            onAdd={() =>
              change({ ...block, cards: [...block.cards, { title: '', text: '', photo: null, highlights: [] }] })
            }
          />
        </>
      )}
      {block.type === 'highlights' && (
        <>
          {block.items.map((item, at2) => {
            const set = (update: Partial<typeof item>) =>
              change({ ...block, items: block.items.map((c, i) => (i === at2 ? { ...c, ...update } : c)) });
            return (
              <fieldset key={at2} className="dash-fieldset">
                <legend>Point {at2 + 1}</legend>
                {text(`${at}.items.${at2}.title`, 'Title', item.title, (title) => set({ title }), L.heading)}
                {long(`${at}.items.${at2}.text`, 'Text', item.text, (value) => set({ text: value }), L.text)}
                {block.items.length > 1 &&
                  remove(`Remove point ${at2 + 1}`, () =>
                    change({ ...block, items: block.items.filter((_, i) => i !== at2) }),
                  )}
              </fieldset>
            );
          })}
          <ListButtons
            path={`${at}.items`}
            what="a point"
            count={block.items.length}
            onAdd={() => change({ ...block, items: [...block.items, { title: '', text: '' }] })}
          />
        </>
      )}
      {block.type === 'accordion' && (
        <>
          {block.items.map((item, at2) => {
            const set = (update: Partial<typeof item>) =>
              change({ ...block, items: block.items.map((c, i) => (i === at2 ? { ...c, ...update } : c)) });
            return (
              <fieldset key={at2} className="dash-fieldset">
                <legend>Item {at2 + 1}</legend>
                {text(`${at}.items.${at2}.title`, 'Title', item.title, (title) => set({ title }), L.heading)}
                {long(`${at}.items.${at2}.text`, 'Text', item.text, (value) => set({ text: value }), L.paragraph)}
                {block.items.length > 1 &&
                  remove(`Remove item ${at2 + 1}`, () =>
                    change({ ...block, items: block.items.filter((_, i) => i !== at2) }),
                  )}
              </fieldset>
            );
          })}
          <ListButtons
            path={`${at}.items`}
            what="an item"
            count={block.items.length}
            onAdd={() => change({ ...block, items: [...block.items, { title: '', text: '' }] })}
          />
        </>
      )}
      {block.type === 'tabs' && (
        <>
          {block.tabs.map((tab, at2) => {
            const set = (update: Partial<typeof tab>) =>
              change({ ...block, tabs: block.tabs.map((t, i) => (i === at2 ? { ...t, ...update } : t)) });
            const path = `${at}.tabs.${at2}`;
            return (
              <fieldset key={at2} className="dash-fieldset">
                <legend>Tab {at2 + 1}</legend>
                {text(`${path}.label`, 'Label', tab.label, (label) => set({ label }), L.label)}
                {text(`${path}.title`, 'Title', tab.title, (title) => set({ title }), L.heading)}
                {long(`${path}.text`, 'Text', tab.text, (value) => set({ text: value }), L.text)}
                <TextArea
                  id={fieldId(`${path}.points`)}
                  label="Points (one a line, optional)"
                  rows={4}
                  value={tab.points.join('\n')}
                  onChange={(event) => set({ points: event.target.value === '' ? [] : event.target.value.split('\n') })}
                  error={errorFor(fieldId(`${path}.points`))}
                />
                {block.tabs.length > 1 &&
                  remove(`Remove tab ${at2 + 1}`, () =>
                    change({ ...block, tabs: block.tabs.filter((_, i) => i !== at2) }),
                  )}
              </fieldset>
            );
          })}
          {block.tabs.length < L.tabs && (
            <Button
              variant="outline"
              id={fieldId(`${at}.tabs`)}
              onClick={() =>
                change({ ...block, tabs: [...block.tabs, { label: '', title: '', text: '', points: [] }] })
              }
            >
              Add a tab
            </Button>
          )}
        </>
      )}
      {block.type === 'gallery' && (
        <>
          <p className="icast-field__hint">
            While the gallery has a published album of this page&apos;s kind, visitors see the album instead.
          </p>
          {block.photos.map((item, at2) => {
            const set = (update: Partial<typeof item>) =>
              change({ ...block, photos: block.photos.map((c, i) => (i === at2 ? { ...c, ...update } : c)) });
            const path = `${at}.photos.${at2}`;
            return (
              <fieldset key={at2} className="dash-fieldset">
                <legend>Photo {at2 + 1}</legend>
                <PagePhotoField
                  path={`${path}.photo`}
                  photo={item.photo}
                  choices={choices}
                  onChange={(photo) => set({ photo })}
                  errorFor={errorFor}
                />
                {text(`${path}.title`, 'Title', item.title, (title) => set({ title }), L.heading)}
                {long(`${path}.caption`, 'Caption', item.caption, (caption) => set({ caption }), L.text)}
                {block.photos.length > 1 &&
                  remove(`Remove photo ${at2 + 1}`, () =>
                    change({ ...block, photos: block.photos.filter((_, i) => i !== at2) }),
                  )}
              </fieldset>
            );
          })}
          <ListButtons
            path={`${at}.photos`}
            what="a photo"
            count={block.photos.length}
            onAdd={() =>
              change({
                ...block,
                photos: [...block.photos, { photo: { imageKey: 'gallery/school', alt: '' }, title: '', caption: '' }],
              })
            }
          />
        </>
      )}
      {block.type === 'callToAction' && (
        <>
          {long(`${at}.text`, 'Text', block.text, (value) => change({ ...block, text: value }), L.text)}
          {text(`${at}.label`, 'Button words', block.label, (label) => change({ ...block, label }), L.label)}
          <TextField
            id={fieldId(`${at}.to`)}
            label="Button leads to"
            hint="A page of this site, like /contacts or /admission"
            value={block.to}
            maxLength={500}
            onChange={(event) => change({ ...block, to: event.target.value })}
            error={errorFor(fieldId(`${at}.to`))}
          />
        </>
      )}
    </>
  );
}

/** The page's words as a visitor reads them, before saving: headings, paragraphs and points in order. */
function Preview({ draft }: { draft: Draft }) {
  return (
    <section className="dash-panel" aria-labelledby="page-preview-heading">
      <h2 id="page-preview-heading">Preview (not saved)</h2>
      <div lang="en">
        <h3>{draft.title}</h3>
        {draft.intro && <p>{draft.intro}</p>}
        {draft.blocks.map((block, index) => (
          <div key={`${block.anchor}-${index}`}>
            <h4>{block.heading}</h4>
            {block.type === 'section' && block.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
            {block.type === 'cards' && (
              <ul>
                {block.cards.map((card, i) => (
                  <li key={i}>
                    <strong>{card.title}</strong> {card.text}
                  </li>
                ))}
              </ul>
            )}
            {(block.type === 'highlights' || block.type === 'accordion') && (
              <ul>
                {block.items.map((item, i) => (
                  <li key={i}>
                    <strong>{item.title}.</strong> {item.text}
                  </li>
                ))}
              </ul>
            )}
            {block.type === 'tabs' &&
              block.tabs.map((tab, i) => (
                <div key={i}>
                  <h5>
                    {tab.label}: {tab.title}
                  </h5>
                  <p>{tab.text}</p>
                  {tab.points.length > 0 && (
                    <ul>
                      {tab.points.map((point, at) => (
                        <li key={at}>{point}</li>
                      ))}
                    </ul>
                  )}
                </div>
              ))}
            {block.type === 'gallery' && (
              <ul>
                {block.photos.map((item, i) => (
                  <li key={i}>
                    {item.photo.picture ? (
                      <img
                        className="dash-preview"
                        src={imageVariantUrl(item.photo.picture.id, item.photo.picture.widths[0]!, 'jpeg')}
                        alt={item.photo.alt}
                      />
                    ) : null}
                    <strong>{item.title}</strong> {item.caption}
                  </li>
                ))}
              </ul>
            )}
            {block.type === 'callToAction' && (
              <p>
                {block.text} <span className="dash-badge">{block.label}</span>
              </p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The editor of one page: every block's words and photos, their order, new and removed blocks, one save. */
export function SitePageEditor({ page, onSaved }: { page: SitePageView; onSaved: (page: SitePageView) => void }) {
  const [draft, setDraft] = useState<Draft>({ title: page.title, intro: page.intro, blocks: page.blocks });
  const [kind, setKind] = useState<PageBlockType>('section');
  const [previewing, setPreviewing] = useState(false);
  const moved = useRef<string | undefined>(undefined);
  const { errors, notice, busy, submit, errorFor } = useSubmission();
  const staff = useStaffUser();
  const choices = photosOf(draft);

  // A moved block's button keeps the focus where the block went, so a keyboard user can press it again.
  useEffect(() => {
    if (!moved.current) return;
    document.getElementById(moved.current)?.focus();
    moved.current = undefined;
  });

  const setBlock = (index: number, block: Block) =>
    setDraft((current) => ({ ...current, blocks: current.blocks.map((b, i) => (i === index ? block : b)) }));
  function move(index: number, by: -1 | 1) {
    const to = index + by;
    setDraft((current) => {
      const blocks = [...current.blocks];
      const [block] = blocks.splice(index, 1);
      blocks.splice(to, 0, block!);
      return { ...current, blocks };
    });
    // The same button at the block's new place, or the other one when the block reached the top or the bottom.
    const last = draft.blocks.length - 1;
    const direction = by < 0 ? (to > 0 ? 'up' : 'down') : to < last ? 'down' : 'up';
    moved.current = `sp-block-${to}-${direction}`;
  }

  async function save() {
    const problems = sitePageProblems(draft, page.key).map(({ field, message }) => ({
      fieldId: pageFieldOf(field),
      message,
    }));
    let saved: SitePageView | undefined;
    // With approval on, an editor's save waits for an admin: visitors see the page as it was until then.
    const waits = await changesWait(staff.role);
    const ok = await submit(
      problems,
      async () => {
        saved = await fetchApi(ENDPOINTS.sitePages.update, { params: { key: page.key }, body: draft });
      },
      waits
        ? `Your change to the ${PAGE_NAMES[page.key]} page is saved and waits for an admin's approval: visitors see the page as it was until then.`
        : `The ${PAGE_NAMES[page.key]} page is saved. Visitors see it on their next visit.`,
      pageFieldOf satisfies FieldOf,
    );
    if (ok && saved) onSaved(saved);
  }

  return (
    <>
      <ContentForm
        id="site-page"
        heading={`${PAGE_NAMES[page.key]} page`}
        intro={
          <p>
            The words and photos of <a href={SITE_PAGE_PATHS[page.key]}>{SITE_PAGE_PATHS[page.key]}</a>, block by block,
            in the order visitors read them.
          </p>
        }
        errors={errors}
        notice={notice}
        onSubmit={() => void save()}
        actions={
          <>
            <SaveButtons busy={busy} label="Save the page" />
            <Button variant="outline" aria-pressed={previewing} onClick={() => setPreviewing(!previewing)}>
              {previewing ? 'Hide the preview' : 'Preview'}
            </Button>
          </>
        }
      >
        <TextField
          id={fieldId('title')}
          label="Page title"
          value={draft.title}
          maxLength={SITE_PAGE_LIMITS.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          error={errorFor(fieldId('title'))}
        />
        <TextArea
          id={fieldId('intro')}
          label="Opening sentence (optional)"
          rows={2}
          value={draft.intro}
          maxLength={SITE_PAGE_LIMITS.text}
          onChange={(event) => setDraft({ ...draft, intro: event.target.value })}
          error={errorFor(fieldId('intro'))}
        />
        <ol className="dash-plain-list dash-page-blocks" aria-label="Blocks">
          {draft.blocks.map((block, index) => (
            <li key={`${block.anchor}-${index}`}>
              <fieldset className="dash-fieldset" data-testid="page-block">
                <legend>
                  Block {index + 1}: {BLOCK_KINDS[block.type]}
                  {block.heading ? `, ${block.heading}` : ''}
                </legend>
                <div className="dash-row">
                  <Button
                    variant="outline"
                    id={`sp-block-${index}-up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move block {index + 1} up
                  </Button>
                  <Button
                    variant="outline"
                    id={`sp-block-${index}-down`}
                    disabled={index === draft.blocks.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move block {index + 1} down
                  </Button>
                  <button
                    type="button"
                    className="dash-danger"
                    onClick={() => setDraft({ ...draft, blocks: draft.blocks.filter((_, i) => i !== index) })}
                  >
                    Remove block {index + 1}
                  </button>
                </div>
                <BlockFields
                  block={block}
                  index={index}
                  choices={choices}
                  change={(next) => setBlock(index, next)}
                  errorFor={errorFor}
                />
              </fieldset>
            </li>
          ))}
        </ol>
        {draft.blocks.length < SITE_PAGE_LIMITS.blocks && (
          <div className="dash-row">
            <SelectField
              id={fieldId('blocks')}
              label="Kind of block to add"
              value={kind}
              options={blockTypesOf(page.key).map((value) => ({ value, label: BLOCK_KINDS[value] }))}
              onChange={(event) => setKind(event.target.value as PageBlockType)}
              error={errorFor(fieldId('blocks'))}
            />
            <Button
              variant="outline"
              onClick={() =>
                setDraft({
                  ...draft,
                  blocks: [
                    ...draft.blocks,
                    newBlock(
                      kind,
                      draft.blocks.map((block) => block.anchor),
                    ),
                  ],
                })
              }
            >
              Add the block
            </Button>
          </div>
        )}
      </ContentForm>
      {previewing && <Preview draft={draft} />}
      <HistoryLink kind="page" itemId={page.key} />
    </>
  );
}

/** Website > Pages: pick a page, then edit its blocks. */
export function SitePagesPage() {
  // ?page= opens that page (the way back from its history).
  const [search] = useSearchParams();
  const asked = search.get('page') ?? '';
  const [key, setKey] = useState<SitePageKey>(isSitePageKey(asked) ? asked : SITE_PAGE_KEYS[0]);
  const [page, reload, replace] = useApi(ENDPOINTS.sitePages.staffRead, { params: { key } });
  return (
    <section aria-labelledby="site-pages-heading">
      <h1 id="site-pages-heading">Pages</h1>
      <p>
        Change the words, photos and order of the site&apos;s pages. A save shows on the site at once (an editor&apos;s
        waits for an admin&apos;s approval when approvals are on).
      </p>
      <SelectField
        id="site-page-key"
        label="Page"
        value={key}
        options={SITE_PAGE_KEYS.map((value) => ({ value, label: `${PAGE_NAMES[value]} (${SITE_PAGE_PATHS[value]})` }))}
        onChange={(event) => setKey(event.target.value as SitePageKey)}
      />
      <DataState result={page} what="The page" onRetry={reload}>
        {(loaded) => <SitePageEditor key={loaded.key} page={loaded} onSaved={replace} />}
      </DataState>
    </section>
  );
}
