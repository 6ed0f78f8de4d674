import { api } from '@konak/shared-ui';

export const deleteSlider = (id: number) => api.delete(`sliders/${id}`);
