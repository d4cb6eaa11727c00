/** The closed lists of the pricing engine, which the schemas of price-result.ts and the types of types.ts both read. */
export const calculationTypes = ['tariff', 'fixed', 'full'] as const;
export const foodTypes = ['breakfast', 'lunch', 'supper', 'all'] as const;
export const serviceTypes = ['once', 'day'] as const;
export const discountKinds = ['percent', 'fixed'] as const;
