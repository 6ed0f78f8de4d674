import { useSettingsStore, pick } from '@konak/shared-ui';
import { languageFromPath } from '../i18n/language';
import { Button } from '@konak/shared-ui';
import type { RemoteKey } from './remotes';
import './remote-fallback.css';

const TEXTS = {
  tr: {
    title: 'Bu bölüm şu an açılamadı',
    body: 'Bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar dene',
    home: 'Ana sayfa',
  },
  en: {
    title: 'This part could not be opened',
    body: 'Please check your connection and try again.',
    retry: 'Try again',
    home: 'Home',
  },
  ru: {
    title: 'Не удалось открыть этот раздел',
    body: 'Проверьте подключение и попробуйте ещё раз.',
    retry: 'Повторить',
    home: 'Главная',
  },
};

/** The branded page shown in place of a remote that failed to load. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteKey; onRetry: () => void }) {
  const lang = remote === 'admin' ? 'tr' : languageFromPath(window.location.pathname);
  const t = TEXTS[lang];
  const settings = useSettingsStore((s) => s.settings);
  return (
    <main className="shell-fallback" data-testid={`remote-fallback-${remote}`}>
      <div className="shell-fallback__card">
        <div className="shell-fallback__brand">{pick(settings.site_name, lang)}</div>
        <h1>{t.title}</h1>
        <p>{t.body}</p>
        <div className="shell-fallback__actions">
          <Button variant="gold" onClick={onRetry}>
            {t.retry}
          </Button>
          {remote === 'admin' && (
            <a className="kui-btn kui-btn--outline" href="/">
              {t.home}
            </a>
          )}
        </div>
      </div>
    </main>
  );
}
