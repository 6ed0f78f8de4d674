// What the site's browser code uses of react-i18next, and all the shell shares of it (as with
// tools/react-router-shared.mjs: Trans, withTranslation, the SSR helpers and the rest stay out of the
// builds). `react-i18next/all` is the package's own entry (an alias in tools/rspack-base.mjs).
export { initReactI18next, useTranslation } from 'react-i18next/all';
