import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from './timeZoneLabel.ts';

const winter = new Date('2026-01-15T12:00:00Z');
const summer = new Date('2026-07-15T12:00:00Z');

describe('time zones read in Russian with their offset', () => {
  it.each([
    ['Asia/Almaty', winter, 'Алматы (UTC+5)'],
    ['Asia/Oral', winter, 'Уральск (UTC+5)'],
    ['Europe/Moscow', summer, 'Москва (UTC+3)'],
    ['Asia/Tashkent', winter, 'Ташкент (UTC+5)'],
    ['UTC', winter, 'UTC'],
    ['Europe/Berlin', winter, 'Центральная Европа (UTC+1) · Europe/Berlin'],
    ['Europe/Berlin', summer, 'Центральная Европа (UTC+2) · Europe/Berlin'],
    ['Asia/Kolkata', winter, 'Индия (UTC+5:30) · Asia/Kolkata'],
    ['America/New_York', winter, 'Восточная Америка (UTC−5) · America/New_York'],
  ])('%s at %s → %s', (zone, at, label) => {
    expect(timeZoneLabel(zone, at)).toBe(label);
  });
});
