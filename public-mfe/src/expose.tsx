// The only module the federation config exposes: the public site, rendered by the shell inside its router.
// Its root (app/public-layout.tsx) carries data-mfe="public" and the build's data-release.
import { App } from './app/app';
import { languageFromPath } from './config/paths';
import { loadTexts } from './i18n/texts';

// The page's interface texts, fetched beside the App's code (the page preloads their file), so they are
// in hand by the time it draws.
void loadTexts(languageFromPath(window.location.pathname));

export default App;
