import { csvCell } from './csv.js';
import { isPhone } from './rules.js';

describe('isPhone', () => {
  it.each(['+90 555 111 22 33', '0 (242) 345 12 07', '555-111.22/33'])('accepts %p', (v) =>
    expect(isPhone(v)).toBe(true),
  );
  it.each(['', 'abc', '12345', '+90 555 111 22 33 x', '=1+2', `+${'1'.repeat(41)}`, 42])('refuses %p', (v) =>
    expect(isPhone(v)).toBe(false),
  );
});

describe('csvCell', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('Dairem "deniz" manzaralı; olsun')).toBe('"Dairem ""deniz"" manzaralı; olsun"');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(null)).toBe('""');
  });

  it.each(['=HYPERLINK("x")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rx'])(
    'keeps %p from starting a formula',
    (v) => {
      expect(csvCell(v)).toMatch(/^"'/);
    },
  );

  it('lets a phone read as typed: a no-break space, never an apostrophe', () => {
    expect(csvCell('+90 555 111 22 33', 'phone')).toBe('"\u00A0+90 555 111 22 33"');
    expect(csvCell('0555 111 22 33', 'phone')).toBe('"0555 111 22 33"');
  });

  it('treats a "phone" that is not one as text', () => {
    expect(csvCell('+cmd|calc', 'phone')).toBe('"\'+cmd|calc"');
  });
});
