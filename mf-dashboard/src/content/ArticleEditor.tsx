import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  ARTICLE_PHOTO_NODE,
  ARTICLE_VIDEO_NODE,
  ARTICLE_VIDEO_TITLE_MAX,
  isArticleLinkHref,
  youtubeVideoIdOf,
  type ArticleDocument,
} from '@icast/contracts';
import { Button, TextField } from '@icast/ui';
import { ARTICLE_EXTENSIONS } from './article-extensions';
import { ArticlePhotoPicker } from './ArticlePhotoPicker';

interface ArticleEditorProps {
  /** The document to start from (an older post's text arrives as paragraphs). */
  initial: ArticleDocument;
  onChange: (document: ArticleDocument) => void;
  error?: string;
}

interface Toggle {
  label: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOGGLES: Toggle[] = [
  {
    label: 'Heading',
    active: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    active: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bold',
    active: (editor) => editor.isActive('bold'),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    active: (editor) => editor.isActive('italic'),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bulleted list',
    active: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    active: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    active: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
];

type Panel = 'link' | 'photo' | 'video';
const PANELS: Array<{ panel: Panel; label: string }> = [
  { panel: 'link', label: 'Link' },
  { panel: 'photo', label: 'Photo' },
  { panel: 'video', label: 'Video' },
];

/**
 * The post's text in TipTap: headings, bold, italic, lists, quotes, links, the school's photos and YouTube videos,
 * nothing else (the article allow-list). The toolbar is one tab stop; the arrow keys, Home and End move along it,
 * and each style says whether it is on (aria-pressed).
 */
export function ArticleEditor({ initial, onChange, error }: ArticleEditorProps) {
  const [panel, setPanel] = useState<Panel>();
  const [current, setCurrent] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: initial,
    // TipTap would add a <style> element, which the page's Content-Security-Policy refuses: dashboard.css has it.
    injectCSS: false,
    editorProps: {
      attributes: {
        id: 'post-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': 'post-content-label',
        'aria-describedby': 'post-content-hint',
        class: 'dash-article__text',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getJSON() as ArticleDocument),
  });
  const pressed = useEditorState({
    editor,
    selector: ({ editor: state }) => TOGGLES.map((toggle) => (state ? toggle.active(state) : false)),
  });

  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    if (error) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
    element.setAttribute('aria-describedby', error ? 'post-content-hint post-content-error' : 'post-content-hint');
  }, [editor, error]);

  const count = TOGGLES.length + PANELS.length;
  function moveAlong(event: KeyboardEvent<HTMLDivElement>) {
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % count
        : event.key === 'ArrowLeft'
          ? (current - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  function closePanel() {
    const index = TOGGLES.length + PANELS.findIndex((each) => each.panel === panel);
    setPanel(undefined);
    buttons.current[index]?.focus();
  }

  return (
    <div className="icast-field dash-article" data-invalid={Boolean(error)}>
      <p className="icast-field__label" id="post-content-label">
        Content
      </p>
      <p className="icast-field__hint" id="post-content-hint">
        Headings, lists, quotes, links, the school&apos;s photos and YouTube videos. Select words, then choose a style
        from the toolbar (Shift+Tab from the text; arrow keys move along it).
      </p>
      {error && (
        <p className="icast-field__error" id="post-content-error">
          <span className="icast-visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <div
        role="toolbar"
        aria-label="Text style"
        aria-controls="post-content"
        className="dash-article__toolbar"
        onKeyDown={moveAlong}
      >
        {TOGGLES.map((toggle, index) => (
          <button
            key={toggle.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className="dash-article__tool"
            tabIndex={index === current ? 0 : -1}
            aria-pressed={pressed?.[index] ?? false}
            disabled={!editor}
            onFocus={() => setCurrent(index)}
            onClick={() => editor && toggle.run(editor)}
          >
            {toggle.label}
          </button>
        ))}
        {PANELS.map(({ panel: name, label }, offset) => {
          const index = TOGGLES.length + offset;
          return (
            <button
              key={name}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              className="dash-article__tool"
              tabIndex={index === current ? 0 : -1}
              aria-expanded={panel === name}
              aria-controls={`article-${name}-panel`}
              disabled={!editor}
              onFocus={() => setCurrent(index)}
              onClick={() => setPanel((open) => (open === name ? undefined : name))}
            >
              {label}
            </button>
          );
        })}
      </div>
      {editor && panel === 'link' && (
        <div id="article-link-panel">
          <LinkPanel editor={editor} onDone={closePanel} />
        </div>
      )}
      {editor && panel === 'photo' && (
        <div id="article-photo-panel">
          <ArticlePhotoPicker
            onInsert={(attrs) => {
              insertAfterSelection(editor, { type: ARTICLE_PHOTO_NODE, attrs });
              setPanel(undefined);
            }}
            onCancel={closePanel}
          />
        </div>
      )}
      {editor && panel === 'video' && (
        <div id="article-video-panel">
          <VideoPanel
            onInsert={(attrs) => {
              insertAfterSelection(editor, { type: ARTICLE_VIDEO_NODE, attrs });
              setPanel(undefined);
            }}
            onCancel={closePanel}
          />
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

/** A photo or video goes after what is selected (a photo just put in stays), never in its place. */
function insertAfterSelection(editor: Editor, node: { type: string; attrs: object }) {
  editor.chain().focus().insertContentAt(editor.state.selection.to, node).run();
}

/** Links lead to an http, https or mailto address only; the words to link are chosen first. */
function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const existing = editor.getAttributes('link').href as string | undefined;
  const [href, setHref] = useState(existing ?? '');
  const [error, setError] = useState<string>();
  useEffect(() => document.getElementById('article-link-address')?.focus(), []);
  function apply() {
    const address = href.trim();
    if (editor.state.selection.empty && !existing) {
      setError('Select the words to link in the text first, then press Link');
      return;
    }
    if (!isArticleLinkHref(address)) {
      setError('Enter an address starting with https://, http:// or mailto:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    // The caret goes after the linked words, as in any word processor: with the words still selected, the next key
    // (Enter, a letter) would replace them.
    editor.commands.setTextSelection(editor.state.selection.to);
    onDone();
  }
  return (
    <div className="dash-article__panel" role="group" aria-label="Link">
      <TextField
        id="article-link-address"
        label="Link address"
        hint="https://, http:// or mailto: (an e-mail address)"
        type="url"
        value={href}
        error={error}
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
        }}
      />
      <div className="dash-row">
        <Button onClick={apply}>{existing ? 'Change link' : 'Add link'}</Button>
        {existing && (
          <Button
            variant="outline"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            Remove link
          </Button>
        )}
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** A YouTube video by its address; only the video id and the title are kept. */
function VideoPanel({
  onInsert,
  onCancel,
}: {
  onInsert: (attrs: { videoId: string; title: string }) => void;
  onCancel: () => void;
}) {
  const [address, setAddress] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<{ address?: string; title?: string }>({});
  useEffect(() => document.getElementById('article-video-address')?.focus(), []);
  function insert() {
    const videoId = youtubeVideoIdOf(address);
    const problems = {
      ...(videoId ? {} : { address: 'Paste a YouTube address, like https://www.youtube.com/watch?v=...' }),
      ...(title.trim() ? {} : { title: 'Give the video a title: it is read out and shown on the preview' }),
    };
    setErrors(problems);
    if (videoId && title.trim()) onInsert({ videoId, title: title.trim() });
  }
  return (
    <div className="dash-article__panel" role="group" aria-label="YouTube video">
      <TextField
        id="article-video-address"
        label="YouTube address"
        type="url"
        value={address}
        error={errors.address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <TextField
        id="article-video-title"
        label="Video title"
        maxLength={ARTICLE_VIDEO_TITLE_MAX}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="dash-row">
        <Button onClick={insert}>Insert video</Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
