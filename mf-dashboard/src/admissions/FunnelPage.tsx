import { useState } from 'react';
import {
  type AdmissionsFunnel,
  ENDPOINTS,
  FUNNEL_DIMENSIONS,
  FUNNEL_STAGES,
  type FunnelDimension,
  type FunnelRow,
  type FunnelStage,
} from '@icast/contracts';
import { Alert, Button, SelectField } from '@icast/ui';
import { DataTable, type Column } from '../components/DataTable';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

const STAGE_NAMES: Record<FunnelStage, string> = {
  enquiries: 'Enquiries',
  tours: 'Tours',
  applications: 'Applications',
  offers: 'Offers',
  accepted: 'Accepted',
};
const DIMENSION_NAMES: Record<FunnelDimension, string> = {
  class: 'Class',
  campus: 'Campus',
  source: 'How they heard',
};

/** "12 (8)": this season's count with last season's in brackets. */
const stageColumn = (stage: FunnelStage): Column<FunnelRow> => ({
  header: STAGE_NAMES[stage],
  cell: (row) => `${row.current[stage]} (${row.previous[stage]})`,
});

/** The rows of the split chosen, then all of them together. */
function FunnelTable({ funnel, by }: { funnel: AdmissionsFunnel; by: FunnelDimension }) {
  const rows: FunnelRow[] = [...funnel.by[by], { key: 'all', label: 'All', ...funnel.total }];
  const columns: Column<FunnelRow>[] = [
    { header: DIMENSION_NAMES[by], cell: (row) => row.label },
    ...FUNNEL_STAGES.map(stageColumn),
  ];
  return (
    <>
      <p>
        Season {funnel.season}; last season ({funnel.previousSeason}) in brackets.
      </p>
      <DataTable
        label="Admissions funnel"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.key}
        empty="Nothing counted yet"
      />
    </>
  );
}

/** Enquiries -> tours -> applications -> offers -> accepted, this season against last, by class, campus or source. */
export function FunnelPage() {
  const [answer, reload] = useApi(ENDPOINTS.enquiries.funnel);
  const [by, setBy] = useState<FunnelDimension>('class');
  return (
    <section aria-labelledby="funnel-heading">
      <div className="dash-page-head">
        <h1 id="funnel-heading">Admissions funnel</h1>
      </div>
      <SelectField
        id="funnel-by"
        label="Split by"
        options={FUNNEL_DIMENSIONS.map((dimension) => ({ value: dimension, label: DIMENSION_NAMES[dimension] }))}
        value={by}
        onChange={(event) => setBy(event.target.value as FunnelDimension)}
      />
      {answer.state === 'loading' && <p role="status">Counting…</p>}
      {answer.state === 'error' && (
        <Alert tone="error">
          <p>The funnel could not be loaded: {answer.message}</p>
          <Button variant="outline" onClick={reload}>
            Try again
          </Button>
        </Alert>
      )}
      {answer.state === 'ready' && (
        <>
          <FunnelTable funnel={answer.data} by={by} />
          <p>Counted {formatDateTime(answer.data.asOf)}; counted again at most once a minute.</p>
        </>
      )}
    </section>
  );
}
