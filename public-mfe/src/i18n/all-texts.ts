// Every language's interface texts at once, for the server's renders and the tests: nothing to load.
// (The browser loads only the page's language: texts.ts.)
import en from './en.json';
import ru from './ru.json';
import { provideTexts } from './texts';
import tr from './tr.json';

export function provideAllTexts() {
  provideTexts('tr', tr);
  provideTexts('en', en);
  provideTexts('ru', ru);
}
