import { Link } from 'react-router-dom';
import { Icon } from './icons';

interface Props {
  eyebrow: string;
  title: string;
  /** The heading's id, which the section names itself by (aria-labelledby). */
  titleId: string;
  lead: string;
  /** The "all of them" link beside the heading. */
  link: { to: string; label: string };
  className?: string;
}

/** The head of a home section: eyebrow, heading and lead, with a link to the full page beside them. */
export function SectionHead({ eyebrow, title, titleId, lead, link, className }: Props) {
  return (
    <div className={className ? `pub-section-head ${className}` : 'pub-section-head'}>
      <div>
        <p className="pub-eyebrow">{eyebrow}</p>
        <h2 id={titleId} className="pub-section-title">
          {title}
        </h2>
        <p className="pub-lead">{lead}</p>
      </div>
      <Link className="pub-link-arrow" to={link.to}>
        {link.label} <Icon name="arrow" size={18} />
      </Link>
    </div>
  );
}
