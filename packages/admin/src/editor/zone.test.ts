import { describe, expect, it } from 'vitest';
import { formatInZone, fromZoneInput, toZoneInput, zoneAbbreviation, zoneOffset } from './zone';

describe('wall times in the organisation’s time zone', () => {
  it('reads 09:00 in Lagos as 08:00 UTC, in Nairobi as 06:00 UTC', () => {
    expect(fromZoneInput('2026-12-05T09:00', 'Africa/Lagos')).toBe('2026-12-05T08:00:00.000Z');
    expect(fromZoneInput('2026-12-05T09:00', 'Africa/Nairobi')).toBe('2026-12-05T06:00:00.000Z');
    expect(fromZoneInput('2026-12-05T09:00', 'UTC')).toBe('2026-12-05T09:00:00.000Z');
  });

  it('shows an instant as the zone’s wall time, the way back of reading it', () => {
    expect(toZoneInput('2026-12-05T08:00:00.000Z', 'Africa/Lagos')).toBe('2026-12-05T09:00');
    expect(toZoneInput('2026-12-31T23:30:00.000Z', 'Africa/Lagos')).toBe('2027-01-01T00:30');
    for (const zone of [
      'Africa/Lagos',
      'Africa/Johannesburg',
      'Europe/London',
      'America/New_York',
    ]) {
      for (const wall of ['2026-03-29T12:15', '2026-07-01T00:00', '2026-11-01T18:45']) {
        expect(toZoneInput(fromZoneInput(wall, zone)!, zone)).toBe(wall);
      }
    }
  });

  it('follows a zone’s clock changes (London in summer and in winter)', () => {
    expect(fromZoneInput('2026-07-01T09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(fromZoneInput('2026-12-01T09:00', 'Europe/London')).toBe('2026-12-01T09:00:00.000Z');
    expect(zoneOffset(Date.parse('2026-07-01T08:00:00Z'), 'Europe/London')).toBe(3_600_000);
    // 01:30 on the night clocks go forward does not exist: read before the change.
    expect(fromZoneInput('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('refuses what is not a wall time', () => {
    expect(fromZoneInput('', 'Africa/Lagos')).toBeUndefined();
    expect(fromZoneInput('5 Dec 2026', 'Africa/Lagos')).toBeUndefined();
    expect(toZoneInput('not a date', 'Africa/Lagos')).toBe('');
  });

  it('names the zone as staff know it', () => {
    expect(zoneAbbreviation('Africa/Lagos', '2026-12-05T08:00:00Z')).toBe('WAT');
    expect(zoneAbbreviation('Africa/Nairobi', '2026-12-05T08:00:00Z')).toBe('EAT');
  });

  it('shows every instant in the site’s zone with the zone named, whatever the browser’s', () => {
    expect(formatInZone('2026-12-03T13:00:00.000Z', 'Africa/Lagos')).toBe(
      '3 Dec 2026, 14:00 (Lagos time, WAT)',
    );
    expect(formatInZone('2026-12-03T13:00:00.000Z')).toBe('3 Dec 2026, 14:00 (Lagos time, WAT)');
    expect(formatInZone('2026-12-03T13:00:00.000Z', 'Africa/Nairobi')).toBe(
      '3 Dec 2026, 16:00 (Nairobi time, EAT)',
    );
    // An unknown zone is read as Lagos; what is not an instant is given back.
    expect(formatInZone('2026-12-03T13:00:00.000Z', 'Nowhere/Atlantis')).toBe(
      '3 Dec 2026, 14:00 (Lagos time, WAT)',
    );
    expect(formatInZone('soon', 'Africa/Lagos')).toBe('soon');
  });
});
