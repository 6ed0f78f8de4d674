import { workingHoursBetween } from './working-hours.js';

// Istanbul is UTC+3: 09:00 local is 06:00Z. 2030-01-07 is a Monday.
const at = (local: string) => new Date(`${local}+03:00`);

describe('working hours (Mon–Fri 09:00–18:00, Istanbul)', () => {
  it('counts the time inside one working day', () => {
    expect(workingHoursBetween(at('2030-01-07T10:00:00'), at('2030-01-07T14:30:00'))).toBe(4.5);
  });

  it('starts counting at 09:00 for a request sent at night, and stops at 18:00', () => {
    expect(workingHoursBetween(at('2030-01-07T02:00:00'), at('2030-01-07T11:00:00'))).toBe(2);
    expect(workingHoursBetween(at('2030-01-07T16:00:00'), at('2030-01-07T23:00:00'))).toBe(2);
  });

  it('skips the weekend: Friday 17:00 to Monday 10:00 is two hours', () => {
    expect(workingHoursBetween(at('2030-01-11T17:00:00'), at('2030-01-14T10:00:00'))).toBe(2);
  });

  it('counts nothing for a request sent and read on a Saturday, or backwards', () => {
    expect(workingHoursBetween(at('2030-01-12T10:00:00'), at('2030-01-12T17:00:00'))).toBe(0);
    expect(workingHoursBetween(at('2030-01-08T10:00:00'), at('2030-01-07T10:00:00'))).toBe(0);
  });

  it('adds whole days: Monday 09:00 to Wednesday 09:00 is 18 hours', () => {
    expect(workingHoursBetween(at('2030-01-07T09:00:00'), at('2030-01-09T09:00:00'))).toBe(18);
  });
});
