/** 'HH:mm' of a time the API may send with seconds ('10:00:00'). */
export const clock = (time: string) => time.slice(0, 5);
