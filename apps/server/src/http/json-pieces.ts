/**
 * A large JSON answer's bytes, byte for byte what `Buffer.from(JSON.stringify(answer))` gives, written a
 * piece at a time. One JSON.stringify of a whole answer makes one string of hundreds of kilobytes and more
 * (two bytes a character once a Cyrillic name is in it) that V8 assembles from pieces and must copy whole
 * into fresh memory before it can be encoded; that copy and the pages it touches cost more than
 * JSON.stringify itself: 11–21 ms against 3–6 ms this way for the calendar's 30 and 60 days at 500 rooms
 * (bench/README.md, calendar.ts). Here every string stays small and lives and dies young.
 */

/** Text gathered before it is encoded: a few kilobytes, so each piece is cheap to encode and drop. */
const PIECE = 8192;

/** JSON text added in order and encoded a few kilobytes at a time. */
export class JsonPieces {
  private readonly parts: Buffer[] = [];
  private text = '';

  add(text: string): void {
    this.text += text;
    if (this.text.length > PIECE) {
      this.parts.push(Buffer.from(this.text));
      this.text = '';
    }
  }

  bytes(): Buffer {
    this.parts.push(Buffer.from(this.text));
    this.text = '';
    return Buffer.concat(this.parts);
  }
}

/**
 * `answer` as JSON.stringify writes it, its list under `key` written item by item. `key` must be the
 * answer's last key (JSON.stringify writes keys in the order they were made); the price grid's `rows`.
 */
export function jsonWithList<K extends string>(answer: { [P in K]: readonly unknown[] }, key: K): Buffer {
  const { [key]: list, ...head } = answer as Record<string, unknown>;
  const pieces = new JsonPieces();
  const opening = JSON.stringify(head).slice(0, -1);
  pieces.add(`${opening}${opening === '{' ? '' : ','}${JSON.stringify(key)}:[`);
  (list as readonly unknown[]).forEach((item, i) => {
    pieces.add(i === 0 ? JSON.stringify(item) : `,${JSON.stringify(item)}`);
  });
  pieces.add(']}');
  return pieces.bytes();
}
