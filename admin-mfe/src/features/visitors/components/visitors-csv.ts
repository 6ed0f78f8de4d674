// The summary as a CSV file. The API has no CSV route for it: the summary is small and bounded (at most
// 90 days, ANALYTICS_LIMITS.top rows per list, the vitals of those pages), so the page writes the file
// from the answer it already holds instead of asking the server for the same figures again.
// Long form (section; item; measure; value), one figure a row, so a pivot table reads every section.
// Excel-TR's rules (decision 0061): semicolons, CRLF, formula-safe cells (csvCell), a UTF-8 BOM.
import { csvCell, WEB_VITAL_BUCKETS, WEB_VITALS } from '@konak/contract';
import type { AnalyticsSummary } from '../api/get-summary';
import { deviceLabel, everyDay, languageLabel, sourceLabel } from './visitors-format';

/** Decimals with a comma, no thousands separator: Excel-TR reads 4,5 as a number (4.5 as a date). */
const number = (n: number) => String(n).replace('.', ',');

export function visitorsCsv(s: AnalyticsSummary): string {
  const rows: (string | number)[][] = [['Bölüm', 'Kalem', 'Ölçü', 'Değer']];
  const add = (section: string, item: string, measure: string, value: number | string) =>
    rows.push([section, item, measure, typeof value === 'number' ? number(value) : value]);

  add('Dönem', `${s.from} – ${s.to}`, 'Gün', s.days);
  const t = s.totals;
  const totals: [string, number][] = [
    ['Ziyaretçi', t.visitors],
    ['Görüntüleme', t.views],
    ['Daire açıldı', t.units_opened],
    ['Broşür indirildi', t.brochures],
    ['Telefona dokunuldu', t.phone_taps],
    ['WhatsApp’a dokunuldu', t.whatsapp_taps],
    ['Geri arama talebi', t.callbacks],
  ];
  for (const [measure, value] of totals) add('Toplam', '', measure, value);
  for (const d of everyDay(s.from, s.to, s.daily)) {
    add('Gün', d.day, 'Görüntüleme', d.views);
    add('Gün', d.day, 'Ziyaretçi', d.visitors);
  }
  const lists: [string, AnalyticsSummary['pages'], (v: string) => string][] = [
    ['Sayfa', s.pages, (v) => v],
    ['Proje', s.projects, (v) => v],
    ['Dil', s.languages, languageLabel],
    ['Kaynak', s.sources, sourceLabel],
    ['Kampanya', s.campaigns, (v) => v],
    ['Cihaz', s.devices, deviceLabel],
  ];
  for (const [section, list, label] of lists)
    for (const row of list) {
      add(section, label(row.value), 'Görüntüleme', row.views);
      add(section, label(row.value), 'Ziyaretçi', row.visitors);
    }
  const funnels: [string, AnalyticsSummary['project_funnel'], (v: string) => string][] = [
    ['Proje hunisi', s.project_funnel, (v) => v],
    ['Kaynak hunisi', s.source_funnel, sourceLabel],
  ];
  for (const [section, funnel, label] of funnels)
    for (const f of funnel) {
      const item = label(f.value);
      add(section, item, 'Görüntüleme', f.views);
      add(section, item, 'Daire açıldı', f.units_opened);
      add(section, item, 'Broşür indirildi', f.brochures);
      add(section, item, 'Telefona dokunuldu', f.phone_taps);
      add(section, item, 'WhatsApp’a dokunuldu', f.whatsapp_taps);
      add(section, item, 'Geri arama talebi', f.callbacks);
      add(section, item, 'Dönüşüm (%)', f.conversion_rate);
    }
  for (const page of s.vitals)
    for (const metric of WEB_VITALS) {
      const v = page.vitals.find((x) => x.metric === metric);
      if (!v || v.samples === 0) continue;
      const item = `${page.page} (${deviceLabel(page.device)})`;
      const unit = metric === 'CLS' ? '' : ' (ms)';
      add(
        'Web Vitals',
        item,
        `${metric} p75${unit}`,
        v.p75 === null ? `>${number(WEB_VITAL_BUCKETS[metric].at(-1)!)}` : v.p75,
      );
      add('Web Vitals', item, `${metric} iyi mi`, v.good ? 'iyi' : 'iyileştirilmeli');
    }
  return '\uFEFF' + rows.map((r) => r.map((cell) => csvCell(cell)).join(';')).join('\r\n') + '\r\n';
}
