import { describe, expect, it } from 'vitest';
import { readReportQuery, writeReportQuery } from './reportQuery.ts';

const today = '2026-11-14';

describe('the reports screen state in the URL', () => {
  it('opens on occupancy for this month and today’s whole-day cash when the URL says nothing', () => {
    expect(readReportQuery(new URLSearchParams(), today)).toEqual({
      tab: 'occupancy',
      start: '2026-11-01',
      end: '2026-11-30',
      day: today,
      from: '',
      to: '',
      ahead: { start: today, end: '2026-11-27' },
    });
  });

  it('reads back what it wrote, so a shared link opens the same report', () => {
    const query = {
      tab: 'cash' as const,
      start: '2026-10-01',
      end: '2026-10-31',
      day: '2026-11-10',
      from: '20:00',
      to: '08:00',
      ahead: { start: '2026-12-01', end: '2026-12-31' },
    };
    const params = writeReportQuery(query, today);
    expect(params.toString()).toBe(
      'tab=cash&start=2026-10-01&end=2026-10-31&day=2026-11-10&from=20%3A00&to=08%3A00&fstart=2026-12-01&fend=2026-12-31',
    );
    expect(readReportQuery(params, today)).toEqual(query);
  });

  it('leaves the default cash day and empty times out of the link', () => {
    const params = writeReportQuery(
      { ...readReportQuery(new URLSearchParams(), today), tab: 'revenue' },
      today,
    );
    expect(params.toString()).toBe('tab=revenue&start=2026-11-01&end=2026-11-30');
  });

  it('falls back to the defaults on an unknown tab, an impossible date or a malformed time', () => {
    const query = readReportQuery(
      new URLSearchParams('tab=salary&start=2026-02-30&end=2026-03-05&day=14.11.2026&from=25:00&to=8:00'),
      today,
    );
    expect(query).toMatchObject({ tab: 'occupancy', start: '2026-11-01', end: '2026-11-30', day: today });
    expect(query.from).toBe('');
    expect(query.to).toBe('');
  });

  it('keeps a reversed period for the server to refuse in Russian', () => {
    const query = readReportQuery(new URLSearchParams('start=2026-11-30&end=2026-11-01'), today);
    expect([query.start, query.end]).toEqual(['2026-11-30', '2026-11-01']);
  });
});
