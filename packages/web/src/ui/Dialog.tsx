import { useEffect, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/index.tsx';
import { focusPromptIfLost } from './useFocusOnChange.ts';

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and focus returns to
 * the opener when it closes.
 */
export function Dialog({ open, title, onClose, children, wide = false }: { open: boolean; title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useI18n();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    // Focus goes back to the opener; if the opener is gone (the move was made), to the prompt.
    if (!open) requestAnimationFrame(focusPromptIfLost);
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog-wide' : 'dialog'}
      aria-label={title}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <header className="dialog-head">
            <h2>{title}</h2>
            <button type="button" className="icon-btn" aria-label={t('dialog.close')} onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
