import { PROGRESS_PHASES, PROGRESS_PHASE_LABELS, type ProgressPhase } from '@konak/contract';
import { FieldShell } from '@konak/shared-ui';
import { useFieldError } from '../../../components/fields';

/** One phase: a slider for a quick estimate and a number box for the exact figure (the same value). */
function PhaseField({
  phase,
  value,
  onChange,
}: {
  phase: ProgressPhase;
  value: string;
  onChange: (v: string) => void;
}) {
  const error = useFieldError(`phases.${phase}`);
  const label = PROGRESS_PHASE_LABELS[phase];
  const n = Number(value);
  return (
    <FieldShell label={`${label} (%)`} error={error}>
      {(a11y) => (
        <div className="adm-phase">
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            value={value.trim() !== '' && Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0}
            aria-label={`${label} kaydırıcısı`}
            className={value.trim() === '' ? 'adm-phase__range adm-phase__range--empty' : 'adm-phase__range'}
            onChange={(e) => onChange(e.target.value)}
          />
          <input
            {...a11y}
            className="adm-phase__number"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
      )}
    </FieldShell>
  );
}

/** The five phases of an update; an empty box leaves that phase out (the site shows only those given). */
export function PhaseFields({
  value,
  onChange,
}: {
  value: Record<ProgressPhase, string>;
  onChange: (v: Record<ProgressPhase, string>) => void;
}) {
  return (
    <fieldset className="adm-phases">
      <legend>Aşamalar</legend>
      <p className="adm-phases__hint">
        Her aşamanın tamamlanma yüzdesi (0–100). Boş bırakılan aşama sitede gösterilmez; genel ilerleme
        verilen aşamaların ortalamasıdır.
      </p>
      {PROGRESS_PHASES.map((phase) => (
        <PhaseField
          key={phase}
          phase={phase}
          value={value[phase]}
          onChange={(v) => onChange({ ...value, [phase]: v })}
        />
      ))}
    </fieldset>
  );
}
