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
  /** When this browser took the seat (ms since 1970; 0 for keys saved before it was kept). */
  at?: number;
}

export function savedSeat(table: string): SavedSeat | null {
  const raw = get(`seat.${table}`);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'token' in parsed && typeof parsed.token === 'string') {
      const seat = 'seat' in parsed && typeof parsed.seat === 'number' ? parsed.seat : null;
      const at = 'at' in parsed && typeof parsed.at === 'number' ? parsed.at : 0;
      return { token: parsed.token, seat, at };
    }
  } catch {
    // Corrupt entry: treat as absent.
  }
  return null;
}

export function saveSeat(table: string, seat: SavedSeat | null): void {
  set(`seat.${table}`, seat ? JSON.stringify({ ...seat, at: seat.at ?? Date.now() }) : null);
}

/** Every seat key this browser holds, `seat.<tableId>` entries (for "My tables"), newest first. */
export function savedSeats(): ({ table: string } & SavedSeat)[] {
  const out: ({ table: string } & SavedSeat)[] = [];
  let keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(`${PREFIX}seat.`)) keys.push(k.slice(PREFIX.length + 'seat.'.length));
    }
  } catch {
    keys = [];
  }
  for (const table of keys) {
    const s = savedSeat(table);
    if (s) out.push({ table, ...s });
  }
  return out.sort((a, b) => (b.at ?? 0) - (a.at ?? 0) || (a.table < b.table ? -1 : 1));
}

/**
 * This browser's player key: random, kept in localStorage, sent with create and join so the
 * server can keep one seat per person per table. Without storage it lasts for the page's life.
 */
let sessionKey: string | null = null;
export function playerKey(): string {
  const stored = get('playerKey');
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  if (!sessionKey) {
    const bytes = crypto.getRandomValues(new Uint8Array(18));
    sessionKey = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }
  set('playerKey', sessionKey);
  return sessionKey;
}
