import { describe, expect, it } from 'vitest';
import { transliterate } from './transliterate.ts';

describe('transliterate', () => {
  it.each([
    ['Загрузка 2026-12-01', 'Zagruzka 2026-12-01'],
    ['Журнал действий', 'Zhurnal deystviy'],
    ['Щукин', 'Shchukin'],
    ['Әлия Қасымқызы', 'Aliya Kasymkyzy'],
    ['Ұлжан Өмірбек', 'Ulzhan Omirbek'],
    ['№ 5 — «Бурабай»', '№ 5 — «Burabay»'],
  ])('%s → %s', (text, latin) => expect(transliterate(text)).toBe(latin));
});
