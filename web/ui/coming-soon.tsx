import type { ReactNode } from 'react';

/** A page whose content is not built yet: its heading and a short notice. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      {children}
      <p className="page__notice">Az oldal hamarosan elérhető.</p>
    </section>
  );
}
