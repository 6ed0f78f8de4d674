import { HTTPError } from 'ky';
import { failureDetail, fieldLabel, fieldRefusal, type FieldNames } from './server-refusal';

const NAMES: FieldNames = {
  video_url: 'Video adresi',
  plans: { label: 'Daire Planları', item: 'plan', fields: { image: 'Plan görseli' } },
  technical_info: {
    label: 'Teknik Bilgiler',
    fields: { units: { label: 'Daire tipleri', item: 'tip', fields: { area: 'Alan' } } },
  },
};

const refusal = (status: number, body: unknown) =>
  new HTTPError(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    new Request('http://konak.test/api/projects/'),
    {} as never,
  );

describe('server refusals', () => {
  it('names a field by its place in the form', () => {
    expect(fieldLabel(NAMES, ['body', 'video_url'])).toBe('Video adresi');
    expect(fieldLabel(NAMES, ['body', 'plans', 1, 'image'])).toBe('Daire Planları › 2. plan › Plan görseli');
    expect(fieldLabel(NAMES, ['body', 'technical_info', 'units', 0, 'area'])).toBe(
      'Teknik Bilgiler › Daire tipleri › 1. tip › Alan',
    );
    expect(fieldLabel(NAMES, ['body', 'unknown'])).toBeUndefined();
  });

  it('says which field a validation message is about', async () => {
    const error = refusal(422, {
      detail: [
        {
          loc: ['body', 'video_url'],
          msg: 'Adres /api/uploads/ ile ya da http(s):// ile başlamalıdır',
          type: 'isMediaUrl',
        },
        {
          loc: ['body', 'plans', 0, 'image'],
          msg: 'Adres /api/uploads/ ile ya da http(s):// ile başlamalıdır',
          type: 'isMediaUrl',
        },
        { loc: ['body', 'position'], msg: 'Tam sayı olmalı', type: 'isInt' },
      ],
    });
    expect(await failureDetail(error, NAMES)).toBe(
      'Video adresi: Adres /api/uploads/ ile ya da http(s):// ile başlamalıdır; Daire Planları › 1. plan › Plan görseli: Adres /api/uploads/ ile ya da http(s):// ile başlamalıdır; Tam sayı olmalı',
    );
  });

  it('passes a plain detail through, and never shows an unknown shape as JSON', async () => {
    expect(await failureDetail(refusal(409, { detail: 'Bu kısa ad (slug) zaten kullanılıyor' }))).toBe(
      'Bu kısa ad (slug) zaten kullanılıyor',
    );
    expect(await failureDetail(refusal(500, { detail: { code: 'x' } }))).toBeUndefined();
    expect(await failureDetail(new TypeError('Failed to fetch'))).toBe('Sunucuya ulaşılamadı');
  });

  it('picks out what the server said about one field, for the form to show it there', async () => {
    const error = refusal(422, {
      detail: [{ loc: ['body', 'current_password'], msg: 'Mevcut şifreniz hatalı', type: 'wrongPassword' }],
    });
    expect(await fieldRefusal(error, 'current_password')).toBe('Mevcut şifreniz hatalı');
    expect(await fieldRefusal(error, 'password')).toBeUndefined();
    expect(
      await fieldRefusal(refusal(429, { detail: 'Çok fazla deneme' }), 'current_password'),
    ).toBeUndefined();
    expect(await fieldRefusal(new TypeError('Failed to fetch'), 'current_password')).toBeUndefined();
  });
});
