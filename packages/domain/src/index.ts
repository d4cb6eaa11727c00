export * from './booking-status.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './stay.ts';
