// The only module the federation config exposes: the public site, rendered by the shell inside its router.
// Its root (app/public-layout.tsx) carries data-mfe="public" and the build's data-release.
import { registerTranslations } from './i18n/register';
import { App } from './app/app';

registerTranslations();

export default App;
