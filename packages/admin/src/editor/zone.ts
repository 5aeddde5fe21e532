import { DEFAULT_TIME_ZONE } from '@ia/shared';

/**
 * Wall-clock times in a named time zone (the organisation's), whatever the time zone of the
 * browser: what a `datetime-local` input shows and what it means as an instant.
 */

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** `2026-12-05T09:00`: the wall time in `timeZone` of an ISO instant; '' when it is not one. */
export function toZoneInput(iso: string, timeZone: string): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(instant + zoneOffset(instant, timeZone)).toISOString().slice(0, 16);
}

/**
 * The ISO instant of a wall time (`2026-12-05T09:00`) in `timeZone`; undefined when the text
 * is not one. A time that occurs twice (clocks going back) is the earlier; one a clock change
 * skips is read with the offset before the change.
 */
export function fromZoneInput(wall: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  if (Number.isNaN(asUtc)) return undefined;
  const day = 86_400_000;
  const candidates = [
    asUtc - zoneOffset(asUtc - day, timeZone),
    asUtc - zoneOffset(asUtc + day, timeZone),
  ];
  const exact = candidates.find((instant) => instant + zoneOffset(instant, timeZone) === asUtc);
  return new Date(exact ?? candidates[0]!).toISOString();
}

/** The zone's short name at `iso` (`WAT`, `EAT`, `GMT+1`…). */
export function zoneAbbreviation(timeZone: string, iso = new Date().toISOString()): string {
  const parts = new Intl.DateTimeFormat('en-NG', { timeZone, timeZoneName: 'short' }).formatToParts(
    new Date(iso),
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** What staff call a zone: its city (`Lagos`, `New York`), or the zone itself (`UTC`). */
export const zoneCity = (timeZone: string) => timeZone.replace(/^.*\//, '').replace(/_/g, ' ');

/**
 * The one way staff read an instant: its wall time in the site's zone with the zone named,
 * `3 Dec 2026, 14:00 (Lagos time, WAT)`, whatever the zone of the browser. An unknown zone is
 * read as the default (Lagos); text that is not an instant is given back as it is.
 */
export function formatInZone(iso: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = (zone: string) =>
    `${new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date)} (${zoneCity(zone)} time, ${zoneAbbreviation(zone, iso)})`;
  try {
    return format(timeZone);
  } catch {
    return format(DEFAULT_TIME_ZONE);
  }
}
