/**
 * Demo data: fills an existing company with a believable lake resort in Burabay — rooms and hostel
 * beds, price lists, staff, guests, and bookings from three weeks ago to five weeks ahead in every
 * status, with payments and holds. Deterministic: a fixed seed and dates relative to `now`.
 *
 * Seeding a company twice is refused (the company already has categories) and writes nothing.
 * Catalogue tables live in seed/seed-catalogue.ts, the generators in the other seed/seed-*.ts files.
 */
import {
  addDays,
  type BookingStatus,
  bookingStatuses,
  fromLocal,
  holdingStatuses,
  toLocal,
} from '@pms/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories, companies } from '../db/schema.ts';
import { actorOf } from '../http/actor.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DEMO_PASSWORD, RESORT } from './seed-catalogue.ts';
import { generateClients } from './seed-people.ts';
import { writeBanners, writeCategoryPictures } from './seed-pictures.ts';
import { BookingPlanner, type Clock, occupancyNextTwoWeeks } from './seed-plan.ts';
import { Rng } from './seed-random.ts';
import { layoutStays, resortRooms } from './seed-timeline.ts';
import {
  writeBookings,
  writeClients,
  writeClosures,
  writeInventory,
  writeSalesCatalogue,
  writeStaff,
} from './seed-write.ts';

export interface SeedOptions {
  companyId: number;
  /** The employee who "made" the bookings; already a member of the company. */
  employeeId: number;
  /** The moment the demo is built around; default the current time. */
  now?: Date;
  /** DEMO_PASSWORD's hash, when the caller already made one (seedIfEmpty: one for both demos). */
  passwordHash?: string;
}

export interface SeedSummary {
  categories: number;
  rooms: number;
  beds: number;
  units: number;
  /** Receptionists created; 0 when an earlier seed of another company already made them. */
  employees: number;
  paymentTypes: number;
  salesChannels: number;
  foodTariffs: number;
  foodPrices: number;
  services: number;
  discounts: number;
  clients: number;
  bookings: number;
  bookingsByStatus: Record<BookingStatus, number>;
  bookingClients: number;
  payments: number;
  repairs: number;
  blocks: number;
  holds: number;
  /** Drawn pictures of categories and banners (seed-pictures.ts). */
  pictures: number;
  /** Percent of units held by bookings over the next 14 evenings. */
  occupancyNextTwoWeeks: number;
}

export class SeedRefusedError extends Error {}

const SEED = 20_240_901;
const CLIENT_COUNT = 60;

export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const now = opts.now ?? new Date();
  const today = toLocal(Math.floor(now.getTime() / 1000), RESORT.timezone).date;
  const clock: Clock = {
    now,
    // Day k relative to the resort's today, at a wall-clock time of its zone, whatever the host's zone.
    at: (day, time) => new Date(fromLocal(addDays(today, day), time, RESORT.timezone) * 1000),
    checkInTime: RESORT.checkInTime,
    checkOutTime: RESORT.checkOutTime,
  };
  const rng = new Rng(SEED);
  const slots = resortRooms();
  const layout = layoutStays(rng, slots);
  const people = generateClients(rng, CLIENT_COUNT);
  const plans = new BookingPlanner(rng, clock, slots, people.length).plan(layout.stays);

  return db.transaction(async (tx) => {
    const [filled] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(categories)
      .where(eq(categories.companyId, opts.companyId));
    if ((filled?.n ?? 0) > 0) throw new SeedRefusedError(`Компания ${opts.companyId} уже заполнена`);
    const updated = await tx
      .update(companies)
      .set({ ...RESORT })
      .where(eq(companies.id, opts.companyId))
      .returning({ id: companies.id });
    if (updated.length === 0) throw new SeedRefusedError(`Компании ${opts.companyId} нет`);
    // After the checks: hashing is slow on purpose, a refused seed should not pay for it.
    const passwordHash = opts.passwordHash ?? (await hashPassword(DEMO_PASSWORD));

    // The resort has had its rooms for a year: the reports count a room for sale only from its creation.
    const inventory = await writeInventory(tx, opts.companyId, slots, clock.at(-365, '00:00'));
    const seeder = actorOf(
      { id: opts.employeeId },
      {
        id: opts.companyId,
        name: RESORT.name,
        role: 'owner',
        timeZone: RESORT.timezone,
        checkInTime: RESORT.checkInTime,
        checkOutTime: RESORT.checkOutTime,
        requiredFields: [],
      },
    );
    const pictures =
      (await writeCategoryPictures(tx, seeder, inventory.categoryIds)) + (await writeBanners(tx, seeder));
    const sales = await writeSalesCatalogue(tx, opts.companyId);
    const { staff, created } = await writeStaff(tx, opts.companyId, opts.employeeId, passwordHash);
    const clientIds = await writeClients(tx, opts.companyId, people);
    const refs = {
      companyId: opts.companyId,
      createdBy: opts.employeeId,
      staff,
      clientIds,
      inventory,
      sales,
      holding: holdingStatuses,
      timeZone: RESORT.timezone,
    };
    const written = await writeBookings(tx, plans, refs);
    const closed = await writeClosures(tx, layout, clock, refs);

    const bookingsByStatus = Object.fromEntries(bookingStatuses.map((s) => [s, 0])) as Record<
      BookingStatus,
      number
    >;
    for (const p of plans) bookingsByStatus[p.status]++;
    return {
      categories: new Set(slots.map((s) => s.category.name)).size,
      rooms: slots.length,
      beds: inventory.beds,
      pictures,
      units: inventory.units,
      employees: created,
      ...sales.counts,
      clients: clientIds.length,
      ...written,
      bookingsByStatus,
      repairs: closed.repairs,
      blocks: closed.blocks,
      holds: written.holds + closed.holds,
      occupancyNextTwoWeeks: occupancyNextTwoWeeks(plans, slots, clock, holdingStatuses),
    };
  });
}
