import { useEffect, useRef } from 'react';
import type { Popup } from '../../../contract/content';
import './popup-notice.css';

/**
 * The notice as a non-modal <dialog> card at the bottom of the screen: it is seen at once, yet
 * the page stays usable behind it, so a visitor who came for a product is not stopped.
 */
export default function PopupNotice({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  // The server's HTML has the notice, and its form closes it without script: closed before the page
  // hydrated, it is remembered now.
  useEffect(() => {
    if (ref.current && !ref.current.open) onClose();
  }, [onClose]);
  return (
    // Rendered open rather than opened with show(): show() would move focus into the notice and
    // away from whatever the visitor is using (an open menu would close under their hand).
    <dialog
      open
      ref={ref}
      className="popup-notice"
      aria-labelledby="popup-notice-title"
      onClose={onClose}
      // A non-modal dialog does not close on Escape by itself.
      onKeyDown={(event) => event.key === 'Escape' && ref.current?.close()}
    >
      <form method="dialog" className="popup-notice__body">
        <h2 id="popup-notice-title" className="popup-notice__title">
          {popup.title}
        </h2>
        {/* Sanitized by the server (contract: sanitized HTML). */}
        <div className="popup-notice__content" dangerouslySetInnerHTML={{ __html: popup.content }} />
        <button type="submit" className="button popup-notice__close">
          Bezárás
        </button>
      </form>
    </dialog>
  );
}
