import { isProjectStatus, PROJECT_STATUS_LABELS, type ProjectStatus } from '@konak/contract';
import { Badge, Button, pick, type ProjectSummary } from '@konak/shared-ui';
import { Link } from 'react-router-dom';
import { projectUnits, publicPaths, readableAddress } from '../../../config/paths';
import type { SavedMark } from '../../../components/saved-mark';
import { PublicationBadge } from '../../../components/publication-badge';
import { TranslationBadge } from '../../../components/translation-badge';

const TONE: Record<ProjectStatus, 'success' | 'warning' | 'info'> = {
  completed: 'success',
  ongoing: 'warning',
  planned: 'info',
};

/** The first 100 characters of a description, cut at a character boundary. */
export function excerpt100(text: string): string {
  const chars = Array.from(text ?? '');
  return chars.length > 100 ? `${chars.slice(0, 100).join('')}…` : text;
}

/** `onEdit` / `onDelete` absent: the signed-in role may not (the button is not drawn). */
export function ProjectCard({
  project,
  onEdit,
  onDelete,
  mark = { className: 'adm-card adm-pcard' },
}: {
  project: ProjectSummary;
  onEdit?: () => void;
  onDelete?: () => void;
  mark?: SavedMark;
}) {
  const status = isProjectStatus(project.status)
    ? { label: PROJECT_STATUS_LABELS.tr[project.status], tone: TONE[project.status] }
    : { label: project.status, tone: 'info' as const };
  // A project with only a gallery still shows a picture of itself in the list (the summary's cover).
  const cover = project.cover || project.logo;
  return (
    <article {...mark}>
      {mark['data-saved'] && <span className="adm-saved__badge">Az önce kaydedildi</span>}
      <div className="adm-pcard__media">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <span aria-hidden="true">▦</span>}
        {project.logo && <img className="adm-pcard__logo" src={project.logo} alt="" loading="lazy" />}
      </div>
      <div className="adm-pcard__body">
        <div className="adm-row__meta">
          <Badge tone={status.tone}>{status.label}</Badge>
          {project.featured && <Badge tone="warning">Öne çıkan</Badge>}
          <PublicationBadge item={project} />
          <TranslationBadge missing={project.missing_languages} />
        </div>
        <h2>{pick(project.title, 'tr') || project.slug}</h2>
        <p>{excerpt100(pick(project.excerpt, 'tr'))}</p>
        <div className="adm-pcard__foot">
          <a
            href={publicPaths.project(project.slug)}
            target="_blank"
            rel="noopener noreferrer"
            className="adm-link"
            title={readableAddress(publicPaths.project(project.slug))}
            aria-label={`Sitede gör: ${pick(project.title, 'tr') || project.slug}`}
          >
            Sitede gör ↗
          </a>
          <div className="adm-row__actions">
            {onEdit && (
              <Button size="sm" variant="outline" onClick={onEdit}>
                Düzenle
              </Button>
            )}
            <Link
              className="kui-btn kui-btn--outline kui-btn--sm"
              to={projectUnits.path(project.id)}
              title={
                project.units
                  ? `${project.units.total} dairenin ${project.units.available} tanesi satışta`
                  : 'Henüz daire girilmemiş'
              }
            >
              Daireler{project.units ? ` (${project.units.available} satışta)` : ''}
            </Link>
            {onDelete && (
              <Button size="sm" variant="ghost" className="adm-danger-text" onClick={onDelete}>
                Sil
              </Button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
