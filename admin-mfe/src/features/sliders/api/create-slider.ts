import { api, type Slider } from '@konak/shared-ui';
import type { SliderPayload } from '../components/slider-model';

export const createSlider = (payload: SliderPayload) => api.post('sliders/', { json: payload }).json<Slider>();
