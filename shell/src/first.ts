// The one script a server-drawn page runs at once (the host puts it in place of main.js): a few hundred
// bytes, no federation runtime, so nothing but the first screen's own files competes with its paint.
// It waits for the visitor (start-when-wanted.ts), holding a tap meanwhile, then fetches the app's scripts
// together and runs main.js, which starts the app at once.
// (Deep import: no shared module exists here, and boot.ts imports none.)
import { readBootData } from '@konak/shared-ui/src/boot';
import './first.css';
import { preloadScripts } from './preload-scripts';
import { markStarted, needsAppAtOnce, startWhenWanted } from './start-when-wanted';

function start() {
  const [main] = preloadScripts(readBootData().scripts ?? []);
  if (!main) return;
  markStarted();
  const script = document.createElement('script');
  script.src = main;
  document.head.append(script);
}

if (needsAppAtOnce()) start();
else startWhenWanted(start);
