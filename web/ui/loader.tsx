import './loader.css';

/** A spinner with a spoken and visible text; `role=status` announces it politely. */
export function Loader({ text = 'Betöltés…' }: { text?: string }) {
  return (
    <p className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
