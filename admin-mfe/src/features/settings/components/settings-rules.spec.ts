import { DEFAULT_SETTINGS } from '@konak/shared-ui';
import { validateSettings } from './settings-rules';

describe('settings rules', () => {
  it('accepts the defaults', () => {
    expect(validateSettings(DEFAULT_SETTINGS)).toEqual([]);
  });
  it('checks social URLs, colours, fonts and the base size', () => {
    const errors = validateSettings({ ...DEFAULT_SETTINGS, social_instagram: 'instagram.com/x', primary_color: 'kırmızı', body_font: 'Comic Sans' as never, font_size_base: 'büyük' });
    expect(errors).toHaveLength(4);
  });
});
