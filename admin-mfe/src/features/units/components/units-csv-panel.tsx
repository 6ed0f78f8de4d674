// The sales office's spreadsheet: download the units as CSV, edit, upload it back. The upload replaces
// the project's units only when every row is right; otherwise the rows to fix are listed by line.
import { useRef, useState } from 'react';
import { UNIT_CSV_COLUMNS, UNIT_LIMITS } from '@konak/contract';
import { Button, toast } from '@konak/shared-ui';
import { useUnitsStore, type CsvProblem } from '../stores/units-store';
import { useCan } from '../../../components/use-role';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** The file as text (UTF-8): FileReader, which every browser and the tests' DOM have. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

export function UnitsCsvPanel({ slug }: { slug: string }) {
  const busy = useUnitsStore((s) => s.busy);
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const input = useRef<HTMLInputElement>(null);
  // Everyone may download; an upload replaces the units, which is the editors' and the owner's.
  const canImport = useCan('PUT /projects/:id/units.csv');

  const exportCsv = async () => {
    const text = await useUnitsStore.getState().exportCsv();
    if (text !== null) download(`daireler-${slug}.csv`, text);
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UNIT_LIMITS.csvBytes) return toast.error('Dosya çok büyük', 'CSV en fazla 1 MB olabilir');
    const result = await useUnitsStore.getState().importCsv(await readText(file));
    setProblems(result ?? []);
    if (input.current) input.current.value = '';
  };

  return (
    <section className="adm-card adm-section adm-ucsv" aria-labelledby="units-csv">
      <div className="adm-section__head">
        <h2 id="units-csv">Excel / CSV</h2>
      </div>
      <p className="adm-muted">
        Sütunlar: <code>{UNIT_CSV_COLUMNS.join(';')}</code>. Durum: available / reserved / sold (ya da Satışta / Opsiyonlu / Satıldı). İçe aktarılan dosya projenin tüm dairelerinin yerine geçer; tek satır hatalıysa hiçbir şey değişmez.
      </p>
      <div className="adm-actions adm-ucsv__actions">
        <Button variant="outline" onClick={() => void exportCsv()}>
          CSV indir
        </Button>
        {canImport && (
          <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            CSV yükle…
          </Button>
        )}
        <input ref={input} type="file" accept=".csv,text/csv" hidden aria-label="CSV dosyası" onChange={(e) => void importFile(e.target.files?.[0])} />
      </div>
      {problems.length > 0 && (
        <div className="adm-ucsv__problems" role="alert">
          <strong>Dosya içe aktarılmadı; hiçbir daire değişmedi. Düzeltilecek satırlar:</strong>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{p.msg}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
