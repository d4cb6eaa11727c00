/**
 * `npm run db:seed`: fills the first company with the demo resort and adds the demo leisure object. The server creates the administrator
 * and the first company on its first start, so the seed needs that to have happened once.
 */
import { asc, eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { databaseTimeouts, openDatabase } from '../db/client.ts';
import { categories, companies, companyEmployees } from '../db/schema.ts';
import { type SeedSummary, seedDemo } from './seed.ts';
import { LEISURE, seedLeisureDemo } from './seed-leisure.ts';

function describe(s: SeedSummary): string {
  const statuses = Object.entries(s.bookingsByStatus)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ');
  return [
    `  категорий ${s.categories}, номеров ${s.rooms}, коек ${s.beds}, единиц продажи ${s.units}`,
    `  типов оплаты ${s.paymentTypes}, каналов продаж ${s.salesChannels}, тарифов питания ${s.foodTariffs} (${s.foodPrices} строк цен), услуг ${s.services}, скидок ${s.discounts}`,
    `  новых сотрудников ${s.employees} (пароль demo12345), клиентов ${s.clients}`,
    `  броней ${s.bookings}: ${statuses}`,
    `  гостей в бронях ${s.bookingClients}, платежей ${s.payments}, ремонтов ${s.repairs}, блоков ${s.blocks}, удержаний ${s.holds}`,
    `  загрузка на ближайшие две недели ${s.occupancyNextTwoWeeks}%`,
  ].join('\n');
}

const config = loadConfig();
// The server's timeouts, so a silent database ends the command instead of hanging it.
const database = openDatabase({
  url: config.DATABASE_URL,
  migrationUrl: config.MIGRATION_DATABASE_URL,
  dataDir: config.DATA_DIR,
  timeouts: databaseTimeouts(config),
});
try {
  await database.migrate();
  const { db } = database;
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(1);
  const [member] = company
    ? await db
        .select({ employeeId: companyEmployees.employeeId })
        .from(companyEmployees)
        .where(eq(companyEmployees.companyId, company.id))
        .orderBy(asc(companyEmployees.createdAt), asc(companyEmployees.employeeId))
        .limit(1)
    : [];
  const [filled] = company
    ? await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.companyId, company.id))
        .limit(1)
    : [];
  if (!company || !member) {
    console.error(
      'В базе нет компании с сотрудником. Запустите сервер один раз (npm start): он создаст администратора и первую компанию. Затем повторите npm run db:seed.',
    );
    process.exitCode = 1;
  } else if (filled) {
    console.log(`Уже заполнено: в компании «${company.name}» есть категории номеров, ничего не изменено.`);
  } else {
    const started = performance.now();
    const summary = await seedDemo(db, { companyId: company.id, employeeId: member.employeeId });
    const leisure = await seedLeisureDemo(db, { employeeId: member.employeeId });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Демо-данные записаны в компанию №${company.id} за ${seconds} с:\n${describe(summary)}`);
    console.log(
      `  объект отдыха «${LEISURE.name}» (компания №${leisure.companyId}): активностей ${leisure.activities}, тарифов ${leisure.tariffs}, заказов ${leisure.orders}, платежей ${leisure.payments}`,
    );
  }
} finally {
  await database.close();
}
