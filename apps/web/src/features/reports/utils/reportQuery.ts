import { addDays, FORECAST_DAYS } from '@pms/domain';
import type { ReportTab } from '../types/reportTypes.ts';
import { type Period, periodPresets } from './periodPresets.ts';

/** What the 'Отчёты' screen shows, as its URL's query string keeps it. */
export interface ReportQuery extends Period {
  tab: ReportTab;
  /** The cash report's day. */
  day: string;
  /** The cash report's shift 'с' and 'по' ('HH:mm'), '' for the day's start or end. */
  from: string;
  to: string;
  /** The forecast's days ('fstart', 'fend'): by default FORECAST_DAYS from today (issue 29, item 14). */
  ahead: Period;
}

const tabs: readonly ReportTab[] = ['occupancy', 'revenue', 'cash', 'forecast', 'housekeeping'];

const isDate = (value: string | null): value is string => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const isTime = (value: string | null): value is string => !!value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * The screen's state from the URL; anything missing or malformed falls back to the defaults (the
 * 'Загрузка' tab, this month, today's cash). A reversed or too long period is kept: the server names
 * the problem in Russian and the screen shows it.
 */
export function readReportQuery(params: URLSearchParams, today: string): ReportQuery {
  const tab = params.get('tab');
  const start = params.get('start');
  const end = params.get('end');
  const day = params.get('day');
  const from = params.get('from');
  const to = params.get('to');
  const presets = periodPresets(today);
  const period = isDate(start) && isDate(end) ? { start, end } : presets.thisMonth;
  const fstart = params.get('fstart');
  const fend = params.get('fend');
  const ahead = isDate(fstart) && isDate(fend) ? { start: fstart, end: fend } : forecastDefault(today);
  return {
    tab: tabs.includes(tab as ReportTab) ? (tab as ReportTab) : 'occupancy',
    ...period,
    day: isDate(day) ? day : today,
    from: isTime(from) ? from : '',
    to: isTime(to) ? to : '',
    ahead,
  };
}

/** The forecast's days when the URL names none: FORECAST_DAYS from today, as the server's default. */
const forecastDefault = (today: string): Period => ({ start: today, end: addDays(today, FORECAST_DAYS - 1) });

/** The query string of a state; the cash and forecast fields are written only when not the defaults. */
export function writeReportQuery(query: ReportQuery, today: string): URLSearchParams {
  const params = new URLSearchParams({ tab: query.tab, start: query.start, end: query.end });
  if (query.day !== today) params.set('day', query.day);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  const ahead = forecastDefault(today);
  if (query.ahead.start !== ahead.start || query.ahead.end !== ahead.end) {
    params.set('fstart', query.ahead.start);
    params.set('fend', query.ahead.end);
  }
  return params;
}
