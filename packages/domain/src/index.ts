export * from './booking-status.ts';
export * from './messages.ts';
export * from './reserve-rules.ts';
export * from './schemas.ts';
export * from './stay.ts';
export * from './zoned-time.ts';
