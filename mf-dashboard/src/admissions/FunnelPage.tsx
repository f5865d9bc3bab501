import { useState } from 'react';
import {
  type AdmissionsFunnel,
  ENDPOINTS,
  FUNNEL_DIMENSIONS,
  FUNNEL_STAGES,
  type FunnelCounts,
  type FunnelDimension,
  type FunnelStage,
} from '@icast/contracts';
import { Alert, Button, SelectField } from '@icast/ui';
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

/** "12 (last season 9)": this season's count with last season's beside it, for each stage. */
function StageCells({ current, previous }: { current: FunnelCounts; previous: FunnelCounts }) {
  return (
    <>
      {FUNNEL_STAGES.map((stage) => (
        <td key={stage}>
          <strong>{current[stage]}</strong> <span>({previous[stage]})</span>
        </td>
      ))}
    </>
  );
}

function FunnelTable({ funnel, by }: { funnel: AdmissionsFunnel; by: FunnelDimension }) {
  return (
    // Focusable so a keyboard can scroll the table sideways on a phone (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="dash-table-wrap" role="region" aria-label="Admissions funnel" tabIndex={0}>
      <table className="dash-table">
        <caption>
          {DIMENSION_NAMES[by]}: season {funnel.season}, last season ({funnel.previousSeason}) in brackets
        </caption>
        <thead>
          <tr>
            <th scope="col">{DIMENSION_NAMES[by]}</th>
            {FUNNEL_STAGES.map((stage) => (
              <th scope="col" key={stage}>
                {STAGE_NAMES[stage]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {funnel.by[by].map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <StageCells current={row.current} previous={row.previous} />
            </tr>
          ))}
          <tr>
            <th scope="row">All</th>
            <StageCells current={funnel.total.current} previous={funnel.total.previous} />
          </tr>
        </tbody>
      </table>
    </div>
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
