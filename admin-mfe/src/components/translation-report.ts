// The translation check's report (GET /api/translations/missing) and how a problem reads, shared by the
// "Çeviri Kontrolü" screen and the dashboard's panel.
import { create } from 'zustand';
import { CONTENT_TYPE_LABELS, type ContentType, LANGUAGE_LABELS } from '@konak/contract';
import {
  errorMessage,
  toast,
  type KeptTranslation,
  type TranslationProblemItem,
  type TranslationReport,
} from '@konak/shared-ui';
import { apiClient, body } from '../api/client';
import { fieldLabel } from './field-names';

interface TranslationsState {
  report: TranslationReport | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  load: () => Promise<void>;
  /** "Böyle kalsın": the field's text, the same in every language, is right (a name); the list is read again. */
  keep: (p: TranslationProblemItem) => Promise<void>;
  /** Takes a "böyle kalsın" back. */
  unkeep: (k: KeptTranslation) => Promise<void>;
}

/** The translation check's report, read fresh each time a screen asks (the content changes under it). */
export const useTranslationsStore = create<TranslationsState>((set, get) => ({
  report: null,
  status: 'idle',
  load: async () => {
    set({ status: 'loading' });
    try {
      set({ report: await body(apiClient.GET('/api/translations/missing')), status: 'ready' });
    } catch {
      set({ status: 'error' });
    }
  },
  keep: async (p) => {
    try {
      await body(
        apiClient.POST('/api/translations/kept', { body: { type: p.type, id: p.id, field: p.field } }),
      );
      toast.success('Böyle kalacak', `${fieldLabel(p.field).name}: her dilde aynı metin doğru sayıldı`);
    } catch (error) {
      toast.error('İşaretlenemedi', await errorMessage(error, 'Lütfen tekrar deneyin'));
    }
    await get().load();
  },
  unkeep: async (k) => {
    try {
      await body(apiClient.DELETE('/api/translations/kept/{id}', { params: { path: { id: k.id } } }));
      toast.success('Geri alındı', `${fieldLabel(k.field).name} yeniden kontrol ediliyor`);
    } catch (error) {
      toast.error('Geri alınamadı', await errorMessage(error, 'Lütfen tekrar deneyin'));
    }
    await get().load();
  },
}));

/** "Teknik bilgiler › Açıklama" */
export const problemField = (p: TranslationProblemItem) => fieldLabel(p.field).name;

/** "Rusça boş" / "İngilizce, Türkçe ile aynı" */
export const problemText = (p: TranslationProblemItem) =>
  p.issue === 'missing'
    ? `${LANGUAGE_LABELS[p.lang]} boş`
    : `${LANGUAGE_LABELS[p.lang]}, ${p.same_as ? LANGUAGE_LABELS[p.same_as] : 'başka bir dil'} ile aynı`;

export const recordLabel = (p: TranslationProblemItem) =>
  CONTENT_TYPE_LABELS[p.type as ContentType] ?? p.type;
