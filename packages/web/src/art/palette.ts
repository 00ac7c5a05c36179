/** Colours shared by the art and the CSS (seat colours match the player markers). */
/** Seat colours in seat order; six, for the games that seat six. */
export const SEAT_HEX = ['#c8403f', '#2f74b5', '#2f9360', '#d9a521', '#8a5cc2', '#1f8a8a'] as const;
export const SEAT_COLOURS = ['red', 'blue', 'green', 'yellow', 'violet', 'teal'] as const;
export const TIME_HEX = ['#e07b4f', '#c9951b', '#a4455f', '#2b3d6b'] as const;
export const LOCATION_TINT = ['#eadfc8', '#d8ead2', '#ddd6cf', '#d6dcef'] as const;

export function seatHex(seat: number): string {
  return SEAT_HEX[seat % SEAT_HEX.length] ?? '#777';
}
