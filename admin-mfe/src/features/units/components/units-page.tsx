// /admin/projects/:id/daireler — a project's units: a grid per block, status at a click, several at
// once, blocks generated from "N kat × M daire" and the CSV round trip (the exchange rates are on their own screen).
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  UNIT_LIMITS,
  UNIT_STATUSES,
  UNIT_STATUS_LABELS,
  isBlockName,
  type UnitStatus,
} from '@konak/contract';
import { Button, Modal, Spinner, TextField, pick, type Unit, type UnitBlock } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { paths, publicPaths } from '../../../config/paths';
import { useUnitsStore } from '../stores/units-store';
import { BlockGrid, type CellClick } from './block-grid';
import { GenerateDialog } from './generate-dialog';
import { gridOrder, select } from './grid-model';
import { UnitDialog } from './unit-dialog';
import { UnitsCsvPanel } from './units-csv-panel';
import { useCan, useCanOpen } from '../../../components/use-role';
import './units.css';

type Dialog =
  | { kind: 'unit'; unit: Unit | null; block: UnitBlock; floor?: number }
  | { kind: 'generate'; block: UnitBlock }
  | { kind: 'rename'; block: UnitBlock }
  | { kind: 'delete'; block: UnitBlock }
  | null;

export function UnitsPage() {
  const projectId = Number(useParams().id);
  const { grid, project, status, busy } = useUnitsStore();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [anchor, setAnchor] = useState<number | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [blockName, setBlockName] = useState('');
  // Sales changes statuses here; the blocks, units and rates themselves are the editors' and the owner's.
  const canBuild = useCan('POST /projects/:id/blocks');
  const canDeleteBlock = useCan('DELETE /blocks/:id');
  const canOpenRates = useCanOpen('rates');

  useEffect(() => {
    void useUnitsStore.getState().load(projectId);
    return () => useUnitsStore.getState().reset();
  }, [projectId]);

  const order = useMemo(
    () =>
      grid
        ? gridOrder(
            grid.units,
            grid.blocks.map((b) => b.id),
          )
        : [],
    [grid],
  );
  const plans = project?.plans ?? [];
  const clearSelection = () => {
    setSelected(new Set());
    setAnchor(null);
  };

  const onCell = ({ unit, how }: CellClick) => {
    if (how === 'open' && selected.size === 0) {
      const block = grid?.blocks.find((b) => b.id === unit.block_id);
      if (block) setDialog({ kind: 'unit', unit, block });
      return;
    }
    // With a selection under way a plain click adds to it too: nothing is lost by a missed modifier.
    setSelected(select(selected, unit.id, how === 'range' ? 'range' : 'toggle', anchor, order));
    setAnchor(unit.id);
  };

  const setMany = async (s: UnitStatus) => {
    if (await useUnitsStore.getState().setStatus([...selected], s)) clearSelection();
  };

  const addBlock = async (e: FormEvent) => {
    e.preventDefault();
    const name = blockName.trim();
    if (!isBlockName(name)) return;
    if (await useUnitsStore.getState().addBlock(name)) setBlockName('');
  };

  if (!Number.isInteger(projectId) || projectId < 1) return <p>Geçersiz proje.</p>;
  if (status === 'loading' || (status === 'idle' && !grid)) return <Spinner label="Yükleniyor..." />;
  if (!grid)
    return (
      <div className="adm-card adm-empty">
        <strong>Daireler yüklenemedi.</strong>
        <Button variant="outline" onClick={() => void useUnitsStore.getState().load(projectId)}>
          Tekrar dene
        </Button>
      </div>
    );

  const title = project ? pick(project.title, 'tr') || project.slug : `Proje ${projectId}`;
  const { counts } = grid;
  return (
    <>
      <PageHeader
        title={`Daireler: ${title}`}
        description="Bir daireye tıklayarak durumunu değiştirin; birden çok daire için Shift / Ctrl ile ya da “Seç” ile seçin."
        actions={
          <>
            <Link className="kui-btn kui-btn--outline" to={paths.projects.path}>
              ← Projeler
            </Link>
            {project && (
              <a
                className="kui-btn kui-btn--ghost"
                href={publicPaths.project(project.slug)}
                target="_blank"
                rel="noopener noreferrer"
              >
                Sitede gör
              </a>
            )}
          </>
        }
      />

      <div className="adm-card adm-ubar">
        <ul className="adm-ulegend" aria-label="Renkler ve sayılar">
          {UNIT_STATUSES.map((s) => (
            <li key={s}>
              <span className={`adm-ucell adm-ucell--${s} adm-ulegend__swatch`} aria-hidden="true" />
              {UNIT_STATUS_LABELS[s]} <strong>{counts[s]}</strong>
            </li>
          ))}
          <li className="adm-ulegend__total">
            Toplam <strong>{counts.total}</strong>
          </li>
        </ul>
        <Button
          variant={selecting ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={selecting}
          onClick={() => {
            setSelecting(!selecting);
            if (selecting) clearSelection();
          }}
        >
          {selecting ? 'Seçimi bitir' : 'Seç'}
        </Button>
      </div>

      {grid.blocks.length === 0 && (
        <div className="adm-card adm-empty">
          <strong>Bu projede henüz blok yok.</strong>
          Aşağıdan bir blok ekleyin (ör. “A”), sonra “Kat × daire oluştur” ile dairelerini oluşturun — ya da
          CSV yükleyin.
        </div>
      )}

      {grid.blocks.map((block) => {
        const units = grid.units.filter((u) => u.block_id === block.id);
        const free = units.filter((u) => u.status === 'available').length;
        const top = units.reduce((max, u) => Math.max(max, u.floor), units.length ? -Infinity : 0);
        return (
          <section
            key={block.id}
            className="adm-card adm-section adm-ublock"
            aria-labelledby={`block-${block.id}`}
          >
            <div className="adm-section__head adm-ublock__head">
              <h2 id={`block-${block.id}`}>
                {block.name} Blok{' '}
                <span className="adm-muted">
                  · {units.length} daire, {free} satışta
                </span>
              </h2>
              <div className="adm-row__actions">
                {canBuild && (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDialog({ kind: 'generate', block })}
                    >
                      Kat × daire oluştur
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setDialog({ kind: 'unit', unit: null, block, floor: top })}
                    >
                      + Daire
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'rename', block })}>
                      Adını değiştir
                    </Button>
                  </>
                )}
                {canDeleteBlock && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="adm-danger-text"
                    onClick={() => setDialog({ kind: 'delete', block })}
                  >
                    Sil
                  </Button>
                )}
              </div>
            </div>
            <BlockGrid
              block={block}
              units={grid.units}
              selected={selected}
              selecting={selecting}
              onCell={onCell}
            />
          </section>
        );
      })}

      {canBuild && (
        <form className="adm-card adm-section adm-uadd" onSubmit={(e) => void addBlock(e)} noValidate>
          <TextField
            label="Yeni blok adı"
            placeholder="ör. A"
            value={blockName}
            maxLength={UNIT_LIMITS.blockName}
            onChange={(e) => setBlockName(e.target.value)}
            error={
              blockName.trim() && !isBlockName(blockName.trim())
                ? 'Harf, rakam, . - / (boşluksuz)'
                : undefined
            }
          />
          <Button type="submit" variant="gold" disabled={busy || !isBlockName(blockName.trim())}>
            Blok ekle
          </Button>
        </form>
      )}

      <UnitsCsvPanel slug={project?.slug ?? String(projectId)} />
      {canOpenRates && (
        <p className="adm-muted">
          Fiyatların euro, dolar ve rubleye çevrildiği döviz kurları{' '}
          <Link to={paths.rates.path}>Döviz Kurları</Link> ekranındadır.
        </p>
      )}

      {selected.size > 0 && (
        <div className="adm-uselection" role="region" aria-label="Seçili daireler">
          <span>
            <strong>{selected.size}</strong> daire seçili
          </span>
          <div className="adm-uselection__actions">
            {UNIT_STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                className={`adm-ustatus__btn adm-ustatus__btn--${s}`}
                disabled={busy}
                onClick={() => void setMany(s)}
              >
                {UNIT_STATUS_LABELS[s]}
              </button>
            ))}
            <Button size="sm" variant="ghost" onClick={clearSelection}>
              Vazgeç
            </Button>
          </div>
        </div>
      )}

      {dialog?.kind === 'unit' && (
        <UnitDialog
          unit={dialog.unit}
          block={dialog.block}
          floor={dialog.floor}
          plans={plans}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'generate' && (
        <GenerateDialog block={dialog.block} plans={plans} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'rename' && <RenameDialog block={dialog.block} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={`${dialog.block.name} Blok silinsin mi?`}
          message={`Bloktaki ${grid.units.filter((u) => u.block_id === dialog.block.id).length} daire de silinir. Bu işlem geri alınamaz.`}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            void useUnitsStore.getState().removeBlock(dialog.block.id);
            setDialog(null);
          }}
        />
      )}
    </>
  );
}

function RenameDialog({ block, onClose }: { block: UnitBlock; onClose: () => void }) {
  const [name, setName] = useState(block.name);
  const valid = isBlockName(name.trim());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (valid && (await useUnitsStore.getState().renameBlock(block.id, name.trim()))) onClose();
  };
  return (
    <Modal title={`${block.name} Blok: yeni ad`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Blok adı"
          value={name}
          maxLength={UNIT_LIMITS.blockName}
          onChange={(e) => setName(e.target.value)}
          error={valid ? undefined : 'Harf, rakam, . - / (boşluksuz)'}
        />
        <div className="adm-actions">
          <Button variant="outline" onClick={onClose}>
            İptal
          </Button>
          <Button variant="gold" type="submit" disabled={!valid}>
            Kaydet
          </Button>
        </div>
      </form>
    </Modal>
  );
}
