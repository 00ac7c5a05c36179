/**
 * The "your turn" cue: two short soft notes made with the Web Audio API (no sound file). Off until
 * the person turns it on (the toggle in the table head, ui/SoundToggle.tsx); the choice is kept in
 * localStorage ('alibi.sound'). It sounds once when the turn becomes this seat's — not when a page
 * opens on a turn already yours, and not on every render.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { storage } from '../storage.ts';

const KEY = 'sound';
const listeners = new Set<() => void>();

export function soundOn(): boolean {
  return storage.get(KEY) === 'on';
}

export function setSoundOn(on: boolean): void {
  storage.set(KEY, on ? 'on' : null);
  for (const l of listeners) l();
}

/** The stored setting, live across components. */
export function useSoundSetting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    soundOn,
    () => false,
  );
}

/**
 * Whether a change of "must act" is the turn becoming yours. `prev` is null on the first look
 * (a page just opened): a turn that is already yours then is no news.
 */
export function becameMyTurn(prev: boolean | null, now: boolean): boolean {
  return prev === false && now;
}

/** Remembers the last "must act" and says when to sound; the pure core of `useTurnCue`. */
export class TurnCue {
  private prev: boolean | null = null;
  /** Feed the current state; true when the cue should sound now. */
  next(now: boolean | null, enabled: boolean): boolean {
    // Not known yet (still connecting): nothing to compare with.
    if (now === null) return false;
    const fire = becameMyTurn(this.prev, now);
    this.prev = now;
    return fire && enabled;
  }
}

let ctx: AudioContext | null = null;
function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  try {
    ctx ??= new AudioContext();
    return ctx;
  } catch {
    return null;
  }
}

/** Count of cues played in this page (read by the browser tests). */
export let cuesPlayed = 0;

/** The cue for a turn that just became yours (counted: `data-turn-cues` on <html>). */
export function playTurnCue(): void {
  cuesPlayed++;
  if (typeof document !== 'undefined') document.documentElement.dataset.turnCues = String(cuesPlayed);
  chime();
}

/** Two notes, a fifth apart, 0.32 s in all, quiet. */
export function chime(): void {
  const ac = audio();
  if (!ac) return;
  if (ac.state === 'suspended') void ac.resume().catch(() => undefined);
  const start = ac.currentTime + 0.01;
  [659.25, 987.77].forEach((freq, i) => {
    const osc = ac.createOscillator();
    const gain = ac.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const t0 = start + i * 0.14;
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.12, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + 0.18);
    osc.connect(gain).connect(ac.destination);
    osc.start(t0);
    osc.stop(t0 + 0.2);
  });
}

/** Unlocks audio inside a click (browsers only allow starting sound from a gesture). */
export function primeAudio(): void {
  const ac = audio();
  if (ac?.state === 'suspended') void ac.resume().catch(() => undefined);
}

/** Sounds the cue when `myTurn` turns true and the setting is on. */
export function useTurnCue(myTurn: boolean | null): void {
  const cue = useRef(new TurnCue());
  const enabled = useSoundSetting();
  useEffect(() => {
    if (cue.current.next(myTurn, enabled)) playTurnCue();
    // Only a change of turn is news; switching the sound on mid-turn does not sound.
  }, [myTurn]);
}
