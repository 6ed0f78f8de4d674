import type { ContactStats } from '@konak/shared-ui';
import './lead-charts.css';

const WEEK_LABEL = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** `2030-01-14` (a Monday, as the API names weeks) → "14 Oca". */
const weekLabel = (week: string) => WEEK_LABEL.format(new Date(`${week}T00:00:00Z`));

/** Minutes as a person says them: "45 dk", "3 sa 20 dk", "2 gün 4 sa". */
export function formatDuration(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} dk`;
  if (m < 24 * 60) return m % 60 ? `${Math.floor(m / 60)} sa ${m % 60} dk` : `${m / 60} sa`;
  const days = Math.floor(m / (24 * 60));
  const hours = Math.round((m % (24 * 60)) / 60);
  return hours ? `${days} gün ${hours} sa` : `${days} gün`;
}

/** Requests per week (the last 12, oldest left) as CSS bars, each with its count; the texts stay
 *  readable on a phone (an SVG would scale them down with the chart). */
export function WeeklyChart({ weeks }: { weeks: ContactStats['weeks'] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const total = weeks.reduce((n, w) => n + w.count, 0);
  return (
    <figure className="adm-chart" aria-label={`Son ${weeks.length} haftada ${total} talep`}>
      <ol className="adm-chart__weeks">
        {weeks.map((w, i) => (
          <li key={w.week} data-testid="week-bar">
            <span className="visually-hidden">{`${weekLabel(w.week)} haftası: ${w.count} talep`}</span>
            <span className="adm-chart__value" aria-hidden="true">
              {w.count > 0 ? w.count : ''}
            </span>
            <span className="adm-chart__column" aria-hidden="true">
              <span
                className={w.count ? 'adm-chart__bar' : 'adm-chart__bar adm-chart__bar--empty'}
                style={{ height: `${(w.count / max) * 100}%` }}
              />
            </span>
            {/* Every other week's date (and the last) keeps the axis readable on a phone. */}
            <span className="adm-chart__axis" aria-hidden="true">
              {i % 2 === (weeks.length - 1) % 2 ? weekLabel(w.week) : ''}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

/** Requests per project over the same weeks, as bars of the largest's width. */
export function ProjectBars({ projects }: { projects: ContactStats['projects'] }) {
  const max = Math.max(1, ...projects.map((p) => p.count));
  return (
    <ul className="adm-bars" aria-label="Projeye göre talepler">
      {projects.map((p) => (
        <li key={p.project || '-'}>
          <span className="adm-bars__name">{p.project ? p.title || p.project : 'Projesiz'}</span>
          <span className="adm-bars__track" aria-hidden="true">
            <span className="adm-bars__fill" style={{ width: `${(p.count / max) * 100}%` }} />
          </span>
          <span className="adm-bars__count">{p.count}</span>
        </li>
      ))}
    </ul>
  );
}
