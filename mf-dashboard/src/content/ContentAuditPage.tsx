import { ENDPOINTS, type ContentAuditEntry } from '@icast/contracts';
import { DataTable, type Column } from '../components/DataTable';
import { PagedResults } from '../components/PagedResults';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';

const COLUMNS: Column<ContentAuditEntry>[] = [
  { header: 'When', cell: (row) => formatDateTime(row.at) },
  { header: 'Who', cell: (row) => `${row.by.name} (${row.by.email})` },
  { header: 'What', cell: (row) => `${row.area} ${row.action}` },
  { header: 'Which', cell: (row) => row.summary },
];

/** /dashboard/content-audit (admins): every change to the site's content, newest first. */
export function ContentAuditPage() {
  const list = useListParams([]);
  const [entries, reload] = useApi(ENDPOINTS.contentAudit.list, { query: list.query });
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Content changes</h1>
      <PagedResults result={entries} what="Content changes" noun="changes" onRetry={reload} hrefFor={list.pageHref}>
        {(rows) => (
          <DataTable
            label="Content changes"
            rows={rows}
            columns={COLUMNS}
            rowKey={(row) => row._id}
            empty="No changes yet"
          />
        )}
      </PagedResults>
    </section>
  );
}
