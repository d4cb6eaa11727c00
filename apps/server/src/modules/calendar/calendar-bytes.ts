/**
 * The calendar answer's bytes, byte for byte what `Buffer.from(JSON.stringify(answer))` gives, written a
 * room at a time. One JSON.stringify of the whole answer makes one string of up to a megabyte and more
 * (two bytes a character once a Cyrillic name is in it) that V8 assembles from pieces and must copy
 * whole into fresh memory before it can be encoded; that copy and the pages it touches cost more than
 * JSON.stringify itself: 11–21 ms against 3–6 ms this way for 30 and 60 days at 500 rooms
 * (bench/README.md, calendar.ts). Here every string stays small and lives and dies young.
 */
/** Text gathered before it is encoded: a few kilobytes, so each piece is cheap to encode and drop. */
const PIECE = 8192;

/** The answer's shape as far as it is cut: categories, each with its rooms as its last key. */
interface Answer {
  categories: readonly { room_list: readonly unknown[] }[];
}

export function calendarBytes(answer: Answer): Buffer {
  const parts: Buffer[] = [];
  let text = '{"categories":[';
  answer.categories.forEach((category, i) => {
    const { room_list, ...head } = category;
    // The category's own fields, then its rooms as the last key, as JSON.stringify orders them.
    text += `${i === 0 ? '' : ','}${JSON.stringify(head).slice(0, -1)},"room_list":[`;
    room_list.forEach((room, j) => {
      text += j === 0 ? JSON.stringify(room) : `,${JSON.stringify(room)}`;
      if (text.length > PIECE) {
        parts.push(Buffer.from(text));
        text = '';
      }
    });
    text += ']}';
  });
  parts.push(Buffer.from(`${text}]}`));
  return Buffer.concat(parts);
}
