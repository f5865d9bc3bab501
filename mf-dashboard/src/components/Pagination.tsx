import { Link } from 'react-router-dom';

export type PageItem = number | 'gap';

/**
 * The page links to show (GOV.UK pagination): the first and last pages, the current one and its neighbours,
 * with a gap where pages are left out. 1 [2] 3 ... 10.
 */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index): PageItem[] => {
    const previous = shown[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of one page shows that page instead of an ellipsis.
    return page === previous + 2 ? [previous + 1, page] : ['gap', page];
  });
}

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page (filters kept). */
  hrefFor: (page: number) => string;
  /** What is paged, for the navigation's name: "Applications pages". */
  label: string;
}

/** Previous, numbered and Next links as one navigation landmark (GOV.UK pattern); nothing for a single page. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="dash-pagination" aria-label={`${label} pages`}>
      {page > 1 && (
        <Link className="dash-pagination__step" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">&larr;</span>Previous<span className="icast-visually-hidden"> page</span>
        </Link>
      )}
      <ul className="dash-pagination__list">
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="dash-pagination__gap" aria-hidden="true">
              &hellip;
            </li>
          ) : (
            <li key={item}>
              <Link
                className="dash-pagination__link"
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <Link className="dash-pagination__step" to={hrefFor(page + 1)} rel="next">
          Next<span className="icast-visually-hidden"> page</span>
          <span aria-hidden="true">&rarr;</span>
        </Link>
      )}
    </nav>
  );
}
