/**
 * The calendar answer's bytes, byte for byte what `Buffer.from(JSON.stringify(answer))` gives, written a
 * room at a time (http/json-pieces.ts says why).
 */
import { JsonPieces } from '../../http/json-pieces.ts';

/** The answer's shape as far as it is cut: categories, each with its rooms as its last key. */
interface Answer {
  categories: readonly { room_list: readonly unknown[] }[];
}

export function calendarBytes(answer: Answer): Buffer {
  const pieces = new JsonPieces();
  pieces.add('{"categories":[');
  answer.categories.forEach((category, i) => {
    const { room_list, ...head } = category;
    // The category's own fields, then its rooms as the last key, as JSON.stringify orders them.
    pieces.add(`${i === 0 ? '' : ','}${JSON.stringify(head).slice(0, -1)},"room_list":[`);
    room_list.forEach((room, j) => {
      pieces.add(j === 0 ? JSON.stringify(room) : `,${JSON.stringify(room)}`);
    });
    pieces.add(']}');
  });
  pieces.add(']}');
  return pieces.bytes();
}
