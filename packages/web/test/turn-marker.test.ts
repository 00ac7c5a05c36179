/** The "your turn" marker's logic (title prefix, favicon badge, notifications) and My tables' bookkeeping. */
import type { MyTableEntry, TableInfo } from '@alibi/protocol';
import { MY_TABLES_MAX } from '@alibi/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissedTables, dismissTable, seatsToAsk, settle, sortMyTables, type MyTable } from '../src/myTables.ts';
import { savedSeat, savedSeats, saveSeat } from '../src/storage.ts';
import { badgedFavicon, prefixedTitle, TurnMarker, type MarkerEnv } from '../src/turnMarker.ts';

class FakeEnv implements MarkerEnv {
  prefix: string | null = null;
  badge = false;
  isHidden = false;
  allowed = true;
  sent: { title: string; body: string; table: string }[] = [];
  setTitlePrefix(p: string | null) {
    this.prefix = p;
  }
  setBadge(on: boolean) {
    this.badge = on;
  }
  hidden() {
    return this.isHidden;
  }
  mayNotify() {
    return this.allowed;
  }
  notify(title: string, body: string, table: string) {
    this.sent.push({ title, body, table });
  }
}

const poll = (...due: [string, boolean][]) => due.map(([table, mustAct]) => ({ table, name: `Table ${table}`, mustAct }));

describe('turn marker', () => {
  it('prefixes the title with the count and badges the favicon while any seat must act', () => {
    const env = new FakeEnv();
    const m = new TurnMarker(env);
    m.setPolled(poll(['a', false], ['b', false]));
    expect([env.prefix, env.badge]).toEqual([null, false]);
    m.setPolled(poll(['a', true], ['b', false]));
    expect([env.prefix, env.badge]).toEqual(['● Your turn — ', true]);
    m.setPolled(poll(['a', true], ['b', true]));
    expect(env.prefix).toBe('● Your turn (2) — ');
    m.setPolled(poll(['a', false], ['b', false]));
    expect([env.prefix, env.badge]).toEqual([null, false]);
  });

  it("lets the open table's live state win over the poll for that table", () => {
    const env = new FakeEnv();
    const m = new TurnMarker(env);
    m.setPolled(poll(['a', true], ['b', true]));
    // The seat at the open table just moved: the poll (up to 15 s old) still says it must act.
    m.setLive('a', 'Table a', false);
    expect(m.due()).toEqual(['b']);
    m.setLive('a', 'Table a', true);
    expect(m.due()).toEqual(['a', 'b']);
    m.clearLive('a');
    expect(m.due()).toEqual(['a', 'b']);
    m.clearLive('b'); // not the live table: nothing changes
    expect(m.due()).toEqual(['a', 'b']);
  });

  it('notifies only in the background, only when allowed, once per turn', () => {
    const env = new FakeEnv();
    const m = new TurnMarker(env);
    m.setLive('a', 'Table a', true);
    expect(env.sent).toEqual([]); // in front: the page shows it
    env.isHidden = true;
    m.setPolled(poll(['a', true], ['b', true]));
    expect(env.sent.map((s) => s.table)).toEqual(['b']); // a was seen in front
    m.setPolled(poll(['a', true], ['b', true]));
    expect(env.sent).toHaveLength(1); // the same turn is not announced twice
    m.setPolled(poll(['a', true], ['b', false]));
    m.setPolled(poll(['a', true], ['b', true]));
    expect(env.sent.map((s) => s.table)).toEqual(['b', 'b']); // a new turn at b
    expect(env.sent[0]).toEqual({ title: 'Your turn', body: 'Table b', table: 'b' });
    env.allowed = false;
    m.setLive('a', 'Table a', false);
    m.setLive('a', 'Table a', true);
    expect(env.sent).toHaveLength(2); // not opted in: title and badge only
    expect(env.prefix).toBe('● Your turn (2) — ');
  });

  it('speaks the reader language once given words', () => {
    const env = new FakeEnv();
    const m = new TurnMarker(env);
    m.setText({ prefix: (n) => `● 轮到你了（${n} 桌）— `, notifyTitle: () => '轮到你了', notifyBody: (name) => `在“${name}”` });
    env.isHidden = true;
    m.setPolled(poll(['x', true]));
    expect(env.prefix).toBe('● 轮到你了（1 桌）— ');
    expect(env.sent[0]).toMatchObject({ title: '轮到你了', body: '在“Table x”' });
  });

  it("replaces only its own prefix in the page's title", () => {
    expect(prefixedTitle('Alibi Table', null, '● Your turn — ')).toBe('● Your turn — Alibi Table');
    expect(prefixedTitle('● Your turn — Alibi Table', '● Your turn — ', '● Your turn (2) — ')).toBe('● Your turn (2) — Alibi Table');
    expect(prefixedTitle('● Your turn (2) — Alibi Table', '● Your turn (2) — ', null)).toBe('Alibi Table');
    // Someone else reset the title: the prefix goes on the new title.
    expect(prefixedTitle('Alibi 桌', '● Your turn — ', '● 轮到你了 — ')).toBe('● 轮到你了 — Alibi 桌');
  });

  it('draws a badged favicon as an SVG data URL with a dot', () => {
    const url = badgedFavicon();
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('<svg');
    expect(svg).toMatch(/<circle cx="24" cy="8"[^>]*fill="#e5484d"/);
  });
});

/** localStorage for node: a Map behind the Storage methods storage.ts uses. */
function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const info = (id: string, status: TableInfo['status'], createdAt: string): TableInfo => ({
  id,
  name: id,
  game: 'perfect-alibi',
  players: 3,
  options: {},
  status,
  seats: [],
  createdAt,
  assistant: 'off',
} as unknown as TableInfo);

describe('my tables bookkeeping', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: Storage }).localStorage = fakeStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('asks about the newest seats first, leaves dismissed ones out, at most the bound', () => {
    for (let i = 0; i < MY_TABLES_MAX + 5; i++) saveSeat(`t${i}`, { token: `token-${i}-xxxxxx`, seat: 0, at: 1000 + i });
    dismissTable('t54');
    expect(dismissedTables()).toEqual(['t54']);
    const asked = seatsToAsk(savedSeats(), dismissedTables());
    expect(asked).toHaveLength(MY_TABLES_MAX);
    expect(asked[0]).toEqual({ table: 't53', token: 'token-53-xxxxxx' });
    expect(asked.some((p) => p.table === 't54')).toBe(false);
  });

  it('forgets seats the server refused for good, keeps those refused for a while, and sorts your turn first', () => {
    saveSeat('gone', { token: 'tok-gone-xxxxxx', seat: 1 });
    saveSeat('kicked', { token: 'tok-kick-xxxxxx', seat: 2 });
    saveSeat('busy', { token: 'tok-busy-xxxxxx', seat: 0 });
    saveSeat('mine', { token: 'tok-mine-xxxxxx', seat: 0 });
    saveSeat('done', { token: 'tok-done-xxxxxx', seat: 0 });
    saveSeat('renewed', { token: 'tok-old-xxxxxxx', seat: 0 });
    const asked = ['gone', 'kicked', 'busy', 'mine', 'done', 'renewed'].map((table) => ({ table, token: savedSeat(table)?.token ?? '' }));
    // This browser took a new seat at 'renewed' while the poll was on its way.
    saveSeat('renewed', { token: 'tok-new-xxxxxxx', seat: 1 });
    const answer: MyTableEntry[] = [
      { table: 'gone', ok: false, error: { code: 'NO_TABLE', message: '' } },
      { table: 'kicked', ok: false, error: { code: 'BAD_TOKEN', message: '' } },
      { table: 'busy', ok: false, error: { code: 'SHUTTING_DOWN', message: '' } },
      { table: 'mine', ok: true, info: info('mine', 'playing', '2026-01-01'), seat: 0, mustAct: false },
      { table: 'done', ok: true, info: info('done', 'over', '2026-01-03'), seat: 0, mustAct: false },
      { table: 'renewed', ok: false, error: { code: 'BAD_TOKEN', message: '' } },
    ];
    const list = settle(asked, answer);
    expect(list.map((m) => m.table)).toEqual(['mine', 'done']);
    expect(savedSeat('gone')).toBeNull();
    expect(savedSeat('kicked')).toBeNull();
    expect(savedSeat('busy')).not.toBeNull();
    expect(savedSeat('renewed')?.token).toBe('tok-new-xxxxxxx');

    const t = (table: string, status: TableInfo['status'], mustAct: boolean, at: string): MyTable => ({ table, info: info(table, status, at), seat: 0, mustAct });
    const sorted = sortMyTables([t('o', 'over', false, '3'), t('w', 'open', false, '2'), t('p', 'playing', false, '1'), t('q', 'playing', false, '5'), t('y', 'playing', true, '0')]);
    expect(sorted.map((m) => m.table)).toEqual(['y', 'q', 'p', 'w', 'o']);
  });
});
