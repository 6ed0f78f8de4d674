// The page's one settings store in the browser; a store of its own for each server render.
import { render, screen } from '@testing-library/react';
import { DEFAULT_SETTINGS } from '../defaults';
import { SettingsProvider, useSettingsStore } from './settings';

function SiteName({ testId }: { testId: string }) {
  const name = useSettingsStore((s) => s.settings.site_name.tr);
  return <span data-testid={testId}>{name}</span>;
}

const named = (tr: string) => ({ ...DEFAULT_SETTINGS, site_name: { tr, en: tr, ru: tr } });

describe('useSettingsStore', () => {
  it('reads the nearest SettingsProvider, else the page’s store', () => {
    useSettingsStore.getState().set(named('Sayfa'));
    render(
      <>
        <SiteName testId="page" />
        <SettingsProvider settings={named('Birinci')}>
          <SiteName testId="first" />
        </SettingsProvider>
        <SettingsProvider settings={named('İkinci')}>
          <SiteName testId="second" />
        </SettingsProvider>
      </>,
    );
    expect(screen.getByTestId('page').textContent).toBe('Sayfa');
    expect(screen.getByTestId('first').textContent).toBe('Birinci');
    expect(screen.getByTestId('second').textContent).toBe('İkinci');
    // A provider's store is its own: the page's store did not change.
    expect(useSettingsStore.getState().settings.site_name.tr).toBe('Sayfa');
  });
});
