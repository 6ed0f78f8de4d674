// Every spec draws with the interface texts in hand, as the server does.
import { provideAllTexts } from '../i18n/all-texts';

provideAllTexts();
