// The only module the federation config exposes: the public site, rendered by the shell inside its router.
// Its root (app/public-layout.tsx) carries data-mfe="public" and the build's data-release.
import { App } from './app/app';

export default App;
