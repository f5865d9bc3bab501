import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, fetchApi } from '@icast/api-client';
import { BLOG_CATEGORIES, blogPostStatus, ENDPOINTS, type BlogPost } from '@icast/contracts';
import { buttonClassName, SelectField, TextField } from '@icast/ui';
import { formatLagosTime } from './lagosTime';
import { DataTable, type Column } from '../components/DataTable';
import { formatDate } from '../format';
import { useApi } from '../useApi';

type Flag = 'isPublished' | 'isFeatured';

/** Draft, Published, or Scheduled with its Lagos time (not yet on the public site). */
function statusLabel(post: BlogPost): string {
  const status = blogPostStatus(post);
  if (status === 'scheduled') return `Scheduled: ${formatLagosTime(post.publishAt!)}`;
  return status === 'draft' ? 'Draft' : 'Published';
}

export function BlogManagementPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [status, setStatus] = useState('');
  const [posts, , replacePosts] = useApi(ENDPOINTS.blog.staffList, { query: { q: query, category, status } });
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const rows = posts.state === 'ready' ? posts.data.data : [];
  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  async function remove(post: BlogPost) {
    if (!window.confirm('Are you sure you want to delete this blog post?')) return;
    setBusy(post._id, true);
    try {
      await fetchApi(ENDPOINTS.blog.remove, { params: { id: post._id } });
      replacePosts({ data: rows.filter((row) => row._id !== post._id) });
    } catch (error) {
      window.alert(`Error deleting blog: ${errorMessage(error)}`);
    } finally {
      setBusy(post._id, false);
    }
  }

  async function toggle(post: BlogPost, flag: Flag) {
    try {
      const updated = await fetchApi(ENDPOINTS.blog.patch, { params: { id: post._id }, body: { [flag]: !post[flag] } });
      replacePosts({ data: rows.map((row) => (row._id === post._id ? updated : row)) });
    } catch (error) {
      window.alert(`Error updating blog: ${errorMessage(error)}`);
    }
  }

  // Edit and Delete come right after the title: on a phone's card they are the first thing under it.
  const columns: Column<BlogPost>[] = [
    { header: 'Title', cell: (post) => post.title },
    {
      header: 'Actions',
      cell: (post) => (
        <div className="dash-actions">
          <Link
            to={`/dashboard/edit-post/${post._id}`}
            className={buttonClassName('outline')}
            aria-label={`Edit ${post.title}`}
          >
            Edit
          </Link>
          <button
            type="button"
            className="dash-danger"
            disabled={busyIds.has(post._id)}
            aria-label={`Delete ${post.title}`}
            onClick={() => void remove(post)}
          >
            {busyIds.has(post._id) ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      ),
    },
    { header: 'Category', cell: (post) => post.category },
    {
      header: 'Status',
      cell: (post) => (
        <button
          type="button"
          className={`dash-pill ${post.isPublished ? 'dash-pill--ok' : ''}`}
          aria-label={`${statusLabel(post)}: switch "${post.title}" to ${post.isPublished ? 'draft' : 'published'}`}
          onClick={() => void toggle(post, 'isPublished')}
        >
          {statusLabel(post)}
        </button>
      ),
    },
    {
      header: 'Featured',
      cell: (post) => (
        // The whole 44 px square around the box takes the tap.
        <label className="dash-tick">
          <input
            type="checkbox"
            aria-label={`Featured: ${post.title}`}
            checked={post.isFeatured}
            onChange={() => void toggle(post, 'isFeatured')}
          />
        </label>
      ),
    },
    { header: 'Date', cell: (post) => formatDate(post.createdAt) },
  ];

  return (
    <section aria-labelledby="blog-heading">
      <div className="dash-page-head">
        <h1 id="blog-heading">Blog Management</h1>
        <Link to="/dashboard/add-post" className={buttonClassName('primary')}>
          Add post
        </Link>
      </div>
      <div className="dash-filters">
        <TextField label="Search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          placeholder="All categories"
          options={BLOG_CATEGORIES.map((value) => ({ value, label: value }))}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          placeholder="All"
          options={[
            { value: 'published', label: 'Published' },
            { value: 'draft', label: 'Draft' },
          ]}
        />
      </div>
      {posts.state === 'loading' && <p role="status">Loading blogs...</p>}
      {posts.state === 'error' && <p role="alert">{posts.message}</p>}
      {posts.state === 'ready' && rows.length === 0 && <p>No blog posts found</p>}
      {posts.state === 'ready' && rows.length > 0 && (
        <DataTable label="Blog posts" rows={rows} columns={columns} rowKey={(post) => post._id} empty="" />
      )}
    </section>
  );
}
