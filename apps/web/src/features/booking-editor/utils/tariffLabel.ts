/**
 * A meal tariff as the select names it: its name and its meal ('Шведский стол (Завтрак)'), the meal
 * left out when the name already says it ('Завтрак «Шведский стол»', 'Трехразовое питание'), so the
 * name fits its field.
 */
export function tariffLabel(name: string, meal: string): string {
  return name.toLocaleLowerCase('ru').includes(meal.toLocaleLowerCase('ru')) ? name : `${name} (${meal})`;
}
