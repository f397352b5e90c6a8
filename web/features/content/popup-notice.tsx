import { useEffect, useRef } from 'react';
import type { Popup } from '../../../contract/content';
import './popup-notice.css';

/** The notice in a native modal <dialog>: focus trap, Escape and backdrop come from the browser. */
export default function PopupNotice({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="popup-notice" aria-labelledby="popup-notice-title" onClose={onClose}>
      <form method="dialog" className="popup-notice__body">
        <h2 id="popup-notice-title" className="popup-notice__title">
          {popup.title}
        </h2>
        {/* Sanitized by the server (contract: sanitized HTML). */}
        <div className="popup-notice__content" dangerouslySetInnerHTML={{ __html: popup.content }} />
        <button type="submit" className="button popup-notice__close" autoFocus>
          Bezárás
        </button>
      </form>
    </dialog>
  );
}
