// The example proxy configuration in deploy/nginx.conf is one nginx accepts (`nginx -t`), with test
// certificates in place of the site's and the cache zone its comment asks for.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = '/usr/sbin/nginx';
const CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const available =
  existsSync(NGINX) ||
  (console.warn(`SKIPPED deploy/nginx.conf check: no nginx at ${NGINX} (apt-get install nginx)`), false);

(available ? it : it.skip)('deploy/nginx.conf passes nginx -t', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'konak-nginx-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        `${dir}/key.pem`,
        '-out',
        `${dir}/cert.pem`,
        '-days',
        '1',
        '-subj',
        '/CN=konak.test',
      ],
      { stdio: 'ignore' },
    );
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

// Issue 27, finding 6: Express answers /api/metrics in any letter case and with a trailing slash; the
// proxy's guard must match every spelling Express answers, or one of them reaches the metrics unguarded.
it('guards the metrics path as Express matches it (any case, trailing slash)', () => {
  const conf = readFileSync(CONF, 'utf8');
  const found = /location\s+(~\*|~|=|\^~)?\s*(\S+)\s*\{\s*allow 10\.0\.0\.0\/8;\s*deny all;/.exec(conf);
  expect(found?.[1]).toBe('~*');
  const guard = new RegExp(found![2], 'i');
  for (const spelling of ['/api/metrics', '/api/metrics/', '/api/Metrics', '/API/METRICS/', '/api/mEtRiCs'])
    expect([spelling, guard.test(spelling)]).toEqual([spelling, true]);
  for (const other of ['/api/metrics-old', '/api/metricsx', '/api/settings'])
    expect([other, guard.test(other)]).toEqual([other, false]);
});
