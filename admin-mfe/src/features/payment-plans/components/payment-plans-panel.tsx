import { useEffect, useState, type FormEvent } from 'react';
import { PAYMENT_PLAN_LIMITS } from '@konak/contract';
import { Button, pick, Spinner, type PaymentPlan, type Project } from '@konak/shared-ui';
import { ConfirmDialog, TRASH_NOTE } from '../../../components/confirm-dialog';
import {
  CheckedForm,
  FormFoot,
  FormGrid,
  FormLanguageTabs,
  FormSection,
  FormTextField,
  LocalizedInput,
} from '../../../components/fields';
import { fieldName } from '../../../components/field-names';
import { missingLangs } from '../../../components/form-rules';
import { useDraft } from '../../../components/use-draft';
import { useFormErrors } from '../../../components/use-form-errors';
import { useUnsavedStore } from '../../../components/unsaved-changes';
import { useCan } from '../../../components/use-role';
import { usePaymentPlansStore } from '../stores/payment-plans-store';
import {
  EXAMPLE_PRICE_TRY,
  NUMBER_FIELDS,
  emptyPlan,
  fromPlan,
  planSummary,
  toPayload,
  validatePlan,
  workedExample,
  type PaymentPlanDraft,
} from './payment-plan-model';
import './payment-plans.css';

/** "Ödeme planları" on a project's edit page (issue 32): the plans the site's unit dialog and the brochure show,
 *  each with add, edit and delete; the form shows what a 5.000.000 ₺ home costs under the plan. */
export function PaymentPlansPanel({ project }: { project: Project }) {
  const { items, status, mode } = usePaymentPlansStore();
  const [toDelete, setToDelete] = useState<PaymentPlan | null>(null);
  const canEdit = useCan('POST /projects/:id/payment-plans');

  useEffect(() => {
    void usePaymentPlansStore.getState().load(project.id);
    return () => usePaymentPlansStore.getState().close();
  }, [project.id]);

  if (mode.kind !== 'closed')
    return (
      <div className="adm-plans" id="odeme-planlari">
        <PaymentPlanForm
          key={mode.kind === 'edit' ? mode.item.id : 'new'}
          plan={mode.kind === 'edit' ? mode.item : undefined}
        />
      </div>
    );

  const full = items.length >= PAYMENT_PLAN_LIMITS.perProject;
  return (
    <div className="adm-plans" id="odeme-planlari">
      <FormSection
        title="Ödeme planları"
        aside={
          canEdit && (
            <Button
              variant="gold"
              disabled={full}
              onClick={() => usePaymentPlansStore.getState().openCreate()}
            >
              + Yeni plan
            </Button>
          )
        }
      >
        <p className="adm-plans__intro">
          Sitede her satıştaki dairenin penceresinde alıcının para biriminde, broşürde en uygun fiyatlı konut
          için peşinat ve aylık taksitle gösterilir. Bir projede en fazla {PAYMENT_PLAN_LIMITS.perProject}{' '}
          plan olabilir.
        </p>
        {status === 'loading' && items.length === 0 ? (
          <Spinner label="Yükleniyor..." />
        ) : items.length === 0 ? (
          <div className="adm-empty">
            <strong>Henüz ödeme planı yok.</strong>
            {canEdit && '“Yeni plan” ile ör. %35 peşinat, 24 ay faizsiz bir plan ekleyin.'}
          </div>
        ) : (
          <ol className="adm-plans__list">
            {items.map((p) => (
              <li key={p.id} className="adm-card adm-row" data-testid="admin-payment-plan">
                <div className="adm-row__body">
                  <h3>{pick(p.name, 'tr')}</h3>
                  <div className="adm-row__meta">{planSummary(p)}</div>
                </div>
                {canEdit && (
                  <div className="adm-row__actions">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => usePaymentPlansStore.getState().openEdit(p)}
                    >
                      Düzenle
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="adm-danger-text"
                      onClick={() => setToDelete(p)}
                    >
                      Sil
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </FormSection>
      {toDelete && (
        <ConfirmDialog
          title={`“${pick(toDelete.name, 'tr')}” silinsin mi?`}
          message={`Plan bu projenin sitedeki daire pencerelerinden ve broşüründen hemen kalkar. ${TRASH_NOTE} Yapılmış satışlar etkilenmez.`}
          onCancel={() => setToDelete(null)}
          onConfirm={() => {
            void usePaymentPlansStore.getState().remove(toDelete.id);
            setToDelete(null);
          }}
        />
      )}
    </div>
  );
}

const HINTS: Record<(typeof NUMBER_FIELDS)[number], string> = {
  down_payment_percent: 'Yüzde, ör. 35 veya 37,5',
  months: '0 yalnızca %100 peşinatta',
  annual_rate_percent: '0 = faizsiz',
  cash_discount_percent: 'Tamamı peşin ödenirse; 0 = indirim yok',
};

function PaymentPlanForm({ plan }: { plan?: PaymentPlan }) {
  const { draft, patch, dirty } = useDraft<PaymentPlanDraft>(plan ? fromPlan(plan) : emptyPlan());
  const form = useFormErrors(draft, validatePlan, { fresh: !plan });
  const saving = usePaymentPlansStore((s) => s.saving);
  const close = () => useUnsavedStore.getState().guard(() => usePaymentPlansStore.getState().close());
  const example = workedExample(draft);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (form.check().length) return;
    const result = await usePaymentPlansStore.getState().save(toPayload(draft));
    if (!result.ok) form.refuse(result.message, result.fields);
  };

  return (
    <CheckedForm form={form} onSubmit={submit} label={plan ? 'Ödeme planını düzenle' : 'Yeni ödeme planı'}>
      <FormSection title={plan ? 'Ödeme planını düzenle' : 'Yeni ödeme planı'}>
        <FormLanguageTabs missing={missingLangs(draft.name)} fields={['name']}>
          {(lang) => (
            <LocalizedInput
              name="name"
              label="Plan adı"
              lang={lang}
              value={draft.name}
              onChange={(name) => patch({ name })}
              maxLength={PAYMENT_PLAN_LIMITS.name}
              required={lang === 'tr'}
            />
          )}
        </FormLanguageTabs>
        <FormGrid>
          {NUMBER_FIELDS.map((field) => (
            <FormTextField
              key={field}
              name={field}
              label={`${fieldName(field)}${field === 'down_payment_percent' || field === 'months' ? ' *' : ''}`}
              inputMode="decimal"
              value={draft[field]}
              hint={HINTS[field]}
              onChange={(e) => patch({ [field]: e.target.value })}
            />
          ))}
        </FormGrid>
        <div className="adm-plans__example" aria-live="polite" data-testid="payment-plan-example">
          <strong>Örnek: {new Intl.NumberFormat('tr-TR').format(EXAMPLE_PRICE_TRY)} ₺’lik bir konut</strong>
          {example ? (
            <ul>
              {example.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>Yüzdeleri ve taksit sayısını geçerli girince burada hesaplanır.</p>
          )}
        </div>
      </FormSection>
      <FormFoot dirty={dirty} saving={saving} onCancel={close} canSave={dirty || !plan} />
    </CheckedForm>
  );
}
