// The Ziyaretçiler screen's charts. Each is drawn for the eye and also given as a real table: the
// drawing is hidden from screen readers, the table carries every figure (WCAG 1.1.1, 1.3.1).
import { WEB_VITAL_GOOD, WEB_VITALS, conversionRate, type WebVital } from '@konak/contract';
import { Badge } from '@konak/shared-ui';
import type { AnalyticsSummary } from '../api/get-summary';
import { deviceLabel, formatNumber, formatRate, formatVital, longDay, shortDay } from './visitors-format';

type Day = { day: string; views: number; visitors: number };

/** Views per day as columns and visitors as a line, in an SVG stretched to the card's width (no text
 *  inside it, so nothing shrinks on a phone); the dates and the scale are HTML around it. */
export function DailyChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.visitors)));
  const step = 10;
  const gap = days.length > 31 ? 1 : 2;
  const y = (n: number) => 100 - (n / max) * 96;
  const line = days.map((d, i) => `${i * step + step / 2},${y(d.visitors)}`).join(' ');
  const middle = Math.floor((days.length - 1) / 2);
  return (
    <figure className="vis-daily">
      <div className="vis-daily__legend" aria-hidden="true">
        <span>
          <i className="vis-key vis-key--views" /> Görüntüleme (sütun)
        </span>
        <span>
          <i className="vis-key vis-key--visitors" /> Ziyaretçi (çizgi)
        </span>
        <span className="vis-daily__max">en çok {formatNumber(max)}</span>
      </div>
      <svg
        className="vis-daily__plot"
        viewBox={`0 0 ${days.length * step} 100`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {[25, 50, 75].map((p) => (
          <line key={p} className="vis-daily__grid" x1="0" x2={days.length * step} y1={p} y2={p} />
        ))}
        {days.map((d, i) => (
          <rect
            key={d.day}
            className="vis-daily__bar"
            x={i * step + gap / 2}
            width={step - gap}
            y={y(d.views)}
            height={100 - y(d.views)}
          >
            <title>{`${shortDay(d.day)}: ${formatNumber(d.views)} görüntüleme, ${formatNumber(d.visitors)} ziyaretçi`}</title>
          </rect>
        ))}
        <polyline className="vis-daily__line" points={line} />
      </svg>
      <div className="vis-daily__axis" aria-hidden="true">
        <span>{shortDay(days[0].day)}</span>
        {days.length > 2 && <span>{shortDay(days[middle].day)}</span>}
        <span>{shortDay(days[days.length - 1].day)}</span>
      </div>
      <details className="vis-details">
        <summary>Günlük rakamlar (tablo)</summary>
        <div className="adm-table-wrap">
          <table className="adm-table vis-rows vis-table">
            <caption className="visually-hidden">Günlük görüntüleme ve ziyaretçi</caption>
            <thead>
              <tr>
                <th scope="col">Gün</th>
                <th scope="col">Görüntüleme</th>
                <th scope="col">Ziyaretçi</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" data-label="Gün">
                    {longDay(d.day)}
                  </th>
                  <td data-label="Görüntüleme">{formatNumber(d.views)}</td>
                  <td data-label="Ziyaretçi">{formatNumber(d.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** A top list (pages, projects, sources…) as a table whose first column carries a bar of the row's
 *  views against the largest: the chart and its table are one. */
export function TopTable({
  title,
  column,
  rows,
  label = (v) => v,
}: {
  title: string;
  column: string;
  rows: AnalyticsSummary['pages'];
  label?: (value: string) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.views));
  return (
    <section className="adm-card adm-section vis-top" aria-label={title}>
      <div className="adm-section__head">
        <h2>{title}</h2>
      </div>
      {rows.length === 0 ? (
        <p className="adm-muted">Bu dönemde yok.</p>
      ) : (
        <table className="vis-top__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col">Görüntüleme</th>
              <th scope="col">Ziyaretçi</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.value}>
                <th scope="row">
                  <span className="vis-top__name" title={label(r.value)}>
                    {label(r.value)}
                  </span>
                  <span className="vis-top__track" aria-hidden="true">
                    <span className="vis-top__fill" style={{ width: `${(r.views / max) * 100}%` }} />
                  </span>
                </th>
                <td>{formatNumber(r.views)}</td>
                <td>{formatNumber(r.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const STEPS = [
  ['views', 'Görüntüleme'],
  ['units_opened', 'Daire açıldı'],
  ['brochures', 'Broşür'],
  ['callbacks', 'Geri arama'],
] as const;

/** Views → units opened → brochures → call-backs per project or source, each step with a bar of its
 *  share of the row's largest step, and the call-backs per 100 views. */
export function FunnelTable({
  title,
  column,
  rows,
  label = (v) => v,
}: {
  title: string;
  column: string;
  rows: AnalyticsSummary['project_funnel'];
  label?: (value: string) => string;
}) {
  return (
    <section className="adm-card adm-section" aria-label={title}>
      <div className="adm-section__head">
        <h2>{title}</h2>
        <span className="adm-muted">Dönüşüm: 100 görüntülemede geri arama</span>
      </div>
      {rows.length === 0 ? (
        <p className="adm-muted">Bu dönemde yok.</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table vis-rows vis-funnel">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                {STEPS.map(([, name]) => (
                  <th scope="col" key={name}>
                    {name}
                  </th>
                ))}
                <th scope="col">Dönüşüm</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((f) => {
                const most = Math.max(1, ...STEPS.map(([key]) => f[key]));
                return (
                  <tr key={f.value}>
                    <th scope="row" data-label={column}>
                      {label(f.value)}
                    </th>
                    {STEPS.map(([key, name]) => (
                      <td key={key} data-label={name}>
                        <span className="vis-step">
                          <span className="vis-step__n">{formatNumber(f[key])}</span>
                          <span className="vis-step__track" aria-hidden="true">
                            <span className="vis-step__fill" style={{ width: `${(f[key] / most) * 100}%` }} />
                          </span>
                        </span>
                      </td>
                    ))}
                    <td data-label="Dönüşüm">
                      <strong>{formatRate(f.conversion_rate)}</strong>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const GOOD_LABEL: Record<WebVital, string> = {
  LCP: `LCP (iyi ≤ ${formatVital('LCP', WEB_VITAL_GOOD.LCP)})`,
  INP: `INP (iyi ≤ ${formatVital('INP', WEB_VITAL_GOOD.INP)})`,
  CLS: `CLS (iyi ≤ ${formatVital('CLS', WEB_VITAL_GOOD.CLS)})`,
};

/** Real visitors' Web Vitals: p75 per page and device against the good thresholds, each marked with a
 *  sign and a word as well as a colour. */
export function VitalsTable({ pages }: { pages: AnalyticsSummary['vitals'] }) {
  return (
    <section className="adm-card adm-section" aria-label="Web Vitals">
      <div className="adm-section__head">
        <h2>Web Vitals (gerçek ziyaretçiler)</h2>
        <span className="adm-muted">75. yüzdelik (p75)</span>
      </div>
      {pages.length === 0 ? (
        <p className="adm-muted">Bu dönemde ölçüm gelmedi.</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table vis-rows vis-vitals">
            <caption className="visually-hidden">Sayfa ve cihaza göre Web Vitals p75</caption>
            <thead>
              <tr>
                <th scope="col">Sayfa</th>
                <th scope="col">Cihaz</th>
                {WEB_VITALS.map((m) => (
                  <th scope="col" key={m}>
                    {GOOD_LABEL[m]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pages.map((p) => (
                <tr key={`${p.page} ${p.device}`}>
                  <th scope="row" data-label="Sayfa">
                    {p.page}
                  </th>
                  <td data-label="Cihaz">{deviceLabel(p.device)}</td>
                  {WEB_VITALS.map((m) => {
                    const v = p.vitals.find((x) => x.metric === m);
                    return (
                      <td key={m} data-label={m}>
                        {!v || v.samples === 0 ? (
                          <span className="adm-muted">ölçüm yok</span>
                        ) : (
                          <span className="vis-vital">
                            <strong>{formatVital(m, v.p75)}</strong>
                            <Badge tone={v.good ? 'success' : 'warning'}>
                              {v.good ? '✓ iyi' : '✗ iyileştirilmeli'}
                            </Badge>
                            <span className="adm-muted">{formatNumber(v.samples)} ölçüm</span>
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The whole period's conversion: call-backs per 100 views (the contract's arithmetic). */
export const totalConversion = (t: AnalyticsSummary['totals']) => conversionRate(t.callbacks, t.views);
