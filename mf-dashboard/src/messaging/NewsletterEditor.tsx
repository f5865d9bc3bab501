import { useState } from 'react';
import {
  ENDPOINTS,
  imageVariantUrl,
  NEWSLETTER_BLOCK_LIMITS,
  NEWSLETTER_CAMPUSES,
  NEWSLETTER_LIMITS,
  NEWSLETTER_SECTIONS,
  type NewsletterAudience,
  type NewsletterBlock,
  type NewsletterBlockType,
} from '@icast/contracts';
import { Button, SelectField, TextArea, TextField } from '@icast/ui';
import { LibraryPicker } from '../content/LibraryPicker';
import { useApi } from '../useApi';

/** A block being edited: its key keeps focus and React's rows steady while blocks move. */
export type EditedBlock = NewsletterBlock & { key: string };

export interface EditedNewsletter {
  subject: string;
  blocks: EditedBlock[];
  audience: NewsletterAudience;
}

export const BLOCK_NAMES: Record<NewsletterBlockType, string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  photo: 'Photo',
  post: 'Post',
  event: 'Event',
  button: 'Button',
};

const EMPTY_BLOCKS: Record<NewsletterBlockType, NewsletterBlock> = {
  heading: { type: 'heading', text: '' },
  paragraph: { type: 'paragraph', text: '' },
  photo: { type: 'photo', imageId: '', alt: '' },
  post: { type: 'post', postId: '' },
  event: { type: 'event', eventId: '' },
  button: { type: 'button', label: '', url: '' },
};

let nextKey = 0;
export const withKey = (block: NewsletterBlock): EditedBlock => ({ ...block, key: `block-${++nextKey}` });

/** The element id of a field the rule or the API names (`blocks.2.alt`): `newsletter-blocks-2-alt`. */
export const fieldIdOf = (field: string) => `newsletter-${field.replace(/\./g, '-')}`;

/** The draft as the API takes it: the editor's keys left out. */
export function draftOf(edited: EditedNewsletter) {
  return {
    subject: edited.subject,
    blocks: edited.blocks.map(({ key: _key, ...block }) => block as NewsletterBlock),
    audience: edited.audience,
  };
}

/**
 * The newsletter's subject, blocks and lists. Blocks are added, moved and removed by buttons that name their block,
 * so the order is changed by keyboard as easily as by a tap; every field has the id its problems link to.
 */
export function NewsletterEditor({
  value,
  onChange,
  errorFor,
}: {
  value: EditedNewsletter;
  onChange: (next: EditedNewsletter) => void;
  errorFor: (fieldId: string) => string | undefined;
}) {
  const setBlock = (index: number, block: NewsletterBlock) =>
    onChange({ ...value, blocks: value.blocks.map((item, at) => (at === index ? { ...block, key: item.key } : item)) });
  const move = (index: number, step: -1 | 1) => {
    const blocks = [...value.blocks];
    const [moved] = blocks.splice(index, 1);
    blocks.splice(index + step, 0, moved!);
    onChange({ ...value, blocks });
    // Focus follows the block, so a keyboard user can press the same button again.
    const label = `Move block ${index + step + 1} ${step < 0 ? 'up' : 'down'}`;
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)?.focus());
  };
  const toggle = <K extends keyof NewsletterAudience>(list: K, item: NewsletterAudience[K][number], on: boolean) => {
    const current = value.audience[list] as string[];
    const next = on ? [...current, item] : current.filter((entry) => entry !== item);
    onChange({ ...value, audience: { ...value.audience, [list]: next } });
  };
  const full = value.blocks.length >= NEWSLETTER_BLOCK_LIMITS.blocks;

  return (
    <>
      <TextField
        id={fieldIdOf('subject')}
        label="Subject"
        required
        maxLength={NEWSLETTER_LIMITS.subject}
        value={value.subject}
        error={errorFor(fieldIdOf('subject'))}
        onChange={(event) => onChange({ ...value, subject: event.target.value })}
      />
      <h3 id="newsletter-blocks-heading">Blocks</h3>
      {value.blocks.length === 0 && (
        <p id={fieldIdOf('blocks')} tabIndex={-1} className={errorFor(fieldIdOf('blocks')) ? 'icast-field__error' : ''}>
          {errorFor(fieldIdOf('blocks')) ??
            'No blocks yet: add a heading, a paragraph, a photo, a post, an event or a button.'}
        </p>
      )}
      <ol className="dash-newsletter-blocks" aria-labelledby="newsletter-blocks-heading">
        {value.blocks.map((block, index) => (
          <li key={block.key}>
            <fieldset className="dash-fieldset">
              <legend>
                Block {index + 1}: {BLOCK_NAMES[block.type]}
              </legend>
              <BlockFields index={index} block={block} onChange={(next) => setBlock(index, next)} errorFor={errorFor} />
              <div className="dash-actions">
                <Button
                  variant="outline"
                  disabled={index === 0}
                  aria-label={`Move block ${index + 1} up`}
                  onClick={() => move(index, -1)}
                >
                  Up
                </Button>
                <Button
                  variant="outline"
                  disabled={index === value.blocks.length - 1}
                  aria-label={`Move block ${index + 1} down`}
                  onClick={() => move(index, 1)}
                >
                  Down
                </Button>
                <Button
                  variant="outline"
                  aria-label={`Remove block ${index + 1}`}
                  onClick={() => onChange({ ...value, blocks: value.blocks.filter((_, at) => at !== index) })}
                >
                  Remove
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="dash-actions" role="group" aria-label="Add a block">
        {(Object.keys(EMPTY_BLOCKS) as NewsletterBlockType[]).map((type) => (
          <Button
            key={type}
            variant="outline"
            disabled={full}
            onClick={() => onChange({ ...value, blocks: [...value.blocks, withKey(EMPTY_BLOCKS[type])] })}
          >
            Add {BLOCK_NAMES[type].toLowerCase()}
          </Button>
        ))}
      </div>
      <fieldset className="icast-field">
        <legend className="icast-field__label">Who gets it</legend>
        <p className="icast-field__hint">
          Tick none for everyone. Subscribers who chose no campus or no section get every newsletter.
        </p>
        <div className="dash-row">
          <div role="group" aria-label="Campuses">
            {NEWSLETTER_CAMPUSES.map((campus, index) => (
              <label key={campus.value} className="dash-checkbox">
                <input
                  type="checkbox"
                  id={index === 0 ? fieldIdOf('audience.campuses') : undefined}
                  checked={value.audience.campuses.includes(campus.value)}
                  onChange={(event) => toggle('campuses', campus.value, event.target.checked)}
                />{' '}
                {campus.label} campus
              </label>
            ))}
          </div>
          <div role="group" aria-label="Sections">
            {NEWSLETTER_SECTIONS.map((section, index) => (
              <label key={section.value} className="dash-checkbox">
                <input
                  type="checkbox"
                  id={index === 0 ? fieldIdOf('audience.sections') : undefined}
                  checked={value.audience.sections.includes(section.value)}
                  onChange={(event) => toggle('sections', section.value, event.target.checked)}
                />{' '}
                {section.label}
              </label>
            ))}
          </div>
        </div>
      </fieldset>
    </>
  );
}

function BlockFields({
  index,
  block,
  onChange,
  errorFor,
}: {
  index: number;
  block: NewsletterBlock;
  onChange: (next: NewsletterBlock) => void;
  errorFor: (fieldId: string) => string | undefined;
}) {
  const id = (field: string) => fieldIdOf(`blocks.${index}.${field}`);
  const L = NEWSLETTER_BLOCK_LIMITS;
  switch (block.type) {
    case 'heading':
      return (
        <TextField
          id={id('text')}
          label="Heading"
          maxLength={L.heading}
          value={block.text}
          error={errorFor(id('text'))}
          onChange={(event) => onChange({ ...block, text: event.target.value })}
        />
      );
    case 'paragraph':
      return (
        <TextArea
          id={id('text')}
          label="Text"
          rows={5}
          maxLength={L.paragraph}
          hint="Web addresses become links."
          value={block.text}
          error={errorFor(id('text'))}
          onChange={(event) => onChange({ ...block, text: event.target.value })}
        />
      );
    case 'photo':
      return <PhotoFields id={id} block={block} onChange={onChange} errorFor={errorFor} />;
    case 'post':
      return (
        <PostField
          id={id('postId')}
          value={block.postId}
          onChange={(postId) => onChange({ ...block, postId })}
          errorFor={errorFor}
        />
      );
    case 'event':
      return (
        <EventField
          id={id('eventId')}
          value={block.eventId}
          onChange={(eventId) => onChange({ ...block, eventId })}
          errorFor={errorFor}
        />
      );
    case 'button':
      return (
        <div className="dash-row">
          <TextField
            id={id('label')}
            label="Button words"
            maxLength={L.label}
            value={block.label}
            error={errorFor(id('label'))}
            onChange={(event) => onChange({ ...block, label: event.target.value })}
          />
          <TextField
            id={id('url')}
            label="Leads to"
            hint="A page of the site, like /admission, or an https:// address"
            maxLength={L.url}
            value={block.url}
            error={errorFor(id('url'))}
            onChange={(event) => onChange({ ...block, url: event.target.value })}
          />
        </div>
      );
  }
}

function PhotoFields({
  id,
  block,
  onChange,
  errorFor,
}: {
  id: (field: string) => string;
  block: Extract<NewsletterBlock, { type: 'photo' }>;
  onChange: (next: NewsletterBlock) => void;
  errorFor: (fieldId: string) => string | undefined;
}) {
  const [picking, setPicking] = useState(!block.imageId);
  const [thumbnail, setThumbnail] = useState<string>();
  const problem = errorFor(id('imageId'));
  return (
    <>
      <div className="icast-field" data-invalid={problem ? 'true' : undefined}>
        {thumbnail && <img className="dash-newsletter-thumbnail" src={thumbnail} alt="" />}
        {problem && (
          <p className="icast-field__error" id={`${id('imageId')}-error`}>
            {problem}
          </p>
        )}
        <Button
          id={id('imageId')}
          variant="outline"
          aria-expanded={picking}
          aria-describedby={problem ? `${id('imageId')}-error` : undefined}
          onClick={() => setPicking(!picking)}
        >
          {block.imageId ? 'Choose another photo' : 'Choose a photo from the library'}
        </Button>
      </div>
      {picking && (
        <LibraryPicker
          id={`${id('imageId')}-picker`}
          onPick={(photo) => {
            onChange({ ...block, imageId: photo.id, alt: block.alt || photo.caption });
            setThumbnail(imageVariantUrl(photo.id, photo.widths[0]!, 'jpeg', photo.version));
            setPicking(false);
          }}
        />
      )}
      <TextField
        id={id('alt')}
        label="What the photo shows"
        hint="Read aloud to parents who cannot see it, and shown where mail programs hide pictures"
        maxLength={NEWSLETTER_BLOCK_LIMITS.alt}
        value={block.alt}
        error={errorFor(id('alt'))}
        onChange={(event) => onChange({ ...block, alt: event.target.value })}
      />
      <TextField
        id={id('caption')}
        label="Caption (optional)"
        maxLength={NEWSLETTER_BLOCK_LIMITS.caption}
        value={block.caption ?? ''}
        error={errorFor(id('caption'))}
        onChange={(event) => {
          const { caption: _caption, ...rest } = block;
          onChange(event.target.value ? { ...rest, caption: event.target.value } : rest);
        }}
      />
    </>
  );
}

function PostField({
  id,
  value,
  onChange,
  errorFor,
}: {
  id: string;
  value: string;
  onChange: (postId: string) => void;
  errorFor: (fieldId: string) => string | undefined;
}) {
  const [posts] = useApi(ENDPOINTS.blog.staffList);
  const options =
    posts.state === 'ready'
      ? posts.data.data.filter((post) => post.isPublished).map((post) => ({ value: post._id, label: post.title }))
      : [];
  return (
    <SelectField
      id={id}
      label="Published post"
      placeholder={posts.state === 'ready' ? 'Choose a post' : 'Loading posts...'}
      options={options}
      value={value}
      error={errorFor(id)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

function EventField({
  id,
  value,
  onChange,
  errorFor,
}: {
  id: string;
  value: string;
  onChange: (eventId: string) => void;
  errorFor: (fieldId: string) => string | undefined;
}) {
  const [events] = useApi(ENDPOINTS.events.staffList);
  const options =
    events.state === 'ready'
      ? events.data.data.map((event) => ({
          value: event.id,
          label: `${event.title} (${new Date(event.startsAt).toLocaleDateString('en-GB', { timeZone: 'Africa/Lagos' })})`,
        }))
      : [];
  return (
    <SelectField
      id={id}
      label="Event"
      placeholder={events.state === 'ready' ? 'Choose an event' : 'Loading events...'}
      options={options}
      value={value}
      error={errorFor(id)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
