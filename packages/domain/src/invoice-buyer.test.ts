import { describe, expect, it } from 'vitest';
import { invoiceRequestSchema, organisationLine } from './invoice-buyer.ts';
import { binProblem } from './requisites.ts';

describe('what is wrong with a БИН/ИИН', () => {
  it.each([
    ['a bank’s BIN', '940140000385', null],
    ['a company’s BIN', '050340001235', null],
    ['a person’s ИИН', '850715300122', null],
    ['the first weights give 10, the second the check digit', '900101300811', null],
    ['one digit mistyped', '940140000386', 'Неверный БИН/ИИН: контрольная цифра не совпадает'],
    ['two digits swapped', '940140003085', 'Неверный БИН/ИИН: контрольная цифра не совпадает'],
    ['both weightings give 10', '900101300800', 'Неверный БИН/ИИН: контрольная цифра не совпадает'],
    ['11 digits', '94014000038', 'БИН/ИИН: 12 цифр'],
    ['13 digits', '9401400003851', 'БИН/ИИН: 12 цифр'],
    ['a letter', '94014000038A', 'БИН/ИИН: 12 цифр'],
  ])('%s: %s → %s', (_case, value, problem) => expect(binProblem(value)).toBe(problem));
});

const organisation = {
  kind: 'organisation',
  name: 'ТОО «Казахтелеком»',
  bin: '050340001235',
  address: 'г. Астана, ул. Сыганак, 70',
};

describe('the invoice’s buyer', () => {
  it('is the guest unless an organisation is named', () => {
    expect(invoiceRequestSchema.parse({})).toEqual({ buyer: { kind: 'guest' } });
    expect(invoiceRequestSchema.parse({ buyer: { kind: 'guest' } })).toEqual({ buyer: { kind: 'guest' } });
  });
  it('keeps an organisation trimmed, its БИН/ИИН pasted with spaces compact', () => {
    const parsed = invoiceRequestSchema.parse({
      buyer: { ...organisation, name: '  ТОО «Казахтелеком» ', bin: ' 0503 4000 1235 ' },
    });
    expect(parsed.buyer).toEqual(organisation);
  });
  it.each([
    ['bin', '050340001236', 'Неверный БИН/ИИН: контрольная цифра не совпадает'],
    ['bin', '05034000123', 'БИН/ИИН: 12 цифр'],
    ['bin', '  ', 'Обязательное поле для заполнения'],
    ['bin', undefined, 'Обязательное поле для заполнения'],
    ['name', ' ', 'Обязательное поле для заполнения'],
    ['name', 'Т'.repeat(301), 'Слишком длинное значение'],
    ['address', '', 'Обязательное поле для заполнения'],
    ['address', undefined, 'Обязательное поле для заполнения'],
  ])('refuses an organisation whose %s is %j, in Russian on the field', (field, value, message) => {
    const result = invoiceRequestSchema.safeParse({ buyer: { ...organisation, [field]: value } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['buyer', field], message });
  });
  it('refuses a buyer of another kind', () => {
    const result = invoiceRequestSchema.safeParse({ buyer: { kind: 'person' } });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['buyer', 'kind'],
      message: 'Недопустимое значение',
    });
  });
  it('prints as the invoice’s line: БИН/ИИН, name, address', () => {
    expect(organisationLine(organisation)).toBe(
      'БИН / ИИН 050340001235, ТОО «Казахтелеком», г. Астана, ул. Сыганак, 70',
    );
  });
});
