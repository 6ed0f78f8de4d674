// The payment plans of the project open in the admin (issue 32): the list in the site's order, the form's
// mode, and the calls that add, edit and delete — each answered by the list as it now is.
import { create } from 'zustand';
import { toast, type PaymentPlan } from '@konak/shared-ui';
import { apiClient, body } from '../../../api/client';
import { failureDetail, refusalAt } from '../../../components/server-refusal';
import type { FormMode, SaveResult } from '../../../components/crud-store';
import { PAYMENT_PLAN_FIELDS, type PaymentPlanPayload } from '../components/payment-plan-model';

interface PaymentPlansState {
  projectId: number | null;
  items: PaymentPlan[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  mode: FormMode<PaymentPlan>;
  saving: boolean;
  load: (projectId: number) => Promise<void>;
  openCreate: () => void;
  openEdit: (item: PaymentPlan) => void;
  close: () => void;
  save: (payload: PaymentPlanPayload) => Promise<SaveResult>;
  remove: (id: number) => Promise<void>;
}

export const usePaymentPlansStore = create<PaymentPlansState>((set, get) => ({
  projectId: null,
  items: [],
  status: 'idle',
  mode: { kind: 'closed' },
  saving: false,
  load: async (projectId) => {
    set({
      projectId,
      status: 'loading',
      ...(get().projectId !== projectId && { items: [], mode: { kind: 'closed' } }),
    });
    try {
      const items = await body(
        apiClient.GET('/api/projects/{id}/payment-plans', { params: { path: { id: projectId } } }),
      );
      if (get().projectId === projectId) set({ items, status: 'ready' });
    } catch (error) {
      set({ status: 'error' });
      toast.error('Ödeme planları yüklenemedi', (await failureDetail(error)) ?? undefined);
    }
  },
  openCreate: () => set({ mode: { kind: 'create' } }),
  openEdit: (item) => set({ mode: { kind: 'edit', item } }),
  close: () => set({ mode: { kind: 'closed' } }),
  save: async (payload) => {
    const { mode, projectId } = get();
    if (projectId === null) return { ok: false, message: 'Proje seçili değil', fields: [] };
    set({ saving: true });
    try {
      if (mode.kind === 'edit')
        await apiClient.PUT('/api/payment-plans/{id}', {
          params: { path: { id: mode.item.id } },
          body: payload,
        });
      else
        await apiClient.POST('/api/projects/{id}/payment-plans', {
          params: { path: { id: projectId } },
          body: payload,
        });
      toast.success(mode.kind === 'edit' ? 'Ödeme planı kaydedildi' : 'Ödeme planı eklendi');
      set({ mode: { kind: 'closed' }, saving: false });
      await get().load(projectId);
      return { ok: true };
    } catch (error) {
      const message = (await failureDetail(error, PAYMENT_PLAN_FIELDS)) ?? 'Kaydedilemedi';
      set({ saving: false });
      toast.error(message);
      return { ok: false, message, fields: await refusalAt(error) };
    }
  },
  remove: async (id) => {
    const { projectId } = get();
    try {
      await apiClient.DELETE('/api/payment-plans/{id}', { params: { path: { id } } });
      toast.success('Ödeme planı silindi');
    } catch (error) {
      toast.error('Silinemedi', (await failureDetail(error)) ?? undefined);
    }
    if (projectId !== null) await get().load(projectId);
  },
}));
