import { ENDPOINTS } from '@icast/contracts';
import { DataState } from '../components/DataState';
import { formatDateTime } from '../format';
import { useApi } from '../useApi';

/** Questions Aunty ICAST could not answer, so staff can improve the site's content. */
export function UnansweredPage() {
  const [questions, reload] = useApi(ENDPOINTS.chatbot.unanswered);
  return (
    <section aria-labelledby="questions-heading">
      <h1 id="questions-heading">Questions Aunty ICAST could not answer</h1>
      <DataState result={questions} what="Unanswered questions" onRetry={reload} loadingText="Loading questions...">
        {(body) => {
          const rows = body.data;
          if (rows.length === 0) return <p>No unanswered questions</p>;
          return (
            <table className="dash-table">
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Times asked</th>
                  <th scope="col">Last asked</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row._id}>
                    <td>{row.question}</td>
                    <td>{row.count}</td>
                    <td>{formatDateTime(row.lastAskedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }}
      </DataState>
    </section>
  );
}
