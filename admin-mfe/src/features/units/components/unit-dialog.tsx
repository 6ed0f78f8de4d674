// A unit opened from the grid (or a new one): its status in one click, then its details — number,
// floor, type (one of the project's plans), facing, price — and delete.
import { useState, type FormEvent } from 'react';
import {
  UNIT_FACINGS,
  UNIT_FACING_LABELS,
  UNIT_LIMITS,
  UNIT_STATUSES,
  UNIT_STATUS_LABELS,
  isUnitNumber,
  type UnitStatus,
} from '@konak/contract';
import { Button, Modal, TextField, type ProjectPlan, type Unit, type UnitBlock } from '@konak/shared-ui';
import { SelectField } from '../../../components/fields';
import { useUnitsStore, type UnitInput } from '../stores/units-store';
import { useCan, useCanEveryField } from '../../../components/use-role';
import { formatPrice } from './grid-model';

interface UnitDialogProps {
  unit: Unit | null;
  block: UnitBlock;
  /** A new unit's floor. */
  floor?: number;
  plans: readonly ProjectPlan[];
  onClose: () => void;
}

/** "2+1 Daire · 80,66 m²": the rooms only when the name does not already say them. */
const planName = (p: ProjectPlan) =>
  [p.name?.tr, p.name?.tr?.includes(p.rooms) ? '' : p.rooms, p.area].filter(Boolean).join(' · ') || p.key;

/** The form's problems in Turkish, before sending. */
export function unitProblems(d: { number: string; floor: string; price: string }): string[] {
  const out: string[] = [];
  if (!isUnitNumber(d.number.trim()))
    out.push(`Daire no 1–${UNIT_LIMITS.unitNumber} karakter olmalı: harf, rakam, . - / (boşluksuz)`);
  const floor = Number(d.floor);
  if (!/^-?\d+$/.test(d.floor.trim()) || floor < UNIT_LIMITS.minFloor || floor > UNIT_LIMITS.maxFloor)
    out.push(
      `Kat ${UNIT_LIMITS.minFloor} ile ${UNIT_LIMITS.maxFloor} arasında bir tam sayı olmalı (0 = zemin)`,
    );
  const price = d.price.replace(/[.\s]/g, '');
  if (price !== '' && (!/^\d+$/.test(price) || Number(price) > UNIT_LIMITS.maxPrice))
    out.push('Fiyat TL cinsinden tam sayı olmalı (ör. 4500000) ya da boş');
  return out;
}

export function UnitDialog({ unit, block, floor = 1, plans, onClose }: UnitDialogProps) {
  const busy = useUnitsStore((s) => s.busy);
  const [editing, setEditing] = useState(unit === null);
  // Sales sets the status above and nothing else of a unit.
  const canDelete = useCan('DELETE /units/:id');
  const canEdit = useCanEveryField('PATCH /units/:id');
  const [draft, setDraft] = useState({
    number: unit?.number ?? '',
    floor: String(unit?.floor ?? floor),
    plan_key: unit?.plan_key ?? '',
    facing: unit?.facing ?? '',
    price: unit?.price_try === null || unit?.price_try === undefined ? '' : String(unit.price_try),
    status: (unit?.status ?? 'available') as UnitStatus,
  });
  const [problems, setProblems] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const patch = (p: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...p }));

  const choose = async (status: UnitStatus) => {
    if (!unit) return patch({ status });
    if (await useUnitsStore.getState().setStatus([unit.id], status)) onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = unitProblems(draft);
    setProblems(found);
    if (found.length) return;
    const price = draft.price.replace(/[.\s]/g, '');
    const input: UnitInput = {
      block_id: block.id,
      floor: Number(draft.floor),
      number: draft.number.trim(),
      plan_key: draft.plan_key || null,
      facing: draft.facing as UnitInput['facing'],
      price_try: price === '' ? null : Number(price),
      status: draft.status,
    };
    const refused = await useUnitsStore.getState().saveUnit(unit?.id ?? null, input);
    if (refused) setProblems([refused]);
    else onClose();
  };

  const remove = async () => {
    if (!unit) return;
    await useUnitsStore.getState().removeUnit(unit.id);
    onClose();
  };

  const current = unit ? draft.status : null;
  return (
    <Modal title={unit ? `Daire ${unit.label}` : `${block.name} Blok: yeni daire`} onClose={onClose}>
      {unit && (
        <>
          <p className="adm-udialog__meta">
            {[
              plans.find((p) => p.key === unit.plan_key) &&
                planName(plans.find((p) => p.key === unit.plan_key)!),
              unit.facing && UNIT_FACING_LABELS[unit.facing as keyof typeof UNIT_FACING_LABELS],
              formatPrice(unit.price_try),
            ]
              .filter(Boolean)
              .join(' · ') || 'Tip, cephe ve fiyat girilmemiş'}
          </p>
          <div className="adm-ustatus" role="group" aria-label="Durum">
            {UNIT_STATUSES.map((s) => (
              <button
                key={s}
                type="button"
                className={`adm-ustatus__btn adm-ustatus__btn--${s}`}
                aria-pressed={current === s}
                disabled={busy}
                onClick={() => void choose(s)}
              >
                {UNIT_STATUS_LABELS[s]}
              </button>
            ))}
          </div>
        </>
      )}
      {!editing ? (
        <div className="adm-actions adm-udialog__foot">
          {confirming ? (
            <>
              <span className="adm-udialog__ask">Daire {unit?.label} silinsin mi?</span>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Vazgeç
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => void remove()}>
                Sil
              </Button>
            </>
          ) : (
            <>
              {canDelete && (
                <Button variant="ghost" className="adm-danger-text" onClick={() => setConfirming(true)}>
                  Sil
                </Button>
              )}
              {canEdit && (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  Bilgileri düzenle
                </Button>
              )}
            </>
          )}
        </div>
      ) : (
        <form className="adm-udialog__form" onSubmit={(e) => void submit(e)} noValidate>
          {problems.length > 0 && (
            <ul className="adm-udialog__problems" role="alert">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <div className="adm-udialog__grid">
            <TextField
              label="Daire no"
              value={draft.number}
              maxLength={UNIT_LIMITS.unitNumber}
              onChange={(e) => patch({ number: e.target.value })}
              required
            />
            <TextField
              label="Kat"
              inputMode="numeric"
              value={draft.floor}
              onChange={(e) => patch({ floor: e.target.value })}
              hint="0 = zemin, -1 = bodrum"
            />
            <SelectField
              label="Tip (plan)"
              value={draft.plan_key}
              options={[
                { value: '', label: '— Seçilmedi —' },
                ...plans.map((p) => ({ value: p.key, label: planName(p) })),
              ]}
              onChange={(plan_key) => patch({ plan_key })}
            />
            <SelectField
              label="Cephe"
              value={draft.facing}
              options={[
                { value: '', label: '— Belirtilmedi —' },
                ...UNIT_FACINGS.map((f) => ({ value: f, label: UNIT_FACING_LABELS[f] })),
              ]}
              onChange={(facing) => patch({ facing })}
            />
            <TextField
              label="Fiyat (TL)"
              inputMode="numeric"
              value={draft.price}
              onChange={(e) => patch({ price: e.target.value })}
              hint="Boş: “Fiyat sorunuz”"
            />
            {!unit && (
              <SelectField
                label="Durum"
                value={draft.status}
                options={UNIT_STATUSES.map((s) => ({ value: s, label: UNIT_STATUS_LABELS[s] }))}
                onChange={(status) => patch({ status })}
              />
            )}
          </div>
          <div className="adm-actions">
            <Button variant="outline" type="button" onClick={onClose}>
              İptal
            </Button>
            <Button variant="gold" type="submit" disabled={busy}>
              Kaydet
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
