import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { closeMessage, getMessage, subscribeMessage } from './message-store';
import './message-dialog.css';

/**
 * Renders the current message in a native <dialog>: the browser supplies the focus trap, Escape and
 * the backdrop, so no dialog library is needed. Mounted once in the layout.
 */
export function MessageDialogHost() {
  const message = useSyncExternalStore(subscribeMessage, getMessage, () => null);
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (message && !dialog.open) dialog.showModal();
    if (!message && dialog.open) dialog.close();
  }, [message]);

  function onClose() {
    const redirectTo = getMessage()?.redirectTo;
    closeMessage();
    if (redirectTo) navigate(redirectTo);
  }

  return (
    <dialog
      ref={ref}
      className={`message-dialog message-dialog--${message?.tone ?? 'info'}`}
      aria-labelledby="message-dialog-title"
      onClose={onClose}
    >
      {message && (
        <form method="dialog" className="message-dialog__body">
          <h2 id="message-dialog-title" className="message-dialog__title">{message.title}</h2>
          {message.content && <div className="message-dialog__content">{message.content}</div>}
          <button type="submit" className="button message-dialog__button" autoFocus>
            {message.buttonLabel ?? 'Rendben'}
          </button>
        </form>
      )}
    </dialog>
  );
}
