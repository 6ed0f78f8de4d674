// The sales office's spreadsheet: download the units as CSV (Excel-TR opens it as it is), edit, upload it
// back. An upload first shows what it will change and applies only after "Uygula"; the rows to fix are
// listed by line; the last import can be undone ("Geri al", issue 26).
import { useEffect, useRef, useState } from 'react';
import {
  UNIT_CSV_COLUMNS,
  UNIT_FACING_LABELS,
  UNIT_FIELD_LABELS,
  UNIT_LIMITS,
  UNIT_STATUS_LABELS,
  type UnitFacing,
  type UnitStatus,
  SITE_TIME_ZONE,
} from '@konak/contract';
import { Button, Modal, toast, type CsvImportResult, type Project, type UnitImport } from '@konak/shared-ui';
import { useUnitsStore, type CsvProblem } from '../stores/units-store';
import { useCan } from '../../../components/use-role';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downloadFile } from '../../../components/download-file';

type Change = CsvImportResult['changes'][number];
type FieldChange = Change['fields'][number];

const number = new Intl.NumberFormat('tr-TR');
const when = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: SITE_TIME_ZONE,
});

/** A field's value as the office reads it: "5.200.000 TL", "Satıldı", "Güney", the plan's name. */
function shown(field: FieldChange['field'], value: FieldChange['before'], project: Project | null): string {
  if (value === null || value === '') return '—';
  if (field === 'price_try') return `${number.format(Number(value))} TL`;
  if (field === 'status') return UNIT_STATUS_LABELS[value as UnitStatus] ?? String(value);
  if (field === 'facing') return UNIT_FACING_LABELS[value as UnitFacing] ?? String(value);
  if (field === 'plan_key') return project?.plans.find((p) => p.key === value)?.name.tr || String(value);
  return String(value);
}

/** One line of the preview: "A-1-1 · Fiyat: 4.000.000 TL → 5.200.000 TL · Durum: Satışta → Satıldı". */
function changeText(change: Change, project: Project | null): string {
  if (change.kind === 'changed')
    return [
      change.label,
      ...change.fields.map(
        (f) =>
          `${UNIT_FIELD_LABELS[f.field]}: ${shown(f.field, f.before, project)} → ${shown(f.field, f.after, project)}`,
      ),
    ].join(' · ');
  const side = change.kind === 'added' ? 'after' : 'before';
  const value = (field: FieldChange['field']) => change.fields.find((f) => f.field === field)?.[side] ?? null;
  const price = value('price_try');
  return [
    change.label,
    price === null ? 'fiyat yok' : shown('price_try', price, project),
    shown('status', value('status'), project),
  ].join(' · ');
}

const GROUPS: { kind: Change['kind']; title: string }[] = [
  { kind: 'removed', title: 'Silinecek daireler' },
  { kind: 'changed', title: 'Değişecek daireler' },
  { kind: 'added', title: 'Eklenecek daireler' },
];

function PreviewDialog({
  preview,
  project,
  busy,
  onApply,
  onCancel,
}: {
  preview: CsvImportResult;
  project: Project | null;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  const nothing = preview.changes_total === 0;
  return (
    <Modal title="CSV içe aktarma: önizleme" onClose={onCancel}>
      <div className="adm-ucsv-preview">
        <p className="adm-ucsv-preview__summary" data-testid="csv-preview-summary">
          <strong>{preview.summary}</strong>
        </p>
        <p className="adm-muted">
          Dosyada {preview.blocks} blok, {preview.units} daire var.
          {preview.encoding === 'windows-1254' &&
            ' Dosya Excel’in Türkçe karakter kodlamasıyla (Windows-1254) okundu.'}
          {!nothing &&
            ' Henüz hiçbir şey değişmedi: “Uygula”ya basınca değişir; sonra “Geri al” ile eski haline döndürebilirsiniz.'}
        </p>
        {preview.removed > 0 && (
          <p className="adm-ucsv-preview__warn" role="alert">
            Dosyada olmayan {preview.removed} daire
            {preview.removed_blocks > 0 ? ` ve ${preview.removed_blocks} blok` : ''} silinecek.
          </p>
        )}
        {GROUPS.map(({ kind, title }) => {
          const items = preview.changes.filter((c) => c.kind === kind);
          if (!items.length) return null;
          return (
            <details
              key={kind}
              className="adm-ucsv-preview__group"
              open={kind !== 'removed' || items.length <= 10}
            >
              <summary>
                {title} ({items.length})
              </summary>
              <ul>
                {items.map((c) => (
                  <li key={c.label}>{changeText(c, project)}</li>
                ))}
              </ul>
            </details>
          );
        })}
        {preview.changes_total > preview.changes.length && (
          <p className="adm-muted">… ve {preview.changes_total - preview.changes.length} değişiklik daha.</p>
        )}
      </div>
      <div className="adm-actions">
        <Button variant="outline" onClick={onCancel}>
          {nothing ? 'Kapat' : 'Vazgeç'}
        </Button>
        {!nothing && (
          <Button variant={preview.removed > 0 ? 'danger' : 'primary'} onClick={onApply} disabled={busy}>
            {busy ? 'Uygulanıyor…' : 'Uygula'}
          </Button>
        )}
      </div>
    </Modal>
  );
}

/** "Son içe aktarma: 27.11.2026 22:40 · Ayşe Yılmaz · 3 daire değişti, 94 daire silindi [Geri al]". */
function LastImport({ last, canUndo, onUndo }: { last: UnitImport; canUndo: boolean; onUndo: () => void }) {
  return (
    <p className="adm-ucsv__last" data-testid="csv-last-import">
      <span>
        Son içe aktarma: {when.format(new Date(last.created_at))}
        {last.user_name && ` · ${last.user_name}`} · {last.summary}
        {last.undone_at &&
          ` · geri alındı (${when.format(new Date(last.undone_at))}${last.undone_by ? `, ${last.undone_by}` : ''})`}
      </span>
      {canUndo && last.can_undo && (
        <Button variant="outline" size="sm" onClick={onUndo}>
          Geri al
        </Button>
      )}
    </p>
  );
}

export function UnitsCsvPanel({ slug }: { slug: string }) {
  const busy = useUnitsStore((s) => s.busy);
  const project = useUnitsStore((s) => s.project);
  const projectId = useUnitsStore((s) => s.projectId);
  const imports = useUnitsStore((s) => s.imports);
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const [pending, setPending] = useState<{ file: File; preview: CsvImportResult } | null>(null);
  const [undoing, setUndoing] = useState<UnitImport | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Everyone may download; an upload replaces the units, which is the editors' and the owner's.
  const canImport = useCan('PUT /projects/:id/units.csv');
  const canUndo = useCan('POST /unit-imports/:id/undo');

  useEffect(() => {
    if (projectId !== null) void useUnitsStore.getState().loadImports();
  }, [projectId]);

  const exportCsv = async () => {
    const text = await useUnitsStore.getState().exportCsv();
    if (text !== null) downloadFile(`daireler-${slug}.csv`, text);
  };

  const chooseFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > UNIT_LIMITS.csvBytes) return toast.error('Dosya çok büyük', 'CSV en fazla 1 MB olabilir');
    const answer = await useUnitsStore.getState().importCsv(file, false);
    setProblems(answer && 'problems' in answer ? answer.problems : []);
    if (answer && 'result' in answer) setPending({ file, preview: answer.result });
  };

  const apply = async () => {
    if (!pending) return;
    const answer = await useUnitsStore.getState().importCsv(pending.file, true);
    if (answer && 'problems' in answer) setProblems(answer.problems);
    if (answer) setPending(null);
  };

  const [last] = imports;
  return (
    <section className="adm-card adm-section adm-ucsv" aria-labelledby="units-csv">
      <div className="adm-section__head">
        <h2 id="units-csv">Excel / CSV</h2>
      </div>
      <p className="adm-muted">
        Sütunlar: {UNIT_CSV_COLUMNS.join(', ')} (durum: Satışta, Opsiyonlu ya da Satıldı; fiyat TL, ör.
        5.200.000). Excel’de “CSV (noktalı virgülle ayrılmış)” olarak kaydetmeniz yeterli. Yüklenen dosya
        projenin tüm dairelerinin yerine geçer: önce neyin değişeceği gösterilir, onayınızdan sonra uygulanır
        ve geri alınabilir; tek satır hatalıysa hiçbir şey değişmez.
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
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label="CSV dosyası"
          onChange={(e) => void chooseFile(e.target.files?.[0])}
        />
      </div>
      {last && <LastImport last={last} canUndo={canUndo} onUndo={() => setUndoing(last)} />}
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
      {pending && (
        <PreviewDialog
          preview={pending.preview}
          project={project}
          busy={busy}
          onApply={() => void apply()}
          onCancel={() => setPending(null)}
        />
      )}
      {undoing && (
        <ConfirmDialog
          title="İçe aktarmayı geri al"
          message={`Projenin daireleri bu içe aktarmadan önceki haline dönecek (${undoing.summary}). İçe aktarmadan sonra dairelerde yapılan değişiklikler de geri alınır.`}
          confirmLabel="Geri al"
          busy={busy}
          onCancel={() => setUndoing(null)}
          onConfirm={() => {
            const id = undoing.id;
            setUndoing(null);
            void useUnitsStore.getState().undoImport(id);
          }}
        />
      )}
    </section>
  );
}
