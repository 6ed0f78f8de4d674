import { renderHook, waitFor } from '@testing-library/react';
import { clearResourceCache, useResource } from './use-resource';

afterEach(() => clearResourceCache());

describe('useResource', () => {
  it('reads nothing while it is not enabled, then reads once it is', async () => {
    const load = jest.fn().mockResolvedValue(['bir']);
    const { result, rerender } = renderHook(({ enabled }) => useResource('about/', load, enabled), {
      initialProps: { enabled: false },
    });
    expect(result.current.status).toBe('loading');
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: ['bir'], notFound: false }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
