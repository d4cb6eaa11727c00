import { describe, expect, it } from 'vitest';
import type { EditorValues } from '../types/editorValues.ts';
import { emptyClient } from './emptyClient.ts';
import { editorValues } from './testValues.ts';
import { type EditorRules, validateEditor } from './validateEditor.ts';

const rules: EditorRules = {
  requiredFields: ['first_name', 'phone_number'],
  standardCheckIn: '14:00',
  standardCheckOut: '12:00',
  isTime: false,
  placeNumber: 2,
  additionalPlace: 1,
  savedRoom: 1,
};

const values = (change: Partial<EditorValues> = {}): EditorValues =>
  editorValues({
    room: 1,
    clients: [{ ...emptyClient(), first_name: 'Айдос', phone_number: '+7 701 000 00 00' }],
    service_list: [{ service: 4, quantity: 0 }],
    ...change,
  });
const paths = (v: EditorValues, r = rules) => validateEditor(v, r).map((i) => `${i.path}: ${i.message}`);

describe('validateEditor', () => {
  it('passes a complete booking', () => {
    expect(paths(values())).toEqual([]);
  });
  it("names every empty required field of the first guest, whose full name stands for 'first_name'", () => {
    expect(paths(values({ clients: [emptyClient()] }))).toEqual([
      'clients.0.first_name: Обязательное поле для заполнения',
      'clients.0.phone_number: Обязательное поле для заполнения',
    ]);
    const lastNameOnly = { ...emptyClient(), last_name: 'Омаров', phone_number: '1' };
    expect(paths(values({ clients: [lastNameOnly] }))).toEqual([]);
  });
  it('leaves extra blank guest cards alone: they are not sent', () => {
    expect(paths(values({ clients: [...values().clients, emptyClient()] }))).toEqual([]);
  });
  it('refuses more guests than places plus extra beds', () => {
    const guest = values().clients[0]!;
    expect(paths(values({ clients: [guest, guest, guest] }))).toEqual(['clients.root: Недостаточно мест']);
    expect(paths(values({ clients: [guest, guest, guest], has_additional: true, adult_count: 1 }))).toEqual(
      [],
    );
  });
  it('asks for a room, and for the reason when a saved booking moves', () => {
    expect(paths(values({ room: null }))).toEqual(['room: Пожалуйста выберите номер!']);
    expect(paths(values({ room: 2 }))).toEqual(['room: Напишите причину переселения']);
    expect(paths(values({ room: 2, room_reason: 'Шум' }))).toEqual([]);
  });
  it('holds the times to the early and late markers', () => {
    expect(paths(values({ check_in_time: '10:00' }))).toEqual([
      'check_in_time: Время заезда не должно быть меньше чем 14:00',
    ]);
    expect(paths(values({ check_in_time: '10:00', is_early: true }))).toEqual([]);
    expect(paths(values({ is_late: true }))).toEqual(['check_out_time: Укажите время позднего выезда']);
    expect(paths(values({ check_in_time: '10:00' }), { ...rules, isTime: true })).toEqual([]);
  });
  it('refuses a meal for nobody and an incomplete task', () => {
    const meal = {
      tariff: 1,
      adult_count: 0,
      child_count: 0,
      start_date: '2027-01-10',
      end_date: '2027-01-12',
      is_advance: false,
      has_breakfast_check_in: false,
      has_lunch_check_out: false,
      has_supper_check_out: false,
    };
    expect(paths(values({ food_list: [meal] }))).toEqual([
      'food_list.0.adult_count: Вы указали 0 в количестве людей.',
    ]);
    const task = {
      title: 'Встретить',
      responsible: null,
      todo_date: '2027-01-10',
      todo_time: '12:00',
      description: '',
    };
    expect(paths(values({ task_list: [task] }))).toEqual([
      'task_list.0.responsible: Пожалуйста заполните задачу!',
      'task_list.0.description: Пожалуйста заполните задачу!',
    ]);
  });
  it('needs a price for the fixed and full calculations', () => {
    expect(paths(values({ calculation_type: 'full' }))).toEqual(['custom_price: Укажите цену']);
    expect(paths(values({ calculation_type: 'full', custom_price: 0 }))).toEqual([]);
  });
});
