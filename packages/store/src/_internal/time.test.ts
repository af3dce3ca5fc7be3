import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { asIso, pgTimestampToIso } from './time';

/** PostgreSQL's text of a UTC timestamptz: trailing zeros of the fraction dropped, no fraction at .000. */
function pgText(date: Date, micros: number): string {
  const [day, time] = date.toISOString().replace('Z', '').split('T') as [string, string];
  const [clock, millis] = time.split('.') as [string, string];
  const fraction = `${millis}${String(micros).padStart(3, '0')}`.replace(/0+$/, '');
  return `${day} ${clock}${fraction ? `.${fraction}` : ''}+00`;
}

const dates = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('9999-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

describe('pgTimestampToIso', () => {
  test('gives what Date gave for every UTC text PostgreSQL writes', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 999 }), (date, micros) => {
        const text = pgText(date, micros);
        expect(pgTimestampToIso(text)).toBe(new Date(text).toISOString());
      }),
      { numRuns: 2000 },
    );
  });

  test('examples; another offset through Date; a text Date cannot read as it is', () => {
    expect(pgTimestampToIso('2026-12-07 16:10:27.89+00')).toBe('2026-12-07T16:10:27.890Z');
    expect(pgTimestampToIso('2026-12-07 16:10:27+00')).toBe('2026-12-07T16:10:27.000Z');
    expect(pgTimestampToIso('2026-12-07 17:10:27.5+01')).toBe('2026-12-07T16:10:27.500Z');
    expect(pgTimestampToIso('infinity')).toBe('infinity');
  });
});

describe('asIso', () => {
  test('a text in the store form as it is; a Date, another text or a number converted', () => {
    expect(asIso('2026-12-07T16:10:27.894Z')).toBe('2026-12-07T16:10:27.894Z');
    expect(asIso(new Date(Date.UTC(2026, 11, 7)))).toBe('2026-12-07T00:00:00.000Z');
    expect(asIso('2026-12-07T16:10:27Z')).toBe('2026-12-07T16:10:27.000Z');
    expect(asIso(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
