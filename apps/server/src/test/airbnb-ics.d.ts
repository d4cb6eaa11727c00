/**
 * A calendar shaped as Airbnb exports one (all-day VEVENTs, 'Reserved' with the reservation's link, or
 * 'Airbnb (Not available)'), for the counterpart servers of the calendar-sync test, journey and bench.
 */
export type FeedEvent = {
    uid: string;
    start: string;
    end: string;
    summary?: string;
};
export declare function airbnbIcs(events: FeedEvent[]): string;
