import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { emptyLocalized } from '@konak/shared-ui';
import { fieldLink, readFieldTarget } from './field-link';
import { FormLanguageTabs, LocalizedInput } from './fields';

describe('links to one field in one language', () => {
  it('reads the field and language from the address, ignoring anything else', () => {
    expect(
      readFieldTarget({ search: '?duzenle=5&dil=ru', hash: '#alan-technical_info.description' }),
    ).toEqual({ field: 'technical_info.description', lang: 'ru' });
    expect(readFieldTarget({ search: '?dil=xx', hash: '#alan-title' })).toEqual({
      field: 'title',
      lang: null,
    });
    expect(readFieldTarget({ search: '?dil=ru', hash: '#alan-"]<script>' })).toBeNull();
    expect(readFieldTarget({ search: '?dil=ru', hash: '#top' })).toBeNull();
  });

  it('builds the address of a field on its screen', () => {
    expect(fieldLink('project', 5, 'features.0.title', 'ru')).toBe(
      '/admin/projects?duzenle=5&dil=ru#alan-features.0.title',
    );
    expect(fieldLink('settings', 1, 'address', 'en')).toBe('/admin/settings?dil=en#alan-address');
  });

  it('opens the language tabs holding the field on its language and focuses it', () => {
    window.history.pushState({}, '', '/admin/projects?duzenle=5&dil=ru#alan-subtitle');
    const value = { ...emptyLocalized(), tr: 'Lara' };
    render(
      <FormLanguageTabs fields={['title', 'subtitle']}>
        {(lang) => (
          <>
            <LocalizedInput
              name="title"
              label="Başlık"
              lang={lang}
              value={value}
              onChange={() => undefined}
            />
            <LocalizedInput
              name="subtitle"
              label="Alt başlık"
              lang={lang}
              value={value}
              onChange={() => undefined}
            />
          </>
        )}
      </FormLanguageTabs>,
    );
    expect(screen.getByRole('tab', { name: /^RU/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Alt başlık \(RU\)/)).toHaveFocus();
    window.history.pushState({}, '', '/');
  });
});
