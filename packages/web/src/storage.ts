/** localStorage with a prefix; quietly a no-op where storage is blocked (private modes). */
const PREFIX = 'alibi.';

function get(key: string): string | null {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

function set(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage unavailable: the session still works, it just is not remembered.
  }
}

export const storage = { get, set };

/** A seat key remembered per table, so a reload reconnects to the same seat. */
export interface SavedSeat {
  token: string;
  seat: number | null;
}

export function savedSeat(table: string): SavedSeat | null {
  const raw = get(`seat.${table}`);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'token' in parsed && typeof parsed.token === 'string') {
      const seat = 'seat' in parsed && typeof parsed.seat === 'number' ? parsed.seat : null;
      return { token: parsed.token, seat };
    }
  } catch {
    // Corrupt entry: treat as absent.
  }
  return null;
}

export function saveSeat(table: string, seat: SavedSeat | null): void {
  set(`seat.${table}`, seat ? JSON.stringify(seat) : null);
}
