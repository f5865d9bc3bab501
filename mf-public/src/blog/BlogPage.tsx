import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigation, useSearchParams } from 'react-router-dom';
import type { BlogPost } from '@icast/contracts';
import { NEWS_FILTERS, truncateWords, type NewsFilter } from '@icast/content';
import { BlogCard } from './BlogCard';
import type { LoadState } from '@icast/api-client';
import { blogViewOf, type BlogData } from '../loaders';
import type { BlogListResult } from './posts';
import { PostImage } from './PostImage';

type ListState = LoadState<BlogListResult>;

const FILTER_LABELS: Record<NewsFilter, string> = {
  all: 'All',
  events: 'Events',
  academic: 'Academic',
  sports: 'Sports',
  notices: 'Notices',
};

/**
 * /blog: category, search and page live in the URL (?category=&q=&page=) so any view can be shared; the page's
 * loader reads the list for the address (and the featured article) before the page is drawn.
 */
export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const { category, q, page } = blogViewOf(params);
  const { list, featured: featuredState } = useLoaderData<BlogData>();
  const featured: BlogPost | undefined = featuredState.status === 'loaded' ? featuredState.value.posts[0] : undefined;
  const loading = useNavigation().state === 'loading';

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === 'all' || value === '1') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  return (
    <div className="icast-container pub-page">
      <h1>News</h1>
      <div className="pub-blog-layout">
        <aside className="pub-blog-sidebar">
          <SearchForm key={q} initial={q} onSearch={(text) => update({ q: text, page: undefined })} />
          <nav aria-label="News categories">
            <h2 className="pub-sidebar-title">Categories</h2>
            <ul className="pub-category-list">
              {NEWS_FILTERS.map((filter) => (
                <li key={filter}>
                  <button
                    type="button"
                    className="pub-category"
                    aria-pressed={filter === category}
                    onClick={() => update({ category: filter, page: undefined })}
                  >
                    {FILTER_LABELS[filter]}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section aria-labelledby="posts-heading" aria-busy={loading}>
          <h2 id="posts-heading" className="icast-visually-hidden">
            Articles
          </h2>
          {featured && (
            <section className="pub-featured" aria-labelledby="featured-heading">
              <PostImage post={featured} sizes="(min-width: 900px) 400px, 100vw" decorative />
              <div>
                <p className="pub-eyebrow" id="featured-heading">
                  Featured article
                </p>
                <h2>
                  <Link to={`/blog/${featured.slug}`}>{featured.title}</Link>
                </h2>
                <p>{truncateWords(featured.content, 45)}</p>
              </div>
            </section>
          )}
          {q && (
            <p className="pub-search-summary">
              Results for “{q}”{' '}
              <button
                type="button"
                className="pub-link-button"
                onClick={() => update({ q: undefined, page: undefined })}
              >
                Clear search
              </button>
            </p>
          )}
          <BlogListBody state={list} />
          {list.status === 'loaded' && list.value.pageCount > 1 && (
            <nav aria-label="Pages" className="pub-pagination">
              {Array.from({ length: list.value.pageCount }, (_, index) => index + 1).map((number) => (
                <button
                  key={number}
                  type="button"
                  className="pub-page-button"
                  aria-current={number === page ? 'page' : undefined}
                  onClick={() => update({ page: String(number) })}
                >
                  <span className="icast-visually-hidden">Page </span>
                  {number}
                </button>
              ))}
            </nav>
          )}
        </section>
      </div>
    </div>
  );
}

function BlogListBody({ state }: { state: ListState }) {
  if (state.status === 'error') return <p role="alert">Error: {state.message}</p>;
  if (state.value.posts.length === 0) return <p role="status">No blogs found in this category.</p>;
  return (
    <div className="pub-grid pub-grid--3" data-testid="blog-list">
      {state.value.posts.map((post) => (
        <BlogCard key={post._id} post={post} />
      ))}
    </div>
  );
}

/** Keyed by the URL's search, so going back in history shows that search in the box again. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="pub-search">
      <label htmlFor="blog-search">Search news</label>
      <div className="pub-search__row">
        <input
          id="blog-search"
          type="search"
          value={draft}
          maxLength={100}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="icast-button icast-button--primary">
          Submit
        </button>
      </div>
    </form>
  );
}
