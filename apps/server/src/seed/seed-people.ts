/** Guests of the demo resort: Kazakh and Russian names, Kazakhstani phones and documents. */
import { transliterate } from '@pms/domain';
import type { Rng } from './seed-random.ts';

interface NamePool {
  male: readonly string[];
  female: readonly string[];
  /** Surnames in the male form; the female form adds 'а' (Касымов → Касымова). */
  surnames: readonly string[];
  malePatronymics: readonly string[];
  femalePatronymics: readonly string[];
}

const KAZAKH: NamePool = {
  male: [
    'Нурлан',
    'Ерлан',
    'Асхат',
    'Бауыржан',
    'Даурен',
    'Арман',
    'Серик',
    'Канат',
    'Тимур',
    'Алмас',
    'Ержан',
  ],
  female: ['Айгуль', 'Динара', 'Жанар', 'Асель', 'Гульнара', 'Сауле', 'Камила', 'Айжан', 'Мадина', 'Алия'],
  surnames: [
    'Ахметов',
    'Касымов',
    'Жумабаев',
    'Сейткалиев',
    'Нурпеисов',
    'Омаров',
    'Тулегенов',
    'Искаков',
    'Абдрахманов',
    'Бекмухамбетов',
    'Сарсенбаев',
    'Утепов',
  ],
  malePatronymics: ['Нурланович', 'Серикович', 'Ерланович', 'Болатович', 'Маратович', 'Кайратович'],
  femalePatronymics: ['Нурлановна', 'Сериковна', 'Ерлановна', 'Болатовна', 'Маратовна', 'Кайратовна'],
};

const RUSSIAN: NamePool = {
  male: ['Александр', 'Сергей', 'Дмитрий', 'Андрей', 'Игорь', 'Максим', 'Владимир', 'Евгений', 'Павел'],
  female: ['Елена', 'Ольга', 'Наталья', 'Татьяна', 'Ирина', 'Анна', 'Светлана', 'Юлия', 'Марина'],
  surnames: [
    'Иванов',
    'Петров',
    'Смирнов',
    'Кузнецов',
    'Попов',
    'Волков',
    'Морозов',
    'Соколов',
    'Лебедев',
    'Новиков',
    'Фёдоров',
    'Павлов',
  ],
  malePatronymics: ['Александрович', 'Сергеевич', 'Викторович', 'Иванович', 'Николаевич', 'Андреевич'],
  femalePatronymics: ['Александровна', 'Сергеевна', 'Викторовна', 'Ивановна', 'Николаевна', 'Андреевна'],
};

const MOBILE_CODES = ['701', '702', '705', '707', '708', '747', '771', '775', '776', '777', '778'];
const MAIL_DOMAINS = ['mail.ru', 'gmail.com', 'mail.kz', 'yandex.kz', 'inbox.ru'];
const CLIENT_NOTES = [
  'Постоянный гость, просит номер подальше от лифта',
  'Аллергия на орехи — предупредить ресторан',
  'Приезжает на своей машине, нужна парковка',
  'Предпочитает верхний этаж',
  'Отмечает годовщину свадьбы',
];

export interface ClientSeed {
  firstName: string;
  lastName: string;
  middleName: string;
  phoneNumber: string;
  email: string;
  documentNumber: string;
  idCard: string;
  gender: 'male' | 'female';
  comment: string;
}

const digits = (rng: Rng, count: number) => Array.from({ length: count }, () => rng.int(0, 9)).join('');

export function phoneNumber(rng: Rng): string {
  return `+7 ${rng.pick(MOBILE_CODES)} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;
}

/** `count` guests with distinct full names, about 60% Kazakh and 40% Russian. */
export function generateClients(rng: Rng, count: number): ClientSeed[] {
  const clients: ClientSeed[] = [];
  const taken = new Set<string>();
  while (clients.length < count) {
    const pool = rng.chance(0.6) ? KAZAKH : RUSSIAN;
    const gender = rng.chance(0.5) ? 'male' : 'female';
    const firstName = rng.pick(gender === 'male' ? pool.male : pool.female);
    const surname = rng.pick(pool.surnames);
    const lastName = gender === 'male' ? surname : `${surname}а`;
    if (taken.has(`${firstName} ${lastName}`)) continue;
    taken.add(`${firstName} ${lastName}`);
    const middleName = rng.pick(gender === 'male' ? pool.malePatronymics : pool.femalePatronymics);
    const email = rng.chance(0.55)
      ? `${transliterate(firstName.toLowerCase())}.${transliterate(lastName.toLowerCase())}@${rng.pick(MAIL_DOMAINS)}`
      : '';
    // Every guest has a document on file: a passport ('N' and 8 digits), a 9-digit ID card, or both.
    const passport = rng.chance(0.35);
    const idCard = !passport || rng.chance(0.4);
    clients.push({
      firstName,
      lastName,
      middleName,
      phoneNumber: phoneNumber(rng),
      email,
      documentNumber: passport ? `N${digits(rng, 8)}` : '',
      idCard: idCard ? `0${digits(rng, 8)}` : '',
      gender,
      comment: rng.chance(0.12) ? rng.pick(CLIENT_NOTES) : '',
    });
  }
  return clients;
}
