// The ten fonts an administrator can choose (SPEC §5), each with the @expo-google-fonts package the shell's
// build cuts and self-hosts as /fonts/<file>.css (shell/fonts-plugin.mjs).
export const FONT_FILES = {
  'Playfair Display': 'playfair-display',
  Inter: 'inter',
  Roboto: 'roboto',
  'Open Sans': 'open-sans',
  Lato: 'lato',
  Montserrat: 'montserrat',
  Poppins: 'poppins',
  Raleway: 'raleway',
  Merriweather: 'merriweather',
  'PT Serif': 'pt-serif',
} as const;

export type FontChoice = keyof typeof FONT_FILES;
export const FONT_CHOICES: readonly FontChoice[] = Object.keys(FONT_FILES) as FontChoice[];
