import { bootData, initI18n } from '@konak/shared-ui';
import { languageFromPath } from './language';

export default initI18n(bootData().lang ?? languageFromPath(window.location.pathname));
