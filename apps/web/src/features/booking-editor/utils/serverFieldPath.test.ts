import { describe, expect, it } from 'vitest';
import { serverFieldPath } from './serverFieldPath.ts';

const rows = { clients: [0, 2], services: [3, 5] };

describe('serverFieldPath', () => {
  it('puts a sent guest error under the card it came from, past the blank cards left out', () => {
    expect(serverFieldPath('clients.1.phone_number', rows)).toBe('clients.2.phone_number');
  });
  it('puts a sent service error on its row among all offered services', () => {
    expect(serverFieldPath('service_list.0.quantity', rows)).toBe('service_list.3.quantity');
  });
  it("reads the pricing engine's names of the meals and the stay", () => {
    expect(serverFieldPath('food.1.end_date', rows)).toBe('food_list.1.end_date');
    expect(serverFieldPath('check_in', rows)).toBe('check_in_date');
  });
  it('shows a refusal of a whole list above its rows', () => {
    expect(serverFieldPath('clients', rows)).toBe('clients.root');
    expect(serverFieldPath('food_list', rows)).toBe('food_list.root');
  });
  it("puts a group room's error on its row, by the payload's or the pricing engine's name", () => {
    const group = { ...rows, children: [0, 1, 2] };
    expect(serverFieldPath('child_list.1.check_in', group)).toBe('child_list.1.check_in_date');
    expect(serverFieldPath('rooms.2.adult_count', group)).toBe('child_list.2.adult_count');
    expect(serverFieldPath('service_list.0.rooms', group)).toBe('service_list.3.rooms');
    expect(serverFieldPath('child_list', group)).toBe('child_list.root');
  });
  it('shows the missing move reason at the room select', () => {
    expect(serverFieldPath('room_reason', rows)).toBe('room');
  });
});
