import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge, formatDate, Spinner, useAuthStore } from '@konak/shared-ui';
import { PageHeader } from '../../../components/page-header';
import { contactsWithStatus, paths, suspiciousContacts } from '../../../config/paths';
import { requestBadge } from '../../../components/contact-status';
import { formatCount } from '../../../components/pager';
import { useDashboardStore } from '../stores/dashboard-store';
import { formatDuration, ProjectBars, WeeklyChart } from './lead-charts';
import { TranslationPanel } from './translation-panel';
import { TwoFactorReminder } from './two-factor-reminder';
import { BackupStatusCard } from './backup-status-card';
import { useCan, useCanOpen } from '../../../components/use-role';

export function DashboardPage() {
  const s = useDashboardStore();
  const user = useAuthStore((st) => st.user);
  // Each role sees the figures and links of its own work (an editor no call-back requests).
  const leads = useCan('GET /contact');
  const quick = [
    { to: paths.sliders.path, label: 'Slider’ları düzenle', open: useCanOpen('sliders') },
    { to: paths.about.path, label: 'Hakkımızda metnini düzenle', open: useCanOpen('about') },
    { to: paths.settings.path, label: 'Site ayarları', open: useCanOpen('settings') },
    { to: paths.contacts.path, label: 'İletişim talepleri', open: !useCanOpen('settings') && leads },
  ].filter((link) => link.open);
  const translations = useCanOpen('translations');
  useEffect(() => {
    void useDashboardStore.getState().load();
  }, []);

  const counters = [
    { label: 'Toplam proje', value: s.projects, to: paths.projects.path },
    { label: 'Blog yazısı', value: s.posts, to: paths.blogs.path },
    ...(leads
      ? [
          { label: 'İletişim talebi', value: s.contacts, to: paths.contacts.path },
          { label: 'Yeni talep', value: s.newContacts, to: contactsWithStatus('new'), accent: true },
        ]
      : []),
    // Only when there are some: an empty "suspected" counter would only puzzle.
    ...(leads && s.suspicious > 0
      ? [{ label: 'Şüpheli talep', value: s.suspicious, to: suspiciousContacts }]
      : []),
  ];
  return (
    <>
      <PageHeader
        title="Genel Bakış"
        description={user?.name ? `Hoş geldiniz, ${user.name}.` : 'Hoş geldiniz.'}
      />
      <TwoFactorReminder />
      <BackupStatusCard />
      {s.failed && (
        <div className="adm-alert adm-alert--error" role="alert">
          Dashboard verileri yüklenirken bir sorun oluştu.
          <br />
          <span className="adm-muted">
            Bazı servisler henüz hazır olmayabilir; yüklenemeyen sayılar 0 gösterilir.
          </span>
        </div>
      )}
      {s.status === 'loading' ? (
        <Spinner label="Yükleniyor..." />
      ) : (
        <>
          <div className="adm-stats">
            {counters.map((c) => (
              <Link
                key={c.label}
                to={c.to}
                className={`adm-card adm-stat${c.accent ? ' adm-stat--accent' : ''}`}
              >
                <span className="adm-stat__value">{formatCount(c.value)}</span>
                <span className="adm-stat__label">{c.label}</span>
              </Link>
            ))}
          </div>
          {s.stats && (
            <div className="adm-leads">
              <section className="adm-card adm-section" aria-labelledby="adm-weekly">
                <div className="adm-section__head">
                  <h2 id="adm-weekly">Haftalık talepler</h2>
                  <span className="adm-muted">Son {s.stats.weeks.length} hafta</span>
                </div>
                <WeeklyChart weeks={s.stats.weeks} />
              </section>
              <section className="adm-card adm-section" aria-labelledby="adm-by-project">
                <div className="adm-section__head">
                  <h2 id="adm-by-project">Projeye göre</h2>
                </div>
                <p className="adm-lead-figure">
                  <span>İlk dönüşe kadar (ortanca):</span>
                  <strong data-testid="first-contact">
                    {s.stats.median_first_contact_minutes === null
                      ? '—'
                      : formatDuration(s.stats.median_first_contact_minutes)}
                  </strong>
                </p>
                <p className="adm-muted">
                  {s.stats.contacted > 0
                    ? `Talebin gelişinden “İletişimde” durumuna geçene kadar; ${s.stats.contacted} talep üzerinden.`
                    : 'Bu dönemde “İletişimde” durumuna geçen talep yok.'}
                </p>
                {s.stats.projects.length === 0 ? (
                  <p className="adm-muted">Bu dönemde talep yok.</p>
                ) : (
                  <ProjectBars projects={s.stats.projects} />
                )}
              </section>
            </div>
          )}
          <div className="adm-dash">
            {leads && (
              <section className="adm-card adm-section">
                <div className="adm-section__head">
                  <h2>Son iletişim talepleri</h2>
                  <Link to={paths.contacts.path} className="adm-link">
                    Tümünü gör →
                  </Link>
                </div>
                {s.recent.length === 0 ? (
                  <p className="adm-muted">Hiç iletişim talebi yok</p>
                ) : (
                  <ul className="adm-recent">
                    {s.recent.map((c) => {
                      const { label, tone } = requestBadge(c);
                      return (
                        <li key={c.id}>
                          <div>
                            <strong>{c.name}</strong>
                            <span className="adm-muted">
                              {c.email || '-'} · {c.phone || '-'}
                            </span>
                          </div>
                          <div className="adm-recent__side">
                            <Badge tone={tone}>{label}</Badge>
                            <span className="adm-muted">{formatDate(c.created_at, 'tr')}</span>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            )}
            {quick.length > 0 && (
              <section className="adm-card adm-section">
                <div className="adm-section__head">
                  <h2>Hızlı erişim</h2>
                </div>
                <nav className="adm-quick" aria-label="Hızlı erişim">
                  {quick.map((link) => (
                    <Link key={link.to} to={link.to}>
                      {link.label}
                    </Link>
                  ))}
                </nav>
              </section>
            )}
          </div>
          {translations && <TranslationPanel />}
        </>
      )}
    </>
  );
}
