/**
 * The "your turn" marker: while a seat this browser holds must act (at the open table, or at any
 * table "My tables" polls), the document title gets a prefix with the count, the favicon a dot,
 * and, when the page is in the background and the person opted in, a browser notification goes
 * out once per table each time it becomes that seat's turn. Two sources feed it: the table page's
 * live `mustAct` (it wins for its own table) and the My tables poll (every other table).
 */
import { storage } from './storage.ts';

/** What the marker does to the page; the browser's in `browserEnv`, a fake in tests. */
export interface MarkerEnv {
  /** Puts `prefix` in front of the page's own title (null: the title alone). */
  setTitlePrefix(prefix: string | null): void;
  setBadge(on: boolean): void;
  /** The page is in the background (another tab, minimised). */
  hidden(): boolean;
  /** Whether the person opted in and the browser allows notifications. */
  mayNotify(): boolean;
  notify(title: string, body: string, table: string): void;
}

/** Words the marker shows, in the reader's language (set by the React side). */
export interface MarkerText {
  /** The title prefix for `count` tables waiting, e.g. "● Your turn — ". */
  prefix(count: number): string;
  notifyTitle(): string;
  /** The notification's text about one table. */
  notifyBody(name: string): string;
}

const fallbackText: MarkerText = {
  prefix: (n) => (n > 1 ? `● Your turn (${n}) — ` : '● Your turn — '),
  notifyTitle: () => 'Your turn',
  notifyBody: (name) => name,
};

export class TurnMarker {
  /** Table id -> must act, from the last My tables poll. */
  private polled = new Map<string, boolean>();
  /** The open table page's own seat, live from its connection. */
  private live: { table: string; mustAct: boolean } | null = null;
  private readonly names = new Map<string, string>();
  /** Tables whose current turn was already announced (or seen with the page in front). */
  private readonly announced = new Set<string>();
  private text: MarkerText = fallbackText;
  private last = { prefix: null as string | null, badge: false };

  constructor(private readonly env: MarkerEnv) {}

  setText(text: MarkerText): void {
    this.text = text;
    this.render();
  }

  /** The whole answer of a poll: every table it knows, with whether the seat must act. */
  setPolled(entries: readonly { table: string; name: string; mustAct: boolean }[]): void {
    this.polled = new Map(entries.map((e) => [e.table, e.mustAct]));
    for (const e of entries) this.names.set(e.table, e.name);
    this.render();
  }

  /** The open table's seat; `mustAct` false for a spectator or before the start. */
  setLive(table: string, name: string | null, mustAct: boolean): void {
    this.live = { table, mustAct };
    if (name !== null) this.names.set(table, name);
    this.render();
  }

  clearLive(table: string): void {
    if (this.live?.table !== table) return;
    this.live = null;
    this.render();
  }

  /** The tables where a seat of this browser must act now, the open table's live state first. */
  due(): string[] {
    const out: string[] = [];
    if (this.live?.mustAct) out.push(this.live.table);
    for (const [table, mustAct] of this.polled) if (mustAct && table !== this.live?.table) out.push(table);
    return out;
  }

  /** Re-applies title and favicon (another part of the page may have reset the title). */
  render(): void {
    const due = this.due();
    const prefix = due.length > 0 ? this.text.prefix(due.length) : null;
    this.env.setTitlePrefix(prefix);
    this.env.setBadge(due.length > 0);
    this.last = { prefix, badge: due.length > 0 };
    const hidden = this.env.hidden();
    for (const table of due) {
      if (this.announced.has(table)) continue;
      this.announced.add(table);
      // A turn that starts with the page in front is seen already: no notification for it, ever.
      if (hidden && this.env.mayNotify()) this.env.notify(this.text.notifyTitle(), this.text.notifyBody(this.names.get(table) ?? ''), table);
    }
    // Once the seat has acted, its next turn is a new one to announce.
    for (const table of [...this.announced]) if (!due.includes(table)) this.announced.delete(table);
  }

  /** The last applied prefix and badge (for tests and the debug console). */
  get applied(): { prefix: string | null; badge: boolean } {
    return this.last;
  }
}

// ---- the browser ----------------------------------------------------------------------------

const NOTIFY_KEY = 'notify';

/** Whether this browser has notifications at all (not every phone browser does). */
export const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** 'on' (opted in and allowed), 'off', 'denied' (blocked in the browser), or 'unsupported'. */
export type NotifyState = 'on' | 'off' | 'denied' | 'unsupported';

export function notifyState(): NotifyState {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return storage.get(NOTIFY_KEY) === 'on' && Notification.permission === 'granted' ? 'on' : 'off';
}

/** The opt-in: asks the browser for permission only here, on the person's click, and remembers the answer. */
export async function setNotify(on: boolean): Promise<NotifyState> {
  if (!notificationsSupported()) return 'unsupported';
  if (!on) {
    storage.set(NOTIFY_KEY, null);
    return notifyState();
  }
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  storage.set(NOTIFY_KEY, permission === 'granted' ? 'on' : null);
  return notifyState();
}

/** The app's favicon with a red dot in its corner, as a data URL (the CSP allows data: images). */
export function badgedFavicon(): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    '<rect width="32" height="32" rx="7" fill="#1d2233"/>' +
    '<circle cx="14" cy="14" r="7" fill="none" stroke="#e9c46a" stroke-width="3"/>' +
    '<path d="M19 19l7 7" stroke="#e9c46a" stroke-width="3.5" stroke-linecap="round"/>' +
    '<circle cx="24" cy="8" r="7.5" fill="#e5484d" stroke="#fff" stroke-width="2"/></svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The title with `prefix` in front of the page's own title, whatever prefix was there before. */
export function prefixedTitle(current: string, previousPrefix: string | null, prefix: string | null): string {
  const base = previousPrefix && current.startsWith(previousPrefix) ? current.slice(previousPrefix.length) : current;
  return (prefix ?? '') + base;
}

export type OpenTable = (table: string) => void;

function browserEnv(openTable: () => OpenTable): MarkerEnv {
  let applied: string | null = null;
  let plainIcon: string | null = null;
  const icon = (): HTMLLinkElement | null => document.querySelector('link[rel="icon"]');
  return {
    setTitlePrefix(prefix) {
      const next = prefixedTitle(document.title, applied, prefix);
      applied = prefix;
      if (document.title !== next) document.title = next;
    },
    setBadge(on) {
      const link = icon();
      if (!link) return;
      plainIcon ??= link.getAttribute('href');
      const href = on ? badgedFavicon() : (plainIcon ?? '/favicon.svg');
      if (link.getAttribute('href') !== href) link.setAttribute('href', href);
      link.dataset.turn = on ? 'on' : 'off';
    },
    hidden: () => document.visibilityState === 'hidden',
    mayNotify: () => notifyState() === 'on',
    notify(title, body, table) {
      try {
        // One notification per table: a newer turn replaces the older one.
        const n = new Notification(title, { body, tag: `alibi-turn-${table}`, icon: badgedFavicon() });
        n.onclick = () => {
          window.focus();
          openTable()(table);
          n.close();
        };
      } catch {
        // Some browsers allow notifications only from a service worker: the title and favicon still show.
      }
    },
  };
}

let shared: TurnMarker | null = null;
let opener: OpenTable = () => undefined;

/** The page's one marker (created on first use; keeps the title prefix after others set the title). */
export function turnMarker(): TurnMarker {
  if (shared) return shared;
  const marker = new TurnMarker(browserEnv(() => opener));
  shared = marker;
  // App sets document.title on a language change: put the prefix back on whatever it wrote.
  const title = document.querySelector('title');
  if (title) new MutationObserver(() => marker.render()).observe(title, { childList: true, characterData: true, subtree: true });
  return marker;
}

/** How a notification's click opens its table (the router's navigate). */
export function setTableOpener(open: OpenTable): void {
  opener = open;
}
