import { DEFAULT_SLIDERS, type Slider } from '@konak/shared-ui';
import { useResource } from '../../../components/use-resource';
import { readApi } from '../../../api/client';

/** The slider with this order; the built-in one when the read failed (SPEC §8); undefined while loading. */
export function useSlider(order: number): Slider | undefined {
  const state = useResource('sliders/', () => readApi('/api/sliders'));
  if (state.status === 'loading') return undefined;
  const list = state.status === 'ready' ? state.data : DEFAULT_SLIDERS;
  return (
    list.find((s) => s.order === order && s.active !== false) ??
    (state.status === 'error' ? undefined : DEFAULT_SLIDERS.find((s) => s.order === order))
  );
}
