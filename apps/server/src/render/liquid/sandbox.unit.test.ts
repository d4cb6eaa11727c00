/**
 * The sandboxed engine on its own: the ways around include that Liquid offers, the growth a loop can
 * build without output, what a template may see of its data, and the line each error names.
 */
import { describe, expect, it } from 'vitest';
import { renderSources } from './sandbox.ts';

const data = { booking: { number: 7 }, guest: { name: 'Айгуль' } };
const render = (text: string, maxOutput = 1_000) => renderSources([{ text, maxOutput }], data);

describe('the sandboxed engine', () => {
  it('fills placeholders and filters as before', () => {
    expect(render('Бронь №{{ booking.number }}, {{ guest.name | upcase }}')).toEqual({
      ok: true,
      texts: ['Бронь №7, АЙГУЛЬ'],
    });
  });

  it.each([
    ["{% liquid include 'package.json' %}", 'include'],
    ["{%- include 'package.json' -%}", 'include'],
    ["{% if true %}\n{% layout 'package.json' %}{% endif %}", 'layout'],
  ])('refuses %s', (text, tag) => {
    expect(render(text)).toMatchObject({
      ok: false,
      reason: `тег ${tag} недоступен: шаблон не подключает файлы`,
    });
  });

  it('bounds what a capture or an append can build, not only what is printed', () => {
    const doubling = `{% capture s %}x{% endcapture %}{% for i in (1..40) %}{% capture s %}{{ s }}{{ s }}{% endcapture %}{% endfor %}`;
    expect(render(doubling)).toMatchObject({
      ok: false,
      reason: 'текст после подстановки длиннее 1 000 знаков',
    });
    const appending = `{% assign s = 'xxxxxxxxxx' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}`;
    expect(render(appending)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^шаблон строит слишком большие/),
    });
  });

  it('shows a template nothing of its data but the data', () => {
    expect(render('{{ booking.constructor }}')).toMatchObject({
      ok: false,
      reason: 'неизвестная подстановка {{ booking.constructor }}',
    });
  });

  it('names the line of the error, and which template it is in', () => {
    const outcome = renderSources(
      [
        { text: 'Тема', maxOutput: 100 },
        { text: 'Раз\nДва\n{% for i in (1..3) %}\n{{ guest.nam }}\n{% endfor %}', maxOutput: 100 },
      ],
      data,
    );
    expect(outcome).toEqual({
      ok: false,
      index: 1,
      line: 4,
      reason: 'неизвестная подстановка {{ guest.nam }}',
    });
    expect(render('a\n{% if true %}b')).toEqual({ ok: false, index: 0, line: 2, reason: 'тег if не закрыт' });
    expect(render('{% frobnicate %}')).toMatchObject({ reason: 'неизвестный тег frobnicate' });
  });
});
