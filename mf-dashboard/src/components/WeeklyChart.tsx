import type { DashboardSummary } from '@icast/contracts';
import { formatDate } from '../format';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 36, left: 36 };

/** Payments and applications per week for the last 12 weeks, as grouped bars in plain SVG (no chart library). */
export function WeeklyChart({ weekly }: { weekly: DashboardSummary['weekly'] }) {
  const max = Math.max(1, ...weekly.flatMap((week) => [week.payments, week.applications]));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, weekly.length);
  const barWidth = Math.max(4, slot / 2 - 4);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const summary = weekly
    .map((week) => `${formatDate(week.weekStart)}: ${week.payments} payments, ${week.applications} applications`)
    .join('; ');
  return (
    <figure className="dash-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Weekly payments and applications. ${summary}`}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="dash-chart__axis" />
        <text x={PAD.left - 6} y={y(max) + 4} textAnchor="end" className="dash-chart__label">
          {max}
        </text>
        <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" className="dash-chart__label">
          0
        </text>
        {weekly.map((week, index) => {
          const x = PAD.left + index * slot + 2;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={y(week.payments)}
                width={barWidth}
                height={y(0) - y(week.payments)}
                className="dash-chart__payments"
              />
              <rect
                x={x + barWidth + 2}
                y={y(week.applications)}
                width={barWidth}
                height={y(0) - y(week.applications)}
                className="dash-chart__applications"
              />
              {index % 2 === 0 && (
                <text x={x + barWidth} y={HEIGHT - 12} textAnchor="middle" className="dash-chart__label">
                  {formatDate(week.weekStart).slice(0, 6)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="dash-key dash-key--payments" /> Payments <span className="dash-key dash-key--applications" />{' '}
        Applications (per week, last 12 weeks)
      </figcaption>
    </figure>
  );
}
