import { emptySlider, toPayload, validateSlider } from './slider-model';

const full = { tr: 'a', en: 'b', ru: 'c' };

describe('slider rules', () => {
  it('requires title and description in all three languages and an integer order', () => {
    expect(validateSlider({ ...emptySlider(), order: '1.5', title: full })).toEqual([
      { field: 'order', message: expect.stringContaining('tam sayı'), live: true },
      { field: 'description.tr', message: 'Türkçe açıklama boş' },
      { field: 'description.en', message: 'İngilizce açıklama boş' },
      { field: 'description.ru', message: 'Rusça açıklama boş' },
    ]);
    expect(validateSlider({ ...emptySlider(), order: '2', title: full, description: full })).toEqual([]);
  });

  it('refuses a button link that is not a web, mail, phone or site link', () => {
    expect(
      validateSlider({ ...emptySlider(), title: full, description: full, cta_link: 'javascript:alert(1)' }),
    ).toHaveLength(1);
  });

  it('sends the order as a number', () => {
    expect(toPayload({ ...emptySlider(), order: ' 2 ' }).order).toBe(2);
  });
});
