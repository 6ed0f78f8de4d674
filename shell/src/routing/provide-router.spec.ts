const registerShared = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerShared: (...args: unknown[]) => registerShared(...args),
}));

import { provideRouter } from './provide-router';

describe('provideRouter', () => {
  it('registers the router module, already loaded, as the singleton react-router-dom the remotes read', () => {
    const router = { Link: () => null };
    provideRouter(router);
    expect(registerShared).toHaveBeenCalledTimes(1);
    const { 'react-router-dom': shared } = registerShared.mock.calls[0][0];
    expect(shared.lib()).toBe(router);
    expect(shared.shareConfig).toEqual({ singleton: true, requiredVersion: expect.any(String) });
    expect(typeof shared.version).toBe('string');
  });
});
