const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const withTiyn = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in tiyn as tenge without the sign, Russian style: 2000000 -> '20 000', 2000050 -> '20 000,50'. */
export function formatTenge(tiyn: number): string {
  return tiyn % 100 === 0 ? whole.format(tiyn / 100) : withTiyn.format(tiyn / 100);
}
