import { useEffect, useId, useRef, type ReactNode } from 'react';
import { card } from './styles';

/**
 * A modal dialog on the native `<dialog>` (focus kept inside, Escape closes, the page behind
 * inert), labelled by its title.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={{
        ...card,
        border: 'none',
        padding: 0,
        width: wide ? 'min(1100px, 96vw)' : 'min(560px, 94vw)',
        maxHeight: '92vh',
        '&::backdrop': { background: 'rgba(11, 29, 22, 0.55)' },
      }}
    >
      {open && (
        <div css={{ padding: 20 }}>
          <h2 id={`${id}-title`} css={{ margin: '0 0 12px', fontSize: '1.3rem' }}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
