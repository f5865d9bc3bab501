import { useState } from 'react';
import {
  LIVE_APPLICATION_STATUSES,
  type ApplicationStatusValue,
  ATTENDANCE_CHOICES,
  CAMPUSES,
  choiceLabel,
  CLASSES_APPLIED_FOR,
  ENDPOINTS,
  type PipelineClassRow,
  startTermChoices,
  applicationStatusLabel,
} from '@icast/contracts';
import { countOf } from '@icast/content';
import { Button } from '@icast/ui';
import { DataState } from '../components/DataState';
import { DataTable, type Column } from '../components/DataTable';
import { FilterForm, type FilterField } from '../components/FilterForm';
import { useApi } from '../useApi';
import { useListParams } from '../useListParams';
import { BulkStatusChange, type PipelineCell } from './BulkStatusChange';

const FILTERS = ['campus', 'attendance', 'startTerm'] as const;
const FILTER_FIELDS: FilterField<(typeof FILTERS)[number]>[] = [
  { name: 'campus', label: 'Campus', options: CAMPUSES },
  { name: 'attendance', label: 'Day or boarding', options: ATTENDANCE_CHOICES },
  { name: 'startTerm', label: 'Start term', options: startTermChoices() },
];

const className = (value: string) => (value ? choiceLabel(CLASSES_APPLIED_FOR, value) : 'Not given');

/**
 * Where every application stands: a count per class and status (merged duplicates left out), each count opening
 * its applications, which staff can move on together with one message to their families.
 */
export function PipelinePage() {
  const list = useListParams(FILTERS);
  const [pipeline, reload] = useApi(ENDPOINTS.pipeline.view, { query: list.filters });
  const [cell, setCell] = useState<PipelineCell>();

  const countColumn = (status: ApplicationStatusValue): Column<PipelineClassRow> => ({
    header: applicationStatusLabel(status),
    cell: (row) => {
      const count = row.counts[status] ?? 0;
      if (count === 0 || !row.classAppliedFor) return String(count);
      const name = `${count} ${applicationStatusLabel(status).toLowerCase()}, ${className(row.classAppliedFor)}`;
      return (
        <Button
          variant="outline"
          aria-label={`Open ${name}`}
          aria-pressed={cell?.status === status && cell.classAppliedFor === row.classAppliedFor}
          onClick={() => setCell({ status, classAppliedFor: row.classAppliedFor })}
        >
          {count}
        </Button>
      );
    },
  });
  const columns: Column<PipelineClassRow>[] = [
    { header: 'Class applied for', cell: (row) => className(row.classAppliedFor) },
    ...LIVE_APPLICATION_STATUSES.map(countColumn),
    { header: 'Total', cell: (row) => row.total },
  ];

  return (
    <section aria-labelledby="pipeline-heading">
      <div className="dash-page-head">
        <h1 id="pipeline-heading">Admissions pipeline</h1>
      </div>
      <FilterForm
        label="Filter the pipeline"
        fields={FILTER_FIELDS}
        values={list.filters}
        onApply={list.applyFilters}
      />
      <DataState result={pipeline} what="The pipeline" onRetry={reload}>
        {(view) => (
          <>
            <p>
              {countOf(view.total, 'application')}.{' '}
              {LIVE_APPLICATION_STATUSES.filter((status) => view.totals[status])
                .map((status) => `${applicationStatusLabel(status)}: ${view.totals[status]}`)
                .join(' · ')}
            </p>
            <DataTable
              label="Applications per class and status"
              rows={view.rows}
              columns={columns}
              rowKey={(row) => row.classAppliedFor}
              empty="No applications match these filters"
            />
          </>
        )}
      </DataState>
      {cell && (
        <BulkStatusChange
          key={`${cell.status}-${cell.classAppliedFor}`}
          cell={cell}
          campus={list.filters.campus}
          title={`${applicationStatusLabel(cell.status)}, ${className(cell.classAppliedFor)}`}
          onChanged={reload}
        />
      )}
    </section>
  );
}
