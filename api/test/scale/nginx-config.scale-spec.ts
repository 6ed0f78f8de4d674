// The example proxy configuration in deploy/nginx.conf is one nginx accepts (`nginx -t`), with test
// certificates in place of the site's and the cache zone its comment asks for.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = '/usr/sbin/nginx';
const CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const available = existsSync(NGINX) || (console.warn(`SKIPPED deploy/nginx.conf check: no nginx at ${NGINX} (apt-get install nginx)`), false);

(available ? it : it.skip)('deploy/nginx.conf passes nginx -t', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'konak-nginx-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=konak.test'], { stdio: 'ignore' });
    const site = readFileSync(CONF, 'utf8')
      .replace('/etc/letsencrypt/live/konak.com.tr/fullchain.pem', `${dir}/cert.pem`)
      .replace('/etc/letsencrypt/live/konak.com.tr/privkey.pem', `${dir}/key.pem`);
    writeFileSync(`${dir}/site.conf`, site);
    const zone = /proxy_cache_path \S+ (.+);/.exec(site)?.[1];
    expect(zone).toContain('keys_zone=konak_static');
    writeFileSync(
      `${dir}/nginx.conf`,
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  proxy_cache_path ${dir}/cache ${zone};\n  include ${dir}/site.conf;\n}\n`,
    );
    const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' });
    expect(result.stderr).toContain('test is successful');
    expect(result.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
