/**
 * `hh:mm`, as the spec writes lesson times (a pool's weekly lessons, in the back-office and on the
 * public site).
 *
 * @example
 * clockTime(9, 5) // '09:05'
 */
export const clockTime = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
