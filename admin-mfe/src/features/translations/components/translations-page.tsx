import { useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Spinner, type KeptTranslation, type TranslationProblemItem } from '@konak/shared-ui';
import { fieldLabel } from '../../../components/field-names';
import { PageHeader } from '../../../components/page-header';
import { fieldLink } from '../../../components/field-link';
import {
  problemField,
  problemText,
  recordLabel,
  useTranslationsStore,
} from '../../../components/translation-report';
import './translations.css';

/** /admin/ceviri-kontrolu — every text of the site whose English, Russian (or Turkish) is empty or a
 *  copy of another language, grouped by record; each links straight to the field in that language. */
export function TranslationsPage() {
  const { report, status } = useTranslationsStore();
  useEffect(() => {
    const load = () => void useTranslationsStore.getState().load();
    load();
    // Content saved in another tab is listed when she comes back, without "Yeniden kontrol et".
    const onVisible = () => document.visibilityState === 'visible' && load();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  const groups = useMemo(() => groupByRecord(report?.items ?? []), [report]);

  return (
    <>
      <PageHeader
        title="Çeviri Kontrolü"
        description="Sitede boş kalan ya da başka bir dilden kopyalanmış çeviriler. Bir satıra tıklayınca o alan, doğru dil sekmesi açık olarak gelir. Her dilde aynı kalması doğru olan bir ad için “Böyle kalsın” deyin."
        actions={
          <Button
            variant="outline"
            onClick={() => void useTranslationsStore.getState().load()}
            disabled={status === 'loading'}
          >
            Yeniden kontrol et
          </Button>
        }
      />
      {status === 'loading' && !report ? (
        <Spinner label="Kontrol ediliyor..." />
      ) : status === 'error' && !report ? (
        <div className="adm-card adm-empty" role="alert">
          Çeviriler kontrol edilemedi. Lütfen tekrar deneyin.
        </div>
      ) : !report || report.total === 0 ? (
        <div className="adm-card adm-empty">
          <strong>Tüm çeviriler tamam</strong>
          Projeler, inşaat güncellemeleri, blog yazıları (etiketler dahil), slider, Hakkımızda, Instagram
          bandı ve site ayarlarında eksik çeviri yok.
        </div>
      ) : (
        <>
          <p className="adm-tr-summary">
            <strong>{report.total}</strong> alan, <strong>{report.records}</strong> kayıtta çeviri bekliyor
            {` (${summaryOf(report.items)}).`}
            {report.items.length < report.total && ` İlk ${report.items.length} alan gösteriliyor.`}
          </p>
          <div className="adm-list">
            {groups.map(({ key, first, items }) => (
              <section
                key={key}
                className="adm-card adm-tr-record"
                aria-label={`${recordLabel(first)}: ${first.title}`}
              >
                <header>
                  {recordLabel(first) !== first.title && (
                    <span className="adm-muted">{recordLabel(first)}</span>
                  )}
                  <h2>{first.title}</h2>
                </header>
                <ul>
                  {items.map((p) => (
                    <li key={`${p.field}.${p.lang}`}>
                      <Link to={fieldLink(p.type, p.id, p.field, p.lang, p.project_id)}>
                        <span className="adm-tr-field">{problemField(p)}</span>
                        <Badge tone={p.issue === 'missing' ? 'warning' : 'info'}>
                          {p.lang.toUpperCase()}
                        </Badge>
                        <span className="adm-tr-issue">{problemText(p)}</span>
                        <span className="adm-tr-go" aria-hidden="true">
                          Düzelt →
                        </span>
                      </Link>
                      {/* A name reads the same in every language ("Güneş Evleri", "Loft"): the office says so once. */}
                      {p.issue === 'copied' && (
                        <Button
                          size="sm"
                          variant="outline"
                          className="adm-tr-keep"
                          aria-label={`Böyle kalsın: ${problemField(p)}`}
                          title="Bu metin her dilde aynı kalacak (ör. bir ad); listeden çıkar"
                          onClick={() => void useTranslationsStore.getState().keep(p)}
                        >
                          Böyle kalsın
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
      {report && report.kept?.length > 0 && <KeptList kept={report.kept} />}
    </>
  );
}

/** The texts marked "böyle kalsın", each one click from being checked again. */
function KeptList({ kept }: { kept: KeptTranslation[] }) {
  return (
    <section className="adm-card adm-tr-record adm-tr-kept" aria-label="Böyle kalsın denilenler">
      <header>
        <h2>Böyle kalsın denilenler</h2>
        <p className="adm-muted">
          Her dilde aynı kalması doğru olan metinler (adlar). Metin değişirse yeniden kontrol edilir.
        </p>
      </header>
      <ul>
        {kept.map((k) => (
          <li key={k.id}>
            <span className="adm-tr-kept__text">
              <span className="adm-muted">{k.title} ›</span>{' '}
              <span className="adm-tr-field">{fieldLabel(k.field).name}</span>: “{k.text}”
            </span>
            <Button
              size="sm"
              variant="outline"
              className="adm-tr-keep"
              aria-label={`Geri al: ${k.title} › ${fieldLabel(k.field).name}`}
              onClick={() => void useTranslationsStore.getState().unkeep(k)}
            >
              Geri al
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "3 boş, 8 başka bir dille aynı" — a copy may be right (a brand name), an empty one never is. */
function summaryOf(items: TranslationProblemItem[]) {
  const missing = items.filter((i) => i.issue === 'missing').length;
  const copied = items.length - missing;
  return [missing && `${missing} boş`, copied && `${copied} başka bir dille aynı`].filter(Boolean).join(', ');
}

function groupByRecord(items: TranslationProblemItem[]) {
  const groups = new Map<
    string,
    { key: string; first: TranslationProblemItem; items: TranslationProblemItem[] }
  >();
  for (const item of items) {
    const key = `${item.type}:${item.id}`;
    const group = groups.get(key) ?? { key, first: item, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}
