import { useEffect, useMemo, useState } from 'react';
import { CONTENT_TYPE_LABELS, type VersionedType } from '@konak/contract';
import { Button, Modal, Spinner, toast } from '@konak/shared-ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { failureDetail } from '../../../components/server-refusal';
import { changeSummary, savedAt as when, savedBy } from '../model/version-labels';
import {
  getVersion,
  listVersions,
  restoreVersion,
  type VersionDetail,
  type VersionSummary,
} from '../stores/versions-api';
import { VersionCompare } from './version-compare';

interface Props {
  type: VersionedType;
  id?: number;
  onClose: () => void;
  onRestored: () => void | Promise<void>;
}

/** The item's versions; two chosen ones side by side; a version restored after a confirmation. */
export function VersionHistoryDialog({ type, id, onClose, onRestored }: Props) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  /** How many versions the item has over all pages, and the pages read so far. */
  const [total, setTotal] = useState(0);
  const [pagesRead, setPagesRead] = useState(1);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  /** The two compared, older first (ids). */
  const [chosen, setChosen] = useState<number[]>([]);
  const [details, setDetails] = useState<Record<number, VersionDetail>>({});
  const [asking, setAsking] = useState<VersionSummary | null>(null);
  const [restoring, setRestoring] = useState(false);

  useEffect(() => {
    let live = true;
    listVersions(type, id)
      .then(({ items: list, total: all }) => {
        if (!live) return;
        setVersions(list);
        setTotal(all);
        setPagesRead(1);
        // The latest save against the one before it.
        setChosen(
          list
            .slice(0, 2)
            .map((v) => v.id)
            .reverse(),
        );
      })
      .catch(async (error) => live && setFailed((await failureDetail(error)) ?? 'Sürümler yüklenemedi'));
    return () => {
      live = false;
    };
  }, [type, id]);

  useEffect(() => {
    const missing = chosen.filter((c) => !details[c]);
    if (!missing.length) return;
    let live = true;
    Promise.all(missing.map(getVersion))
      .then(
        (loaded) =>
          live &&
          setDetails((d) => Object.fromEntries([...Object.entries(d), ...loaded.map((v) => [v.id, v])])),
      )
      .catch(async (error) => live && toast.error((await failureDetail(error)) ?? 'Sürüm yüklenemedi'));
    return () => {
      live = false;
    };
  }, [chosen, details]);

  const byId = useMemo(() => new Map((versions ?? []).map((v) => [v.id, v])), [versions]);
  const ordered = chosen
    .map((c) => byId.get(c))
    .filter((v): v is VersionSummary => !!v)
    .sort((a, b) => a.number - b.number);
  const latest = versions?.[0];

  /** The older versions, a page at a time ("daha fazla"), below those shown. */
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const { items, total: all } = await listVersions(type, id, pagesRead + 1);
      setVersions((now) => [...(now ?? []), ...items.filter((v) => !(now ?? []).some((n) => n.id === v.id))]);
      setTotal(all);
      setPagesRead((n) => n + 1);
    } catch (error) {
      toast.error((await failureDetail(error)) ?? 'Sürümler yüklenemedi');
    } finally {
      setLoadingMore(false);
    }
  };
  const left = Math.max(0, total - (versions?.length ?? 0));

  const toggle = (v: VersionSummary) =>
    setChosen((now) => {
      if (now.includes(v.id)) return now.filter((c) => c !== v.id);
      // Two at most: a third choice replaces the one chosen first.
      return [...(now.length >= 2 ? now.slice(1) : now), v.id];
    });

  const restore = async (v: VersionSummary) => {
    setRestoring(true);
    try {
      await restoreVersion(v.id);
      toast.success(`Sürüm ${v.number} geri yüklendi`, 'Geri yükleme yeni bir sürüm olarak kaydedildi.');
      setAsking(null);
      await onRestored();
    } catch (error) {
      toast.error((await failureDetail(error)) ?? 'Geri yükleme başarısız');
      setRestoring(false);
      setAsking(null);
    }
  };

  return (
    <Modal title={`${CONTENT_TYPE_LABELS[type]} · Sürüm geçmişi`} onClose={onClose}>
      <div className="adm-versions">
        {failed ? (
          <p className="adm-alert adm-alert--error">{failed}</p>
        ) : !versions ? (
          <Spinner label="Sürümler yükleniyor..." />
        ) : (
          <>
            <section className="adm-versions__list" aria-label="Sürümler">
              <p className="adm-versions__hint">Karşılaştırmak için iki sürüm seçin.</p>
              <ol>
                {versions.map((v) => {
                  const on = chosen.includes(v.id);
                  return (
                    <li key={v.id} className={`adm-version${on ? ' adm-version--on' : ''}`}>
                      <label>
                        <input type="checkbox" checked={on} onChange={() => toggle(v)} />
                        <span className="adm-version__head">
                          <strong>Sürüm {v.number}</strong>
                          {v.id === latest?.id && <span className="adm-version__now">şu anki</span>}
                        </span>
                        <span className="adm-version__meta">
                          {savedBy(v)} · <time dateTime={v.created_at}>{when(v.created_at)}</time>
                        </span>
                        <span className="adm-version__summary">{changeSummary(v)}</span>
                      </label>
                    </li>
                  );
                })}
              </ol>
              {left > 0 && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="adm-versions__more"
                  disabled={loadingMore}
                  onClick={() => void loadMore()}
                >
                  {loadingMore ? 'Yükleniyor…' : `Daha eski sürümler (${left} sürüm daha)`}
                </Button>
              )}
            </section>
            <section className="adm-versions__compare" aria-label="Karşılaştırma">
              {ordered.length === 0 ? (
                <p className="adm-versions__hint">Soldaki listeden bir ya da iki sürüm seçin.</p>
              ) : (
                <VersionCompare
                  columns={ordered.map((v) => ({
                    version: v,
                    data: details[v.id]?.data ?? null,
                    action:
                      v.id === latest?.id ? null : (
                        <Button type="button" size="sm" variant="gold" onClick={() => setAsking(v)}>
                          Bu sürümü geri yükle
                        </Button>
                      ),
                  }))}
                  when={when}
                />
              )}
            </section>
          </>
        )}
      </div>
      {asking && (
        <ConfirmDialog
          title={`Sürüm ${asking.number} geri yüklensin mi?`}
          message={`İçerik ${when(asking.created_at)} tarihindeki hâline döner; formdaki kaydedilmemiş değişiklikler kaybolur. Şu anki hâli geçmişte kalır, geri yükleme yeni bir sürüm olarak kaydedilir. Yayın durumu değişmez.`}
          confirmLabel="Geri yükle"
          busy={restoring}
          onCancel={() => setAsking(null)}
          onConfirm={() => void restore(asking)}
        />
      )}
    </Modal>
  );
}
