/** Collection path of rooms. */
export const roomsPath = '/api/v2/categories/rooms/';
