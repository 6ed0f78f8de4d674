import type { Slider } from '@konak/shared-ui';
import { createCrudStore } from '../../../components/crud-store';
import { apiClient, body } from '../../../api/client';
import type { SliderPayload } from '../components/slider-model';

export const useSlidersStore = createCrudStore<Slider, SliderPayload>(
  {
    // Every slider, active or not.
    list: () => body(apiClient.GET('/api/sliders/all')),
    create: (payload) => body(apiClient.POST('/api/sliders', { body: payload })),
    update: (id, payload) =>
      body(apiClient.PUT('/api/sliders/{id}', { params: { path: { id } }, body: payload })),
    remove: (id) => body(apiClient.DELETE('/api/sliders/{id}', { params: { path: { id } } })),
  },
  {
    loadError: (detail) => `Slider yüklenirken hata oluştu: ${detail}`,
    created: 'Slider oluşturuldu',
    updated: 'Slider güncellendi',
    deleted: 'Slider silindi',
    saveError: (detail) => `İşlem başarısız: ${detail ?? 'bilinmeyen hata'}`,
    deleteError: () => 'Silme işlemi başarısız',
  },
);
