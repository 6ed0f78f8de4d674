// The only module the federation config exposes: the public site, rendered by the shell inside its router.
import { registerTranslations } from './i18n/register';
import { App } from './app/app';

registerTranslations();

/** The remote's root says which remote and which build is live (KONAK_RELEASE at build time). */
export default function PublicRemote() {
  return (
    <div data-mfe="public" data-release={process.env.KONAK_RELEASE || undefined} style={{ display: 'contents' }}>
      <App />
    </div>
  );
}
