import { api, type Slider } from '@konak/shared-ui';

/** GET /api/sliders/: the active sliders by order (1 hero, 2 intro). */
export function getSliders(): Promise<Slider[]> {
  return api.get('sliders/').json<Slider[]>();
}
