import { formMessages } from './form-messages.ts';

/**
 * Every staff-facing message the server or the browser shows, in one place, so the two never drift.
 * Texts follow the specification word for word where it gives them.
 */
export const messages = {
  ...formMessages,
  // No-break spaces: the example number never breaks across lines under a narrow field.
  invalidPhone: 'Введите номер телефона цифрами, например +7\u00a0716\u00a0362\u00a000\u00a000',
  invalidNumber: 'Введите число',
  invalidValue: 'Недопустимое значение',
  tooLong: 'Слишком длинное значение',
  tooMany: 'Слишком много значений',
  duplicateValue: 'Поле указано дважды',
  notFound: 'Не найдено',
  unauthorized: 'Войдите в систему',
  sessionExpired: 'Сессия истекла, войдите снова',
  wrongCredentials: 'Неверный e-mail или пароль',
  tooManyLogins: 'Слишком много попыток входа. Попробуйте через минуту',
  forbiddenCompany: 'Нет доступа к этой компании',
  crossSiteRequest: 'Запрос отклонён: он отправлен с чужой страницы',
  noCompany: 'Выберите компанию',
  serverError: 'Внутренняя ошибка сервера. Попробуйте ещё раз',
  databaseUnavailable: 'База данных недоступна',
  badRequest: 'Некорректный запрос',
  /** Followed by the field's path: a field the server does not know is refused, never ignored. */
  unknownField: 'Неизвестное поле',
  invalidCharacter: 'Текст содержит недопустимый символ',
  passwordTooShort: 'Пароль должен быть не короче 8 символов',
  wrongOldPassword: 'Текущий пароль указан неверно',
  passwordWorkBusy: 'Сервер занят проверкой паролей. Повторите через несколько секунд',
  // One answer whether the address works here or in another company: it must not tell which.
  emailTaken: 'Этот e-mail нельзя использовать. Укажите другой',
  cannotDeleteSelf: 'Нельзя удалить самого себя',
  cannotDeactivateSelf: 'Нельзя отключить самого себя',
  emailInCompany: 'Сотрудник с таким e-mail уже есть в этой компании',
  invitationPending: 'Сотрудник ещё не принял приглашение',
  tooManyTakenEmails: 'Слишком много занятых e-mail подряд. Попробуйте через час',
  passwordOnlyByOwner: 'Пароль меняет только сам сотрудник: «Профиль» → «Смена пароля»',
  emailOnlyByOwner: 'E-mail меняет только сам сотрудник в своём профиле',
  employeeOfOtherCompanies:
    'Сотрудник работает и в других компаниях: изменить его данные может только тот, у кого есть доступ к каждой из них',
  lastCompanyMember: 'В компании должен остаться хотя бы один сотрудник',
  chooseAtLeastOne: 'Выберите хотя бы одну компанию',
  categoryNameTaken: 'Категория с таким названием уже есть',
  roomNameTaken: 'Номер с таким названием уже есть',
  categoryHasRooms: 'Нельзя удалить категорию, в которой есть номера',
  categoryTypeLocked: 'Нельзя сменить тип категории, в которой есть номера',
  roomCategoryTypeMismatch: 'Нельзя перенести номер в категорию другого типа',
  categoryNotFound: 'Категория не найдена',
  bedsOnlyKoika: 'Койки бывают только в номерах категории «Койка»',
  bedsRange: 'Количество коек должно быть от 1 до 50',
  floorRange: 'Этаж должен быть целым числом от -5 до 200',
  bedsHaveBookings: 'Нельзя убрать койки, на которых есть брони',
  negativeNumber: 'Не может быть отрицательное число!',
  invalidBin: 'БИН/ИИН: 12 цифр',
  binCheckDigit: 'Неверный БИН/ИИН: контрольная цифра не совпадает',
  invalidIik: 'ИИК: KZ и 18 знаков. Проверьте номер счёта',
  invalidBik: 'БИК: 8 знаков, например HSBKKZKX',
  invalidKbe: 'КБе: две цифры, например 17',
  invalidTime: 'Время в формате ЧЧ:ММ',
  invalidTimeZone: 'Неизвестный часовой пояс',
} as const;

export type MessageKey = keyof typeof messages;

/** Calendar, reservations, repairs and blocks (specification sections 2.1–2.4 and 5). */
export const calendarMessages = {
  checkOutBeforeCheckIn: 'Дата выезда должна быть позже даты заезда',
  chooseRoom: 'Пожалуйста выберите номер!',
  roomNotFound: 'Номер не найден',
  bedNotInRoom: 'Койка не относится к этому номеру',
  sourceNotFound: 'Канал продаж не найден',
  groupNotFound: 'Групповая бронь не найдена',
  earlyButNotEarlier: 'Вы выбрали ранний заезд, но время не раньше',
  lateButNotLater: 'Вы выбрали поздний выезд, но время не позже',
  roomTaken: 'Номер {room} занят: {holder}',
  roomTakenUnknown: 'Номер {room} занят на выбранное время',
  onlyDraftDeletes: 'Удалить навсегда можно только черновик',
  cannotAdvance: 'Статус «{status}» нельзя продвинуть дальше',
  nextStepOnly: 'Бронь в статусе «{status}». Следующий шаг — «{action}»',
  payFirst: 'Пожалуйста внесите оплату',
  foreignBlock: 'Нельзя использовать чужой блок',
  blockNotFound: 'Блок не найден',
  roomNotInBlock: 'Этот номер не входит в блок',
  /** A block whose draft is open (issue 28, item 4): its dates and rooms wait for the draft. */
  blockInDraft: 'Из блока открыт черновик №{number}: сохраните его или закройте без сохранения',
  repairNotFound: 'Ремонт не найден',
  periodTooLong: 'Период не может быть длиннее 366 дней',
  periodEndBeforeStart: 'Конец периода должен быть позже начала',
  calendarTooLong: 'Период календаря не может быть длиннее 400 дней',
  exportTooLong: 'Период не может быть длиннее 31 дня',
  /** The null sales channel, always listed first (specification 9). */
  directSale: 'Прямая продажа',
  moveReason: 'Напишите причину переселения',
  notEnoughPlaces: 'Недостаточно мест',
  cannotMove: 'Бронь со статусом «{status}» нельзя переселить',
  /** A move whose new dates leave a saved meal plan outside the stay (meals-within-stay.ts). */
  moveMealsOutside: 'Питание брони выходит за новые даты. Измените даты вместе с питанием в редакторе брони',
  /** A mid-stay move (stay-legs.ts): only a guest in house moves 'с сегодняшнего дня'. */
  splitNotLiving: 'Переселить с сегодняшнего дня можно только заселённого гостя, пока идёт его проживание',
  splitSamePlace: 'Гость уже живёт в этом номере',
  splitHourly: 'Почасовую бронь можно переселить только целиком',
  /** Dates that would leave out a room the guest already lived in ('{room}' is the earlier leg's room). */
  legsOutside: 'Проживание должно включать переезд из номера {room} ({at})',
  legMoveDates:
    'У брони с переездом нельзя сдвинуть заезд: первый номер уже прожит. Меняйте номер или дату выезда',
} as const;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** Price calculation: stay, meals, services, discounts and payments (specification sections 5 and 9). */
export const pricingMessages = {
  notEnoughPlaces: 'Не достаточно мест!',
  customPriceRequired: 'Укажите цену',
  zeroPeople: 'Вы указали 0 в количестве людей.',
  notLess: 'Меньше нельзя!',
  noPromoCodes: 'Нет функционала по промокодам!',
  amountRequired: 'Введите сумму!',
  noHourPrice: 'У категории не задана цена часа',
} as const;

/** Rate plans, their prices by date and restrictions (issue 32). Dates are short: '05.07'. */
export const ratePlanMessages = {
  planNotFound: 'Тариф не найден',
  parentNotFound: 'Родительский тариф не найден',
  parentRequired: 'Укажите, от какого тарифа считается цена',
  oneBase: 'Базовым должен быть ровно один тариф',
  baseIsRoot: 'Базовый тариф не может зависеть от другого',
  adjustmentRequired: 'Укажите наценку или скидку от родительского тарифа',
  percentRange: 'Процент должен быть от −100 до 1000',
  cycle: 'Тариф не может зависеть сам от себя',
  tooDeep: 'Слишком длинная цепочка зависимых тарифов (не больше 5)',
  rangeReversed: 'Дата начала позже даты окончания',
  rangeTooLong: 'Не больше двух лет за один раз',
  unknownWeekday: 'Неизвестный день недели',
  stayRange: 'Срок проживания — от 1 до 366 ночей',
  maxBelowMin: 'Максимальный срок меньше минимального',
  minStay: (date: string, nights: string) => `Минимальный срок проживания с ${date} — ${nights}`,
  maxStay: (date: string, nights: string) => `Максимальный срок проживания с ${date} — ${nights}`,
  closedToArrival: (date: string) => `Заезд ${date} закрыт`,
  closedToDeparture: (date: string) => `Выезд ${date} закрыт`,
  stopSell: (date: string) => `Продажа на ${date} закрыта`,
  invalidDate: 'Введите дату в формате ГГГГ-ММ-ДД',
  gridTooLong: 'Не больше 93 дней за один раз',
  chooseCategories: 'Выберите категории',
  choosePlans: 'Выберите тарифы',
  derivedAmongPlans: (name: string) =>
    `Цены зависимого тарифа «${name}» считаются от родительского: снимите его или меняйте только ограничения`,
  planNotInCategories: (name: string) => `Тариф «${name}» не продаётся в выбранных категориях`,
  priceOrChange: 'Укажите либо цену, либо изменение цены',
  nothingToChange: 'Укажите цену или ограничения',
  derivedHasNoPrices: 'Цены зависимого тарифа считаются от родительского: меняйте их там',
  planInUse: 'Тариф используется в бронях — отключите его вместо удаления',
  planHasChildren: 'От этого тарифа считаются другие — сначала измените их',
  baseCannotBeDeleted: 'Базовый тариф нельзя удалить',
  nameTaken: 'Тариф с таким названием уже есть',
  categoryNotFound: 'Категория не найдена',
  foodTariffNotFound: 'Тариф питания не найден',
  notForCategory: 'Тариф не продаётся в этой категории',
  inactive: 'Тариф отключён',
} as const;

/**
 * The price grid's workbook (issue 32, docs/pricing.md 'The grid as a workbook'): each refusal names the
 * sheet's cell, as the manager sees it in Excel ('C5: цена должна быть числом').
 */
export const rateXlsxMessages = {
  noFile: 'Выберите файл Excel (.xlsx)',
  tooBig: 'Файл больше 2 МБ',
  notXlsx: 'Файл не читается как книга Excel (.xlsx)',
  noSheet: 'В книге нет листа «Цены»',
  noDates: 'В первой строке листа «Цены» нет дат',
  refused: (count: number, shown: string) =>
    `Файл не загружен, ничего не изменено. Ошибок: ${count}\n${shown}`,
  badDate: (cell: string) => `${cell}: дата должна быть в формате ДД.ММ.ГГГГ`,
  repeatedDate: (cell: string) => `${cell}: эта дата уже есть в другом столбце`,
  tooLong: (cell: string) => `${cell}: не больше 93 дней в одном файле`,
  unknownPlan: (cell: string, name: string) => `${cell}: тариф «${name}» не найден среди активных`,
  unknownCategory: (cell: string, name: string) => `${cell}: категория «${name}» не найдена`,
  ambiguousCategory: (cell: string, name: string) =>
    `${cell}: категорий «${name}» несколько — переименуйте одну`,
  notSold: (cell: string, plan: string, category: string) =>
    `${cell}: тариф «${plan}» не продаётся в категории «${category}»`,
  unknownLine: (cell: string) =>
    `${cell}: показатель должен быть одним из: Цена, Мин. ночей, Макс. ночей, Закрыт заезд, Закрыт выезд, Стоп-продажа`,
  repeatedLine: (cell: string) => `${cell}: эта строка уже есть выше`,
  priceNotNumber: (cell: string) => `${cell}: цена должна быть числом`,
  priceNegative: (cell: string) => `${cell}: цена не может быть отрицательной`,
  priceTooPrecise: (cell: string) => `${cell}: цена — не больше двух знаков после запятой`,
  staysNotNumber: (cell: string) => `${cell}: срок — целое число ночей от 1 до 366`,
  markNotKnown: (cell: string) => `${cell}: отметка — «да» или пусто`,
  derivedReadOnly: (cell: string, plan: string) =>
    `${cell}: строки тарифа «${plan}» только для чтения — его цены и ограничения считаются от родительского`,
  maxBelowMin: (cell: string) => `${cell}: максимальный срок меньше минимального`,
} as const;

/** The booking editor (specification sections 2.6 and 5). */
export const bookingEditorMessages = {
  saveWithoutMealsFirst: 'Сначала сохраните бронь без питания',
  noFoodTariffs: 'Нет доступных тарифов питания',
  fillTask: 'Пожалуйста заполните задачу!',
  choosePaymentMethod: 'Выберите вид оплаты!',
  chooseDiscount: 'Выберите скидку!',
  cancelReason: 'Укажите причину отмены',
  enterEmail: 'Введите email и сохраните!',
  saveChanges: 'Сохраните изменения!',
  bookingGone: 'Бронь не найдена',
  cancelled: 'Бронь отменена, изменить её нельзя',
  notInGroup: 'Бронь не входит в эту группу',
  savedPaymentReadOnly: 'Сохраненный платеж изменить нельзя',
  expireInPast: 'Срок резерва должен быть в будущем',
  serviceNotFound: 'Услуга не найдена',
  discountNotFound: 'Скидка не найдена',
  tariffNotFound: 'Тариф питания не найден',
  paymentMethodNotFound: 'Вид оплаты не найден',
  responsibleNotFound: 'Ответственный не найден',
  clientNotFound: 'Клиент не найден',
  bedNotFound: 'Койка не найдена',
  setEarlyTime: 'Укажите время раннего заезда',
  earlyMustBeBefore: 'Время заезда должно быть меньше чем {time}',
  checkInNotBefore: 'Время заезда не должно быть меньше чем {time}',
  lateMustBeAfter: 'Время выезда должно быть больше чем {time}',
  setLateTime: 'Укажите время позднего выезда',
  checkOutNotAfter: 'Время выезда не должно быть больше чем {time}',
  cannotCancelCheckedOut: 'Выселенную бронь отменить нельзя',
  returnAboveWithheld: 'Сумма возврата больше внесенной оплаты',
  addClient: 'Добавьте клиента',
  cancelOthersFirst: 'Сначала отмените остальные номера группы или отмените бронь для всех',
  // One answer for every stale write (editor save, status, group, calendar move): the 409 of a version.
  paymentDone: 'Платеж оформлен!',
  changedByColleague: 'Бронь только что изменил другой сотрудник. Обновите её и повторите',
  /**
   * The 409 of a stale version: {who} says who changed the booking (audit.ts, changedByWords), {time}
   * 'dd.MM.yyyy HH:mm'.
   */
  changedBy: '{who} в {time}. Обновите её и повторите',
  /** Who changed a booking, by the employee's gender; without one, the neutral form (issue 28, item 16). */
  changedByMale: 'Бронь изменил {name}',
  changedByFemale: 'Бронь изменила {name}',
  changedByUnknown: 'Изменено: {name}',
  /** {name} when the last change has no employee (the system, a deleted account). */
  someColleague: 'другой сотрудник',
  versionMissing: 'Обновите бронь: не хватает версии',
} as const;

/** Safe retries with an Idempotency-Key header (issue 15). */
export const idempotencyMessages = {
  keyInvalid: 'Ключ идемпотентности: от 1 до 255 символов',
  keyReused: 'Ключ идемпотентности уже использован для другого запроса',
  keyInProgress: 'Запрос с этим ключом ещё выполняется',
  /** The create was made but its answer is lost: retrying must not make a second one. */
  keyDone: 'Этот запрос уже выполнен, но ответ на него потерялся. Обновите страницу и проверьте результат',
} as const;

/** Administration of the catalogues (issue 11): one wording for every catalogue's refusals. */
export const catalogueMessages = {
  nameTaken: 'Запись с таким названием уже есть',
  /** {what}: what uses the record, e.g. 'бронь №4127'. */
  inUse: 'Нельзя удалить: используется ({what}). Сделайте запись неактивной',
  percentTooBig: 'Процент не может быть больше 100',
  directSaleReserved: "Источник 'Прямая продажа' уже есть и не удаляется",
  periodReversed: 'Дата окончания должна быть позже даты начала',
  roomNotInCategory: 'Номер не входит в выбранную категорию',
  roomsRequired: 'Выберите номера',
} as const;

/** A payment's cash order (КО-1 for a payment, КО-2 for a refund): for cash only (issue 29). */
export const cashOrderMessages = {
  /** {name}: the payment's method, e.g. 'Kaspi POS'. */
  cashOnly: 'КО-1 и КО-2 печатаются только для оплаты наличными; этот платёж — «{name}»',
  noMethod: 'КО-1 и КО-2 печатаются только для оплаты наличными; у этого платежа не указан способ оплаты',
} as const;

/** The bookings list 'Брони' and its xlsx export (issue 13). */
export const bookingListMessages = {
  invalidDate: 'Неверная дата',
  datesReversed: 'Дата окончания не может быть раньше даты начала',
  invalidSort: 'Нельзя сортировать по этому полю',
  invalidTab: 'Неизвестная вкладка списка',
  invalidStatus: 'Неизвестный статус брони',
  invalidSource: "Источник: номер канала продаж или 'direct'",
  invalidOwes: "Фильтр «Должники»: 'true' или 'false'",
  tooManyRows: 'Слишком много строк для выгрузки: уточните фильтр',
} as const;

/** A size as staff read it: whole megabytes as 'N МБ', anything smaller in kilobytes. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} МБ` : `${Math.ceil(bytes / 1024)} КБ`;
}

/** A request body over the route's limit (413): what is too large, and the limit. */
export const bodyTooLarge = (limitBytes: number) =>
  `Запрос больше ${sizeLabel(limitBytes)}: столько сервер не принимает`;
