import { messages } from '../messages.ts';

/**
 * A pricing input the rules refuse. `field` names the input field ('adult_count', 'food.0.end_date') so the
 * server can answer 400 `{error: message, field}` without knowing the rules.
 */
export class PricingError extends Error {
  override readonly name = 'PricingError';

  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Runs `fn` and prefixes the field of a PricingError it throws, e.g. 'adult_count' → 'rooms.2.adult_count'. */
export function withFieldPrefix<T>(prefix: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof PricingError) throw new PricingError(err.message, `${prefix}.${err.field}`);
    throw err;
  }
}

/** Counters (guests, quantities) are whole numbers from 0 up to the schemas' 10 000. */
export function checkCount(
  value: number,
  field: string,
  negativeMessage: string = messages.negativeNumber,
): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new PricingError(messages.invalidNumber, field);
  if (value < 0) throw new PricingError(negativeMessage, field);
  if (value > 10_000) throw new PricingError(messages.invalidValue, field);
  return value;
}

/** Refuses a value outside a closed list, e.g. an unknown calculation_type. */
export function checkOneOf<T extends string>(value: T, allowed: readonly T[], field: string): T {
  if (!allowed.includes(value)) throw new PricingError(messages.invalidValue, field);
  return value;
}
