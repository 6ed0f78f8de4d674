// A record's page on the public site, written out whole under its address field (issue 26): the site's
// own host (the admin is served from it, so this is the address visitors see) and the path, as a link
// once the page is there to open; while the address is new or changed and unsaved it is plain text.
import { readableAddress } from '../config/paths';

export function PageAddress({ path, saved }: { path: string; saved: boolean }) {
  const text = readableAddress(path);
  return (
    <span className="adm-page-address">
      {saved ? (
        <a href={path} target="_blank" rel="noreferrer">
          {text}
        </a>
      ) : (
        <span>{text}</span>
      )}
      <br />
      Türkçe başlıktan önerilir; küçük harf, rakam ve tire.
    </span>
  );
}
