/** Texts of the booking's rate plan (issue 32): the editor's plans side by side and a restriction's override. */
export const ruPlans = {
  salePlans: {
    title: 'Тариф',
    hint: 'Стоимость проживания по каждому тарифу на выбранные даты',
    loading: 'Считаем цены по тарифам…',
    none: 'Нет тарифов, которые продаются в этой категории',
    needStay: 'Выберите даты и номер, чтобы сравнить тарифы',
    base: 'основной',
    refundable: 'Возвратный',
    nonRefundable: 'Невозвратный',
    chosen: 'Выбран тариф «{{name}}»',
    policy: 'Условия отмены',
    noPolicy: 'не указаны',
    meals: 'Питание по тарифу',
    noMeals: 'не включено',
    nights: 'Цена за ночь',
    datePrice: 'цена на дату',
    schemePrice: 'цена по схеме категории',
  },
  restriction: {
    override: 'Продать с нарушением ограничения',
    reason: 'Причина нарушения ограничения',
    reasonHint: 'Причина попадёт в журнал действий',
    reasonRequired: 'Укажите причину',
    confirm: 'Продать с нарушением',
  },
} as const;
