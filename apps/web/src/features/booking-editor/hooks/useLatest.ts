import { type RefObject, useRef } from 'react';

/** A ref holding this render's value, for what is made once (the form's rules) yet must read the latest. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
