import type { DashboardSummary } from '@icast/contracts';
import { formatDate } from '../format';

/** The drawing's own units: the SVG stretches to the panel, so only the bars live in it. */
const WIDTH = 600;
const HEIGHT = 200;
const TOP = 8;
const SERIES = ['payments', 'applications'] as const;

/**
 * Payments and applications per week for the last 12 weeks, as grouped bars in plain SVG (no chart library). A
 * series the summary left out (the member's role may not read it) is not drawn.
 *
 * The axis labels are page text beside and under the drawing, not SVG text: SVG text shrinks with the drawing, and
 * on a phone it was about 5 px. As text they stay at 13 px at any width (every second week named, every third on a
 * phone). The picture's own label reads every week's figures to screen readers.
 */
export function WeeklyChart({ weekly }: { weekly: DashboardSummary['weekly'] }) {
  const series = SERIES.filter((name) => weekly.some((week) => week[name] !== undefined));
  const max = Math.max(1, ...weekly.flatMap((week) => series.map((name) => week[name] ?? 0)));
  const slot = WIDTH / Math.max(1, weekly.length);
  const gap = slot * 0.2;
  const barWidth = (slot - gap) / Math.max(1, series.length);
  const y = (value: number) => TOP + (HEIGHT - TOP) * (1 - value / max);
  const summary = weekly
    .map((week) => `${formatDate(week.weekStart)}: ${series.map((name) => `${week[name] ?? 0} ${name}`).join(', ')}`)
    .join('; ');
  const title = series.join(' and ');
  return (
    <figure className="dash-chart">
      <div className="dash-chart__plot">
        <div className="dash-chart__y" aria-hidden="true">
          <span className="dash-chart__label">{max}</span>
          <span className="dash-chart__label">0</span>
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={`Weekly ${title}. ${summary}`}
        >
          <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="dash-chart__axis" />
          {weekly.map((week, index) => (
            <g key={week.weekStart}>
              {series.map((name, position) => (
                <rect
                  key={name}
                  x={index * slot + gap / 2 + position * barWidth}
                  y={y(week[name] ?? 0)}
                  width={barWidth}
                  height={HEIGHT - y(week[name] ?? 0)}
                  className={`dash-chart__${name}`}
                />
              ))}
            </g>
          ))}
        </svg>
      </div>
      <ol className="dash-chart__x" aria-hidden="true">
        {weekly.map((week, index) => (
          <li
            key={week.weekStart}
            className={[
              'dash-chart__label',
              index % 2 === 0 ? 'dash-chart__tick--second' : '',
              index % 3 === 0 ? 'dash-chart__tick--third' : '',
            ].join(' ')}
          >
            {formatDate(week.weekStart).slice(0, 6).trim()}
          </li>
        ))}
      </ol>
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
