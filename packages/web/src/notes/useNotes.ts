import { useEffect, useRef, useState } from 'react';

const SAVE_DELAY_MS = 600;

/** A seat's note-sheet entries, edited locally and saved to the server after a short pause. */
export function useNotes(saved: Record<string, string>, save: (notes: Record<string, string>) => Promise<boolean>, me: number | null) {
  const [notes, setNotes] = useState(saved);
  const [status, setStatus] = useState<'saved' | 'saving' | null>(null);
  const dirty = useRef(false);

  // Adopt the server's copy (a fresh welcome) unless local edits are still unsent.
  useEffect(() => {
    if (!dirty.current) setNotes(saved);
  }, [saved]);

  useEffect(() => {
    if (!dirty.current || me === null) return;
    setStatus('saving');
    const timer = setTimeout(() => {
      dirty.current = false;
      void save(notes).then((ok) => setStatus(ok ? 'saved' : null));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [notes, save, me]);

  const edit = (key: string, value: string) => {
    dirty.current = true;
    setNotes((n) => {
      const next = { ...n };
      if (value) next[key] = value;
      else delete next[key];
      return next;
    });
  };

  return { notes, edit, status };
}
