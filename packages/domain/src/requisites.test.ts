import { describe, expect, it } from 'vitest';
import {
  defaultInvoiceNote,
  isValidBik,
  isValidBin,
  isValidIik,
  isValidKbe,
  isValidKnp,
  missingRequisites,
  requisitesSchema,
} from './requisites.ts';

describe('БИН/ИИН check digit', () => {
  it.each([
    ['Halyk Bank BIN', '940140000385', true],
    ['Kaspi Bank BIN', '971240001315', true],
    ['the first weights give 10, the second give the check digit 1', '900101300811', true],
    ['the first weights give 10, the second give 1, but the last digit says 2', '900101300812', false],
    ['both weightings give 10: no valid check digit exists', '900101300800', false],
    ['one digit mistyped', '940140000386', false],
    ['11 digits', '94014000038', false],
    ['letters', '94014000038A', false],
    ['empty', '', false],
  ])('%s: %s → %s', (_case, value, valid) => expect(isValidBin(value)).toBe(valid));
});

describe('ИИК (Kazakh IBAN)', () => {
  it.each([
    ['a valid account', 'KZ86125KZT5004100100', true],
    ['another valid account', 'KZ75125KZT2069100100', true],
    ['a wrong check number', 'KZ87125KZT5004100100', false],
    ['another country', 'DE86125KZT5004100100', false],
    ['one character short', 'KZ86125KZT500410010', false],
    ['lower case is not normalised here', 'kz86125kzt5004100100', false],
  ])('%s: %s → %s', (_case, value, valid) => expect(isValidIik(value)).toBe(valid));
});

describe('БИК and КБе', () => {
  it.each([
    ['HSBKKZKX', true],
    ['CASPKZKA', true],
    ['HSBKRUKX', false],
    ['HSBKKZK', false],
  ])('БИК %s → %s', (value, valid) => expect(isValidBik(value)).toBe(valid));
  it.each([
    ['17', true],
    ['29', true],
    ['37', false],
    ['1', false],
  ])('КБе %s → %s', (value, valid) => expect(isValidKbe(value)).toBe(valid));
  it.each([
    ['859', true],
    ['861', true],
    ['85', false],
    ['85A', false],
  ])('КНП %s → %s', (value, valid) => expect(isValidKnp(value)).toBe(valid));
});

describe('requisites form', () => {
  it('stores pasted numbers compact and upper case, and leaves empty fields empty', () => {
    const r = requisitesSchema.parse({
      bin: ' 9401 4000 0385 ',
      iik: 'kz86 125k zt50 0410 0100',
      bik: 'hsbkkzkx',
    });
    expect(r).toMatchObject({ bin: '940140000385', iik: 'KZ86125KZT5004100100', bik: 'HSBKKZKX', kbe: '' });
  });
  it('starts with КНП 859 and the built-in invoice note, which staff may clear', () => {
    expect(requisitesSchema.parse({})).toMatchObject({ knp: '859', invoice_note: defaultInvoiceNote });
    expect(requisitesSchema.parse({ knp: ' 861 ', invoice_note: '' })).toMatchObject({
      knp: '861',
      invoice_note: '',
    });
  });
  it.each([
    ['bin', '940140000386', 'Неверный БИН/ИИН: контрольная цифра не совпадает'],
    ['bin', '94014000038', 'БИН/ИИН: 12 цифр'],
    ['iik', 'KZ87125KZT5004100100', 'ИИК: KZ и 18 знаков. Проверьте номер счёта'],
    ['bik', 'HALYK', 'БИК: 8 знаков, например HSBKKZKX'],
    ['kbe', '7', 'КБе: две цифры, например 17'],
    ['knp', '8590', 'КНП: три цифры, например 859'],
    ['invoice_note', 'x'.repeat(2001), 'Слишком длинное значение'],
    ['email', 'buh@', 'Введите корректный e-mail'],
  ])('refuses a bad %s in Russian on its field', (field, value, message) => {
    const result = requisitesSchema.safeParse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('requisites a payment document needs', () => {
  const full = requisitesSchema.parse({ bin: '940140000385', iik: 'KZ86125KZT5004100100', bik: 'HSBKKZKX' });
  it.each([
    ['invoice', {}, 'Заполните в реквизитах компании: БИН, ИИК, БИК'],
    ['invoice', { knp: '' }, 'Заполните в реквизитах компании: БИН, ИИК, БИК, КНП'],
    ['invoice', { bin: '940140000385' }, 'Заполните в реквизитах компании: ИИК, БИК'],
    ['invoice', full, null],
    ['invoice', { ...full, iik: ' ' }, 'Заполните в реквизитах компании: ИИК'],
    ['cashOrder', {}, 'Заполните в реквизитах компании: БИН'],
    ['cashOrder', { bin: '940140000385' }, null],
  ] as const)('%s with %j → %s', (document, given, message) =>
    expect(missingRequisites(requisitesSchema.parse(given), document)).toBe(message),
  );
});
