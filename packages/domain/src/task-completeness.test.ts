import { describe, expect, it } from 'vitest';
import { missingTaskFields } from './task-completeness.ts';

const whole = {
  title: 'Встретить трансфер',
  responsible: 7,
  todo_date: '2026-12-01',
  todo_time: '12:00',
  description: 'Аэропорт, рейс KC 852',
};

describe('missingTaskFields', () => {
  it.each([
    ['a whole task', {}, []],
    ['no title', { title: '' }, ['title']],
    ['a title of spaces', { title: '   ' }, ['title']],
    ['no responsible', { responsible: null }, ['responsible']],
    ['no date', { todo_date: null }, ['todo_date']],
    ['no time', { todo_time: '' }, ['todo_time']],
    ['a description of spaces', { description: ' ' }, ['description']],
    [
      'an empty row, in the order the form shows them',
      { title: '', responsible: null, todo_date: null, todo_time: '', description: '' },
      ['title', 'responsible', 'todo_date', 'todo_time', 'description'],
    ],
  ])('%s', (_, change, expected) => {
    expect(missingTaskFields({ ...whole, ...change })).toEqual(expected);
  });
});
