import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  defaultScheduleTime,
  earliestScheduleTime,
  lagosWhen,
  pollInterval,
  progressOf,
  SCHEDULE_MESSAGES,
  scheduleSchema,
  sendRequest,
  subscriberQueryOf,
  subscribersHref,
  subscribersWord,
  versionLanguages,
  versionsSentence,
} from './words';

const now = new Date('2026-12-20T10:00:00Z'); // 11:00 in Lagos
const schema = scheduleSchema(() => now);
const issues = (values: unknown) => {
  const result = v.safeParse(schema, values);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('Newsletter schedule (Lagos time)', () => {
  it('sends now without a time, or at the Lagos time typed', () => {
    expect(sendRequest({ when: 'now', at: '2026-12-24T09:00' })).toEqual({});
    expect(sendRequest({ when: 'later', at: '2026-12-24T09:00' })).toEqual({
      scheduledAt: '2026-12-24T09:00',
    });
  });

  it('accepts a later time in Lagos, refuses one gone or not a time', () => {
    expect(issues({ when: 'now', at: '' })).toEqual([]);
    expect(issues({ when: 'later', at: '2026-12-24T09:00' })).toEqual([]);
    // 10:30 in Lagos is 09:30 UTC: already gone at 10:00 UTC, though it looks later in UTC terms.
    expect(issues({ when: 'later', at: '2026-12-20T10:30' })).toEqual([
      ['at', SCHEDULE_MESSAGES.past],
    ]);
    expect(issues({ when: 'later', at: '2026-12-20T11:30' })).toEqual([]);
    expect(issues({ when: 'later', at: 'Christmas' })[0]).toEqual(['at', SCHEDULE_MESSAGES.at]);
  });

  it('offers tomorrow 09:00 in Lagos, and no time before now in Lagos', () => {
    expect(defaultScheduleTime(now)).toBe('2026-12-21T09:00');
    // 23:30 UTC is already the next day in Lagos.
    expect(defaultScheduleTime(new Date('2026-12-20T23:30:00Z'))).toBe('2026-12-22T09:00');
    expect(earliestScheduleTime(now)).toBe('2026-12-20T11:00');
  });

  it('says when an instant is in Lagos, whatever the browser’s zone', () => {
    expect(lagosWhen('2026-12-24T08:00:00.000Z')).toBe('24 Dec 2026, 09:00 (Lagos time, WAT)');
  });
});

describe('Newsletter sending', () => {
  it('counts what was dealt with out of every e-mail', () => {
    expect(progressOf({ sent: 7, failed: 1, bounced: 0, waiting: 2 })).toEqual({
      done: 8,
      total: 10,
      percent: 80,
      text: '8 of 10 dealt with: 7 sent, 1 failed, 2 waiting',
    });
    expect(progressOf({ sent: 0, failed: 0, bounced: 0, waiting: 0 }).percent).toBe(0);
    expect(progressOf({ sent: 3, failed: 0, bounced: 1, waiting: 0 }).text).toBe(
      '4 of 4 dealt with: 3 sent, 0 failed, 1 bounced, 0 waiting',
    );
  });

  it('asks again every few seconds while sending, now and then while scheduled, never after', () => {
    expect(pollInterval('sending')).toBe(3000);
    expect(pollInterval('scheduled')).toBe(30_000);
    expect(pollInterval('sent')).toBe(false);
    expect(pollInterval('draft')).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('names the versions and who gets the English one', () => {
    const document = {
      subject: 'News',
      body: null,
      translations: { fr: { subject: 'Nouvelles', body: null }, ha: { subject: '', body: null } },
    };
    expect(versionLanguages(document)).toEqual(['fr']);
    expect(versionsSentence(['fr'])).toBe(
      'Subscribers who chose French get that version; every other subscriber gets the English one.',
    );
    expect(versionsSentence([])).toMatch(/^Every subscriber gets the English version/);
    expect(subscribersWord(1)).toBe('1 subscriber');
    expect(subscribersWord(100000)).toBe('100,000 subscribers');
  });
});

describe('Newsletter subscribers list address', () => {
  it('reads search, status and page from the address, and writes them back', () => {
    const query = subscriberQueryOf('?q=ada&status=subscribed&page=3');
    expect(query).toEqual({ q: 'ada', status: 'subscribed', page: 3 });
    expect(subscribersHref(query)).toBe('/newsletter/subscribers?q=ada&status=subscribed&page=3');
    expect(subscriberQueryOf('?status=owner&page=-2')).toEqual({ q: '', status: '', page: 1 });
    expect(subscribersHref({ q: '', status: '', page: 1 })).toBe('/newsletter/subscribers');
  });
});
