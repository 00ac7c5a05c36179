import { useEffect, useRef, useState } from 'react';

/**
 * A small disclosure menu's state: closes on Escape (focus back to its button), and on a click or
 * focus anywhere outside its box.
 */
export function useMenu() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (!open) return undefined;
    const away = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  return { open, setOpen, box, button };
}
