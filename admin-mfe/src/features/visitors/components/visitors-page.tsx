import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ANALYTICS_LIMITS, isSummaryDays, type SummaryDays } from '@konak/contract';
import { Button, Spinner } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { downloadFile } from '../../../components/download-file';
import { useVisitorsStore } from '../stores/visitors-store';
import type { AnalyticsSummary } from '../api/get-summary';
import { DailyChart, FunnelTable, TopTable, totalConversion, VitalsTable } from './visitors-charts';
import { visitorsCsv } from './visitors-csv';
import {
  deviceLabel,
  everyDay,
  formatNumber,
  formatRate,
  languageLabel,
  longDay,
  sourceLabel,
} from './visitors-format';
import './visitors.css';

/** The period in the address, so a view can be shared: `/admin/ziyaretciler?gun=30`. */
export const DAYS_PARAM = 'gun';

function daysOf(params: URLSearchParams): SummaryDays {
  const days = Number(params.get(DAYS_PARAM));
  return isSummaryDays(days) ? days : ANALYTICS_LIMITS.days[0];
}

const nothingCounted = (t: AnalyticsSummary['totals']) =>
  t.views + t.units_opened + t.brochures + t.phone_taps + t.whatsapp_taps + t.callbacks === 0;

/** /admin/ziyaretciler — visitors, views and the funnel to call-backs (issue 31), from the counts the
 *  public site's cookieless beacon makes (docs/analytics.md). */
export function VisitorsPage() {
  const [params, setParams] = useSearchParams();
  const days = daysOf(params);
  const { status, summary } = useVisitorsStore();
  useEffect(() => {
    void useVisitorsStore.getState().load(days);
  }, [days]);

  const choose = (d: SummaryDays) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (d === ANALYTICS_LIMITS.days[0]) next.delete(DAYS_PARAM);
        else next.set(DAYS_PARAM, String(d));
        return next;
      },
      { replace: true },
    );
  const ready = status === 'ready' && summary !== null && summary.days === days;

  return (
    <>
      <PageHeader
        title="Ziyaretçiler"
        description="Çerezsiz ve kişisel veri tutmadan sayılan ziyaretler: nereden gelindiği, neye bakıldığı, kaçının geri arama istediği."
        actions={
          <Button
            variant="outline"
            disabled={!ready || nothingCounted(summary.totals)}
            onClick={() =>
              ready && downloadFile(`ziyaretciler-${summary.from}-${summary.to}.csv`, visitorsCsv(summary))
            }
          >
            CSV indir
          </Button>
        }
      />
      <div className="adm-filters" role="group" aria-label="Dönem">
        {ANALYTICS_LIMITS.days.map((d) => (
          <button
            key={d}
            type="button"
            className="adm-chip"
            aria-pressed={d === days}
            onClick={() => choose(d)}
          >
            Son {d} gün
          </button>
        ))}
      </div>
      {status === 'failed' ? (
        <div className="adm-alert adm-alert--error" role="alert">
          Ziyaretçi sayıları yüklenemedi. Sayfayı yenileyip tekrar deneyin.
        </div>
      ) : !ready ? (
        <Spinner label="Yükleniyor..." />
      ) : nothingCounted(summary.totals) ? (
        <div className="adm-card adm-empty">
          <strong>Henüz ziyaret sayılmadı</strong>
          <p>
            Son {days} günde sayılan ziyaret yok. Sayım, ziyaretçiler siteye geldikçe başlar: sayfa
            görüntülemeleri, açılan daireler, indirilen broşürler, telefon ve WhatsApp dokunuşları ve geri
            arama talepleri.
          </p>
          <p>
            Çerez kullanılmaz, IP adresi ve tarayıcı bilgisi saklanmaz; ziyaretçiler her gün değişen bir
            anahtarla yalnızca sayılır. “Beni izleme” isteyen tarayıcılar sayılmaz.
          </p>
        </div>
      ) : (
        <Summary summary={summary} />
      )}
    </>
  );
}

function Summary({ summary: s }: { summary: AnalyticsSummary }) {
  const t = s.totals;
  const totals = [
    { label: 'Ziyaretçi', value: formatNumber(t.visitors) },
    { label: 'Görüntüleme', value: formatNumber(t.views) },
    { label: 'Daire açıldı', value: formatNumber(t.units_opened) },
    { label: 'Broşür indirildi', value: formatNumber(t.brochures) },
    { label: 'Geri arama talebi', value: formatNumber(t.callbacks), accent: true },
    { label: 'Dönüşüm', value: formatRate(totalConversion(t)) },
  ];
  return (
    <>
      <p className="adm-muted vis-period">
        {longDay(s.from)} – {longDay(s.to)} · Ziyaretçi: her gün ayrı sayılan tekil ziyaretçilerin toplamı.
        Dönüşüm: 100 görüntülemede geri arama talebi.
      </p>
      <ul className="adm-stats vis-stats" aria-label="Toplamlar">
        {totals.map((c) => (
          <li key={c.label} className={`adm-card adm-stat${c.accent ? ' adm-stat--accent' : ''}`}>
            <span className="adm-stat__value">{c.value}</span>
            <span className="adm-stat__label">{c.label}</span>
          </li>
        ))}
      </ul>
      <section className="adm-card adm-section" aria-labelledby="vis-daily">
        <div className="adm-section__head">
          <h2 id="vis-daily">Günlük görüntüleme ve ziyaretçi</h2>
          <span className="adm-muted">Son {s.days} gün</span>
        </div>
        <DailyChart days={everyDay(s.from, s.to, s.daily)} />
      </section>
      <FunnelTable title="Proje hunisi" column="Proje" rows={s.project_funnel} />
      <FunnelTable title="Kaynak hunisi" column="Kaynak" rows={s.source_funnel} label={sourceLabel} />
      <div className="vis-tops">
        <TopTable title="En çok bakılan sayfalar" column="Sayfa" rows={s.pages} />
        <TopTable title="Projeler" column="Proje" rows={s.projects} />
        <TopTable title="Kaynaklar" column="Kaynak" rows={s.sources} label={sourceLabel} />
        <TopTable title="Kampanyalar" column="Kampanya" rows={s.campaigns} />
        <TopTable title="Diller" column="Dil" rows={s.languages} label={languageLabel} />
        <TopTable title="Cihazlar" column="Cihaz" rows={s.devices} label={deviceLabel} />
      </div>
      <VitalsTable pages={s.vitals} />
    </>
  );
}
