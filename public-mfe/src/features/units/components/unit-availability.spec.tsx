import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { UnitAvailability } from './unit-availability';

const say = (available: number, total: number, path: string) => {
  const { unmount } = renderAt(<UnitAvailability counts={{ total, available }} />, path);
  const text = screen.getByTestId('units-count').textContent;
  unmount();
  return text;
};

describe('units for sale on the project card and page', () => {
  it('says "N / M konut satışta" in Turkish', () => {
    expect(say(1, 40, '/projeler')).toBe('1 / 40 konut satışta');
    expect(say(12, 40, '/projeler')).toBe('12 / 40 konut satışta');
  });

  it('says it in English', () => {
    expect(say(1, 40, '/en/projeler')).toBe('1 of 40 homes for sale');
    expect(say(3, 40, '/en/projeler')).toBe('3 of 40 homes for sale');
  });

  it('follows the Russian plural rules (1, 2–4, 5–20, 21, 22, 25, 111)', () => {
    const ru = (n: number) => say(n, 200, '/ru/projeler');
    expect(ru(1)).toBe('1 квартира из 200 в продаже');
    expect(ru(2)).toBe('2 квартиры из 200 в продаже');
    expect(ru(4)).toBe('4 квартиры из 200 в продаже');
    expect(ru(5)).toBe('5 квартир из 200 в продаже');
    expect(ru(11)).toBe('11 квартир из 200 в продаже');
    expect(ru(21)).toBe('21 квартира из 200 в продаже');
    expect(ru(22)).toBe('22 квартиры из 200 в продаже');
    expect(ru(25)).toBe('25 квартир из 200 в продаже');
    expect(ru(111)).toBe('111 квартир из 200 в продаже');
  });

  it('says a project with nothing left for sale is sold out, in each language', () => {
    expect(say(0, 40, '/projeler')).toBe('Tümü satıldı');
    expect(say(0, 40, '/en/projeler')).toBe('Sold out');
    expect(say(0, 40, '/ru/projeler')).toBe('Всё продано');
  });

  it('says nothing for a project without units', () => {
    renderAt(<UnitAvailability counts={null} />);
    expect(screen.queryByTestId('units-count')).toBeNull();
    renderAt(<UnitAvailability counts={{ total: 0, available: 0 }} />);
    expect(screen.queryByTestId('units-count')).toBeNull();
  });
});
