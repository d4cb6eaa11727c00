import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildFeed, parseFeed } from './ical-feed.ts';

const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

describe("parseFeed: a channel's events as the import reads them", () => {
  it.each([
    [
      'Airbnb: all-day dates as written',
      ['DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270308', 'UID:a@airbnb.com', 'SUMMARY:Reserved'],
      {
        uid: 'a@airbnb.com',
        summary: 'Reserved',
        start: { date: '2027-03-05' },
        end: { date: '2027-03-08' },
      },
    ],
    [
      'a timed event in its own zone: its instants',
      ['DTSTART;TZID=Europe/Moscow:20270305T150000', 'DTEND;TZID=Europe/Moscow:20270306T110000', 'UID:t1'],
      {
        uid: 't1',
        summary: '',
        start: { at: Date.UTC(2027, 2, 5, 12) / 1000 },
        end: { at: Date.UTC(2027, 2, 6, 8) / 1000 },
      },
    ],
    [
      'an all-day event without DTEND: one day (RFC 5545, as node-ical reads it)',
      ['DTSTART;VALUE=DATE:20270305', 'UID:one-night'],
      { uid: 'one-night', summary: '', start: { date: '2027-03-05' }, end: { date: '2027-03-06' } },
    ],
  ])('%s', (_name, lines, event) => {
    expect(parseFeed(calendar(lines))).toEqual({ events: [event], skipped: [] });
  });

  it('leaves out cancelled events, repeats of a UID, and says which it skipped', () => {
    const parsed = parseFeed(
      calendar(
        ['DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270306', 'UID:gone', 'STATUS:CANCELLED'],
        ['DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270306', 'SUMMARY:no uid'],
        ['DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270311', 'UID:kept'],
      ),
    );
    expect(parsed.events.map((e) => e.uid)).toEqual(['kept']);
    expect(parsed.skipped).toEqual(['Событие ? пропущено: нет UID или даты начала']);
  });

  it.each([['<html>login</html>'], [''], ['{"error": "unauthorized"}']])(
    'refuses %j as no calendar',
    (body) => {
      expect(() => parseFeed(body)).toThrow('Ответ не похож на календарь iCalendar (.ics)');
    },
  );
});

describe('buildFeed', () => {
  it('writes all-day busy runs that node-ical reads back as the same dates, with nothing but "Занято"', () => {
    const text = buildFeed({
      name: 'Отель',
      feedId: 7,
      ranges: [
        { start: '2027-03-05', end: '2027-03-08' },
        { start: '2027-12-31', end: '2028-01-02' },
      ],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20270305');
    expect(text).toContain('DTEND;VALUE=DATE:20280102');
    const back = parseFeed(text);
    expect(back.events.map((e) => [e.start, e.end, e.summary])).toEqual([
      [{ date: '2027-03-05' }, { date: '2027-03-08' }, 'Занято'],
      [{ date: '2027-12-31' }, { date: '2028-01-02' }, 'Занято'],
    ]);
    expect(Object.values(nodeIcal.sync.parseICS(text)).filter((e) => e?.type === 'VEVENT')).toHaveLength(2);
    // The same nights give the same text: a channel sees no change where there is none.
    expect(
      buildFeed({ name: 'Отель', feedId: 7, ranges: [{ start: '2027-03-05', end: '2027-03-08' }] }),
    ).toBe(buildFeed({ name: 'Отель', feedId: 7, ranges: [{ start: '2027-03-05', end: '2027-03-08' }] }));
  });
});
