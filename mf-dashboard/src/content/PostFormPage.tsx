import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ApiRequestError,
  errorMessage,
  fetchApi,
  NetworkError,
  uploadApi,
  type UploadProgress,
} from '@icast/api-client';
import { generateHTML } from '@tiptap/core';
import {
  articleFromPlainText,
  articlePlainText,
  type ArticleDocument,
  BLOG_CATEGORIES,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  ENDPOINTS,
  IMAGE_ALT_MAX,
  type ImprovedText,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
} from '@icast/contracts';
import { Button, buttonClassName, SelectField, TextArea, TextField } from '@icast/ui';
import { ArticleEditor } from './ArticleEditor';
import { ARTICLE_EXTENSIONS } from './article-extensions';
import { documentWithText } from './article-text';
import { ImproveChanges } from './ImproveChanges';
import { fromLagosInput, toLagosInput } from './lagosTime';
import { PostPreview } from './PostPreview';
import { useStaffUser } from '../identity/AuthContext';
import { HistoryLink } from './RevisionHistoryPage';
import { changesWait } from './approval-setting';

const IMAGE_TYPES: readonly string[] = IMAGE_UPLOAD_TYPES;

interface Draft {
  title: string;
  /** The document's plain text: what Improve checks and the API keeps as `content`. */
  content: string;
  /** The rich editor's document, sent as `document` (JSON). */
  document: ArticleDocument;
  /** Optional summary for cards; empty: cards show the opening of the content. */
  excerpt: string;
  category: string;
  isPublished: boolean;
  isFeatured: boolean;
  imageAlt: string;
  /** `datetime-local` value in Lagos time; empty: public as soon as it is published. */
  publishAt: string;
}

const EMPTY: Draft = {
  title: '',
  content: '',
  document: { type: 'doc', content: [{ type: 'paragraph' }] },
  excerpt: '',
  category: '',
  isPublished: true,
  isFeatured: false,
  imageAlt: '',
  publishAt: '',
};

/**
 * One random key per draft, sent with every submit of it: pressing Publish again (after a lost answer) gets the post
 * the first press saved instead of a second one. From getRandomValues, which works on plain http too.
 */
function newDraftKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `draft-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** A save that got no answer, or a proxy's or server's failure, may still have saved the post: ask before saying. */
const mayHaveSaved = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiRequestError && error.statusCode >= 500);

/** The button is named for what it does: the offline check, or the configured AI model. */
const IMPROVE_LABEL: Record<ImprovedText['by'], string> = {
  'spelling-check': 'Check spelling and style',
  model: 'Improve with AI',
};

/** Add a post (/dashboard/add-post) or edit one (/dashboard/edit-post/:id). */
export function PostFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [loadError, setLoadError] = useState<string | undefined>();
  const [loading, setLoading] = useState(Boolean(id));
  const [image, setImage] = useState<File | undefined>();
  const [preview, setPreview] = useState<string | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [sent, setSent] = useState<UploadProgress>();
  const [draftKey] = useState(newDraftKey);
  const [improving, setImproving] = useState(false);
  const [suggestion, setSuggestion] = useState<ImprovedText | undefined>();
  const [improver, setImprover] = useState<ImprovedText['by']>('spelling-check');
  const [previewing, setPreviewing] = useState(false);
  /** A new key starts the editor again from the draft's document (after Improve changed the text). */
  const [editorKey, setEditorKey] = useState(0);
  const [contentError, setContentError] = useState<string>();
  const previewButton = useRef<HTMLButtonElement>(null);
  const staff = useStaffUser();

  useEffect(() => {
    fetchApi(ENDPOINTS.blog.improver)
      .then((kind) => setImprover(kind.by))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!id) return;
    fetchApi(ENDPOINTS.blog.staffPost, { params: { id } })
      .then((post) => {
        setDraft({
          title: post.title,
          content: post.content,
          document: post.document ?? articleFromPlainText(post.content),
          excerpt: post.excerpt ?? '',
          category: post.category === 'Uncategorized' ? '' : post.category,
          isPublished: post.isPublished,
          isFeatured: post.isFeatured,
          imageAlt: post.picture?.alt ?? '',
          publishAt: post.publishAt ? toLagosInput(post.publishAt) : '',
        });
        if (post.imageUrl !== '/default.jpg') setPreview(post.imageUrl);
      })
      .catch((error: unknown) => setLoadError(errorMessage(error)))
      .finally(() => setLoading(false));
  }, [id]);

  useEffect(() => () => void (preview?.startsWith('blob:') && URL.revokeObjectURL(preview)), [preview]);

  const update = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function chooseImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setImageError(undefined);
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setImageError('Choose a JPEG, PNG, WebP or AVIF photo.');
      event.target.value = '';
      return;
    }
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setImageError('The photo is larger than 15 MB. Choose a smaller one.');
      event.target.value = '';
      return;
    }
    setImage(file);
    setPreview(URL.createObjectURL(file));
  }

  async function improve() {
    if (draft.content.trim() === '') {
      window.alert('Write something first!');
      return;
    }
    setImproving(true);
    try {
      const result = await fetchApi(ENDPOINTS.blog.improve, { body: { text: draft.content } });
      setSuggestion(result);
    } catch (error) {
      if (error instanceof NetworkError) window.alert('Server error while contacting AI. Please try again.');
      else window.alert(`AI Error: ${error instanceof ApiRequestError ? error.message : 'Failed to improve text'}`);
    } finally {
      setImproving(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (draft.content.trim() === '') {
      setContentError("Write the post's text");
      document.getElementById('post-content')?.focus();
      return;
    }
    setContentError(undefined);
    setSaving(true);
    const fields = new FormData();
    const { publishAt, document: article, ...rest } = draft;
    for (const [key, value] of Object.entries(rest)) if (value !== '') fields.set(key, String(value));
    // An empty value clears a schedule the post had.
    if (publishAt !== '' || id) fields.set('publishAt', publishAt && fromLagosInput(publishAt));
    // An emptied excerpt is sent so the post loses the one it had.
    if (id) fields.set('excerpt', draft.excerpt);
    else fields.set('draftKey', draftKey);
    fields.set('document', JSON.stringify(article));
    if (image) fields.set('image', image);
    setSent(image ? { sent: 0, total: image.size } : undefined);
    try {
      if (id) {
        await uploadApi(ENDPOINTS.blog.update, { params: { id }, body: fields, onProgress: setSent });
        if (await changesWait(staff.role)) {
          window.alert("Your change is saved and waits for an admin's approval: visitors see the post as it was.");
          navigate('/dashboard/approvals');
          return;
        }
        window.alert('Blog updated successfully');
      } else {
        await uploadApi(ENDPOINTS.blog.create, { body: fields, onProgress: setSent });
        window.alert('Blog post saved successfully!');
      }
      navigate('/dashboard/blog-management');
    } catch (error) {
      if (!id && mayHaveSaved(error) && (await savedAfterAll())) {
        window.alert('Blog post saved successfully!');
        navigate('/dashboard/blog-management');
        return;
      }
      const message = error instanceof ApiRequestError ? error.message : 'Something went wrong';
      if (error instanceof NetworkError) window.alert('Server error. Please try again.');
      else window.alert(id ? `Error updating blog: ${message}` : `Error: ${message}`);
    } finally {
      setSaving(false);
      setSent(undefined);
    }
  }

  /** Whether the submit that got no answer saved the post anyway (found by its draft key). */
  async function savedAfterAll(): Promise<boolean> {
    try {
      await fetchApi(ENDPOINTS.blog.fromDraft, { params: { key: draftKey } });
      return true;
    } catch {
      return false;
    }
  }

  const heading = id ? 'Edit post' : 'Add post';
  if (loading) return <p role="status">Loading post...</p>;
  if (loadError) {
    return (
      <section aria-labelledby="post-heading">
        <h1 id="post-heading">{heading}</h1>
        <p role="alert">{loadError}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="post-heading" className="dash-post-form">
      <h1 id="post-heading">{heading}</h1>
      {id && <HistoryLink kind="post" itemId={id} />}
      <form onSubmit={save}>
        <TextField
          label="Title"
          required
          maxLength={BLOG_TITLE_MAX}
          value={draft.title}
          onChange={(event) => update('title', event.target.value)}
          hint={`${draft.title.length} / ${BLOG_TITLE_MAX} characters`}
        />
        <ArticleEditor
          key={editorKey}
          initial={draft.document}
          error={contentError}
          onChange={(article) =>
            setDraft((current) => ({ ...current, document: article, content: articlePlainText(article) }))
          }
        />
        <p className="icast-field__hint" aria-live="polite">
          {draft.content.length} / {BLOG_CONTENT_MAX} characters
        </p>
        <TextArea
          label="Excerpt (optional)"
          hint="A sentence or two shown on the blog's cards instead of the start of the content."
          rows={3}
          maxLength={BLOG_EXCERPT_MAX}
          showCount
          value={draft.excerpt}
          onChange={(event) => update('excerpt', event.target.value)}
        />
        <div className="dash-row">
          <Button variant="outline" onClick={() => void improve()} disabled={improving}>
            {improving ? 'Checking...' : IMPROVE_LABEL[improver]}
          </Button>
        </div>
        {suggestion !== undefined && (
          <ImproveChanges
            before={draft.content}
            changes={suggestion.changes}
            notice={suggestion.notice}
            onApply={(text) => {
              const article = documentWithText(draft.document, text.slice(0, BLOG_CONTENT_MAX));
              setDraft((current) => ({ ...current, document: article, content: articlePlainText(article) }));
              setEditorKey((key) => key + 1);
              setSuggestion(undefined);
            }}
            onCancel={() => setSuggestion(undefined)}
          />
        )}
        <SelectField
          label="Category"
          required={!id}
          value={draft.category}
          onChange={(event) => update('category', event.target.value)}
          placeholder="Select a category"
          options={BLOG_CATEGORIES.map((value) => ({ value, label: value }))}
        />
        <div className="icast-field">
          <label className="icast-field__label" htmlFor="post-image">
            Image (optional, a JPEG, PNG, WebP or AVIF photo up to 15 MB)
          </label>
          {imageError && (
            <p className="icast-field__error" role="alert">
              {imageError}
            </p>
          )}
          <input id="post-image" type="file" accept={IMAGE_TYPES.join(',')} onChange={chooseImage} />
          {preview && <img className="dash-preview" src={preview} alt="Selected cover for this post" />}
        </div>
        {preview && (
          <TextField
            label="What the image shows"
            hint="Read aloud to visitors who cannot see it, e.g. 'Primary 5 pupils at the science fair'."
            required
            maxLength={IMAGE_ALT_MAX}
            value={draft.imageAlt}
            onChange={(event) => update('imageAlt', event.target.value)}
          />
        )}
        <div className="dash-row">
          <label>
            <input
              type="checkbox"
              checked={draft.isPublished}
              onChange={(event) => update('isPublished', event.target.checked)}
            />{' '}
            Published
          </label>
          <label>
            <input
              type="checkbox"
              checked={draft.isFeatured}
              onChange={(event) => update('isFeatured', event.target.checked)}
            />{' '}
            Featured
          </label>
        </div>
        {draft.isPublished && (
          <TextField
            label="Publish at (Lagos time, optional)"
            hint="Leave empty to publish now. Until then the post is Scheduled and visitors cannot see it."
            type="datetime-local"
            value={draft.publishAt}
            onChange={(event) => update('publishAt', event.target.value)}
          />
        )}
        <div className="dash-row">
          <button
            ref={previewButton}
            type="button"
            className={buttonClassName('outline')}
            aria-expanded={previewing}
            onClick={() => setPreviewing((open) => !open)}
          >
            Preview
          </button>
        </div>
        {previewing && (
          <PostPreview
            title={draft.title}
            content={draft.content}
            html={generateHTML(draft.document, ARTICLE_EXTENSIONS)}
            category={draft.category}
            author={staff.name}
            image={preview ? { src: preview, alt: draft.imageAlt } : undefined}
            publishAt={draft.publishAt ? fromLagosInput(draft.publishAt) : undefined}
            onClose={() => {
              setPreviewing(false);
              previewButton.current?.focus();
            }}
          />
        )}
        {saving && <SavingProgress sent={sent} />}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : !draft.isPublished ? 'Save as Draft' : draft.publishAt ? 'Schedule' : 'Publish'}
        </Button>
      </form>
    </section>
  );
}

/** While a post is sent: how much of its photo has gone, then that the server is saving it. */
function SavingProgress({ sent }: { sent: UploadProgress | undefined }) {
  const uploading = sent !== undefined && sent.sent < sent.total;
  const percent = sent && sent.total > 0 ? Math.floor((sent.sent / sent.total) * 100) : 0;
  return (
    <p role="status" className="dash-progress">
      {uploading ? (
        <>
          <progress max={100} value={percent} aria-label="Photo upload" /> Uploading the photo: {percent}%
        </>
      ) : (
        'Saving the post...'
      )}
    </p>
  );
}
