import type { DashboardSummary } from '@icast/contracts';
import { formatDate } from '../format';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 36, left: 36 };
const SERIES = ['payments', 'applications'] as const;

/**
 * Payments and applications per week for the last 12 weeks, as grouped bars in plain SVG (no chart library). A
 * series the summary left out (the member's role may not read it) is not drawn.
 */
export function WeeklyChart({ weekly }: { weekly: DashboardSummary['weekly'] }) {
  const series = SERIES.filter((name) => weekly.some((week) => week[name] !== undefined));
  const max = Math.max(1, ...weekly.flatMap((week) => series.map((name) => week[name] ?? 0)));
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, weekly.length);
  const barWidth = Math.max(4, slot / Math.max(1, series.length) - 4);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const summary = weekly
    .map((week) => `${formatDate(week.weekStart)}: ${series.map((name) => `${week[name] ?? 0} ${name}`).join(', ')}`)
    .join('; ');
  const title = series.join(' and ');
  return (
    <figure className="dash-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Weekly ${title}. ${summary}`}>
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
              {series.map((name, position) => (
                <rect
                  key={name}
                  x={x + position * (barWidth + 2)}
                  y={y(week[name] ?? 0)}
                  width={barWidth}
                  height={y(0) - y(week[name] ?? 0)}
                  className={`dash-chart__${name}`}
                />
              ))}
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
        {series.map((name) => (
          <span key={name}>
            <span className={`dash-key dash-key--${name}`} /> {name[0]!.toUpperCase() + name.slice(1)}{' '}
          </span>
        ))}
        (per week, last 12 weeks)
      </figcaption>
    </figure>
  );
}
