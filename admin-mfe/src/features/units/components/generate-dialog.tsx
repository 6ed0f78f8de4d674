// "N kat × M daire": creates the block's missing units in one go (numbers run through the block from
// the lowest floor up), to be edited one by one afterwards.
import { useState, type FormEvent } from 'react';
import { UNIT_LIMITS } from '@konak/contract';
import { Button, Modal, TextField, type ProjectPlan, type UnitBlock } from '@konak/shared-ui';
import { SelectField } from '../../../components/fields';
import { useUnitsStore } from '../stores/units-store';

const int = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

export function GenerateDialog({
  block,
  plans,
  onClose,
}: {
  block: UnitBlock;
  plans: readonly ProjectPlan[];
  onClose: () => void;
}) {
  const busy = useUnitsStore((s) => s.busy);
  const [floors, setFloors] = useState('5');
  const [perFloor, setPerFloor] = useState('4');
  const [first, setFirst] = useState('1');
  const [plan, setPlan] = useState('');
  const [problem, setProblem] = useState('');
  const f = int(floors);
  const m = int(perFloor);
  const lowest = int(first);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(f >= 1 && f <= UNIT_LIMITS.generateFloors))
      return setProblem(`Kat sayısı 1 ile ${UNIT_LIMITS.generateFloors} arasında olmalı`);
    if (!(m >= 1 && m <= UNIT_LIMITS.generatePerFloor))
      return setProblem(`Kattaki daire sayısı 1 ile ${UNIT_LIMITS.generatePerFloor} arasında olmalı`);
    if (!(lowest >= UNIT_LIMITS.minFloor && lowest + f - 1 <= UNIT_LIMITS.maxFloor))
      return setProblem(`En alt kat ${UNIT_LIMITS.minFloor} ile ${UNIT_LIMITS.maxFloor} arasında olmalı`);
    if (
      await useUnitsStore
        .getState()
        .generate(block.id, { floors: f, units_per_floor: m, first_floor: lowest, plan_key: plan || null })
    )
      onClose();
  };

  return (
    <Modal title={`${block.name} Blok: kat × daire oluştur`} onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate className="adm-udialog__form">
        <div className="adm-udialog__grid">
          <TextField
            label="Kat sayısı"
            inputMode="numeric"
            value={floors}
            onChange={(e) => setFloors(e.target.value)}
          />
          <TextField
            label="Her kattaki daire"
            inputMode="numeric"
            value={perFloor}
            onChange={(e) => setPerFloor(e.target.value)}
          />
          <TextField
            label="En alt kat"
            inputMode="numeric"
            value={first}
            onChange={(e) => setFirst(e.target.value)}
            hint="0 = zemin, -1 = bodrum"
          />
          <SelectField
            label="Tip (plan)"
            value={plan}
            options={[
              { value: '', label: '— Sonra seçilecek —' },
              ...plans.map((p) => ({
                value: p.key,
                label: [p.name?.tr, p.rooms].filter(Boolean).join(' · ') || p.key,
              })),
            ]}
            onChange={setPlan}
          />
        </div>
        <p className="adm-udialog__meta">
          {f > 0 && m > 0
            ? `${f} kat × ${m} daire = ${f * m} daire; numaralar en alt kattan başlayarak 1, 2, 3… diye sürer. Var olan numaralar atlanır.`
            : 'Kat ve daire sayılarını girin.'}
        </p>
        {problem && (
          <p className="adm-udialog__problems" role="alert">
            {problem}
          </p>
        )}
        <div className="adm-actions">
          <Button variant="outline" onClick={onClose}>
            İptal
          </Button>
          <Button variant="gold" type="submit" disabled={busy}>
            Oluştur
          </Button>
        </div>
      </form>
    </Modal>
  );
}
