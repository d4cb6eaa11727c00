import { formatTenge } from '@pms/domain';

/** Tenge in Russian format: 15000 -> '15 000 ₸', 15000.5 -> '15 000,50 ₸' (the domain's one rule). */
export const formatMoney = (value: number): string => formatTenge(value);
