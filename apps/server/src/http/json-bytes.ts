/**
 * A large answer as the UTF-8 bytes of its JSON, the same bytes as `Buffer.from(JSON.stringify(value))`,
 * in pieces: each member of a top-level object, and each element of a top-level member that is an array,
 * is stringified and encoded on its own. One JSON.stringify of a megabyte makes a string that the encoding
 * then has to flatten and transcode whole (two-byte as soon as one Cyrillic name is in it); in pieces the
 * same work took about half the time (the year of occupancy, 1.1 MB: bench/README.md, issue 31 goal 5).
 */
export function jsonBytes(value: unknown): Buffer {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || hasToJSON(value))
    return Buffer.from(JSON.stringify(value));
  const parts: Buffer[] = [];
  let first = true;
  for (const [key, member] of Object.entries(value)) {
    // What JSON.stringify leaves out of an object.
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue;
    parts.push(Buffer.from(`${first ? '{' : ','}${JSON.stringify(key)}:`));
    first = false;
    if (Array.isArray(member) && !hasToJSON(member)) {
      parts.push(Buffer.from('['));
      member.forEach((element, i) => {
        // An element JSON.stringify cannot write (undefined, a function) is null in an array.
        parts.push(Buffer.from(`${i ? ',' : ''}${JSON.stringify(element) ?? 'null'}`));
      });
      parts.push(Buffer.from(']'));
    } else parts.push(Buffer.from(JSON.stringify(member)));
  }
  parts.push(Buffer.from(first ? '{}' : '}'));
  return Buffer.concat(parts);
}

const hasToJSON = (value: object) => typeof (value as { toJSON?: unknown }).toJSON === 'function';
