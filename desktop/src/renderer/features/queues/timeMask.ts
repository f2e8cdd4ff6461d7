/**
 * The 4-digit HH:MM mask of working hours: keeps up to four digits and puts the colon after the
 * second, so typing `0830` shows `08:30`. Whether the time exists is the schema's job.
 */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}
