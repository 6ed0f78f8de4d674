import { api, type Slider } from '@konak/shared-ui';

/** Every slider, active or not. */
export const listSliders = () => api.get('sliders/all').json<Slider[]>();
