/** The shop's emblem: a tyre with tread, drawn in the accent colour. Decorative: the shop name is beside it as text. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="6" strokeDasharray="5 3" />
      <circle cx="24" cy="24" r="11" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M24 13v22M13 24h22M16.2 16.2l15.6 15.6M31.8 16.2 16.2 31.8" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="24" cy="24" r="4" fill="currentColor" />
    </svg>
  );
}
