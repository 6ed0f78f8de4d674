import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A not-found or empty page: the message and a way back (SPEC §8). */
export function StatusMessage({
  title,
  text,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  text?: string;
  backTo: string;
  backLabel: string;
  children?: ReactNode;
}) {
  return (
    <section className="pub-status pub-container" aria-labelledby="pub-status-title">
      <p className="pub-status__mark" aria-hidden="true">
        404
      </p>
      <h1 id="pub-status-title" className="pub-status__title">
        {title}
      </h1>
      {text && <p className="pub-status__text">{text}</p>}
      {children}
      <Link className="kui-btn kui-btn--primary" to={backTo}>
        {backLabel}
      </Link>
    </section>
  );
}
