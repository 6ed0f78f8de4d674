import type { Slider } from '@konak/shared-ui';
import { createCrudStore } from '../../../components/crud-store';
import { listSliders } from '../api/list-sliders';
import { createSlider } from '../api/create-slider';
import { updateSlider } from '../api/update-slider';
import { deleteSlider } from '../api/delete-slider';
import type { SliderPayload } from '../components/slider-model';

export const useSlidersStore = createCrudStore<Slider, SliderPayload>(
  { list: listSliders, create: createSlider, update: updateSlider, remove: deleteSlider },
  {
    loadError: (detail) => `Slider yüklenirken hata oluştu: ${detail}`,
    created: 'Slider oluşturuldu',
    updated: 'Slider güncellendi',
    deleted: 'Slider silindi',
    saveError: (detail) => `İşlem başarısız: ${detail ?? 'bilinmeyen hata'}`,
    deleteError: () => 'Silme işlemi başarısız',
  },
);
