import type { Unit } from '@konak/shared-ui';
import { floorName, floorsOf, formatPrice, gridOrder, select } from './grid-model';

const unit = (id: number, block_id: number, floor: number, number: string): Unit => ({
  id,
  block_id,
  floor,
  number,
  label: `X-${floor}-${number}`,
  plan_key: null,
  facing: '',
  price_try: null,
  status: 'available',
});
const UNITS = [
  unit(1, 1, 1, '2'),
  unit(2, 1, 1, '10'),
  unit(3, 1, 2, '3'),
  unit(4, 1, 0, '1'),
  unit(5, 2, 1, '1'),
  unit(6, 1, -1, 'D1'),
];

describe('floorsOf', () => {
  it('lists a block’s floors top first, each floor’s units by number (10 after 2)', () => {
    expect(floorsOf(UNITS, 1).map((r) => [r.floor, r.units.map((u) => u.number)])).toEqual([
      [2, ['3']],
      [1, ['2', '10']],
      [0, ['1']],
      [-1, ['D1']],
    ]);
    expect(floorsOf(UNITS, 3)).toEqual([]);
  });
});

describe('floorName', () => {
  it('names ground, storeys and basements', () => {
    expect([floorName(0), floorName(4), floorName(-2)]).toEqual(['Zemin', '4. kat', '2. bodrum']);
  });
});

describe('select', () => {
  const order = gridOrder(UNITS, [1, 2]);
  it('runs through the grid as shown', () => {
    expect(order).toEqual([3, 1, 2, 4, 6, 5]);
  });
  it('toggles one unit', () => {
    expect([...select(new Set([3]), 1, 'toggle', 3, order)]).toEqual([3, 1]);
    expect([...select(new Set([3, 1]), 3, 'toggle', 1, order)]).toEqual([1]);
  });
  it('adds the range from the last clicked unit (either direction), keeping the rest', () => {
    expect([...select(new Set([5]), 4, 'range', 3, order)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...select(new Set(), 1, 'range', 6, order)].sort()).toEqual([1, 2, 4, 6]);
  });
  it('toggles when there is no anchor yet', () => {
    expect([...select(new Set(), 2, 'range', null, order)]).toEqual([2]);
  });
});

describe('formatPrice', () => {
  it('writes whole lira with Turkish grouping, nothing for no price', () => {
    expect(formatPrice(4500000)).toBe('4.500.000 ₺');
    expect(formatPrice(null)).toBe('');
  });
});
