import { api, type Slider } from '@konak/shared-ui';
import type { SliderPayload } from '../components/slider-model';

export const updateSlider = (id: number, payload: SliderPayload) => api.put(`sliders/${id}`, { json: payload }).json<Slider>();
