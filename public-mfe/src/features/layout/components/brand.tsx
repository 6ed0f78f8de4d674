import { pick, useSettingsStore } from '@konak/shared-ui';
import { usePublicT } from '../../../i18n/use-lang';

/** The logo from the settings, or the name set as a wordmark when there is none. */
export function Brand() {
  const { lang } = usePublicT();
  const settings = useSettingsStore((s) => s.settings);
  const name = pick(settings.site_name, lang) || 'Konak Yapı';
  if (settings.logo)
    return <img className="pub-brand__logo" src={settings.logo} alt={name} width={162} height={54} />;
  const [first, ...rest] = name.split(' ');
  return (
    <span className="pub-brand__word">
      <span className="pub-brand__mark" aria-hidden="true">
        <span>{first.charAt(0)}</span>
      </span>
      <span>
        {first}
        {rest.length > 0 && <span className="pub-brand__rest"> {rest.join(' ')}</span>}
      </span>
    </span>
  );
}
