// The limit attacks of issue 27 (findings 2, 3 and 11), for `npm run attack`, against the running server:
// - one IPv6 /64 rotating through fresh addresses (each spelled differently) to pass a per-client limit;
// - a flood of cheap requests from 10,001 addresses trying to push a blocked login client's record out
//   of the in-memory store;
// - strangers asking for the owner's password reset, trying to block the owner's own request.
// Each prints PASS when the attack fails.
import { CONTACT_RATE_LIMITS } from '@konak/contract';

/** The `i`-th address of the /64 `prefix` (its four groups), written the ways a client may rotate them. */
const inSlash64 = (prefix, i) =>
  [
    `${prefix}::${i + 1}`,
    `${prefix}:0:0:0:${(i + 1).toString(16)}`,
    `${prefix}:${(0xa000 + i).toString(16)}::1`,
  ][i % 3];
/** The i-th address of 100.64.0.0/10 (shared address space: no real client). */
const floodAddress = (i) => `100.${64 + ((i >> 16) & 63)}.${(i >> 8) & 255}.${i & 255}`;

export async function limitAttacks(attack, { send, json, admin }) {
  await attack('15. rotating through one IPv6 /64 does not pass the per-client limits', async () => {
    const xff = (ip) => ({ 'x-forwarded-for': ip });
    const prefix = `2001:db8:${(Date.now() & 0xffff).toString(16)}`;
    // Call-back requests with the honeypot filled: counted like any other, and no mail goes out. Past
    // `kept` a /64's requests are kept as suspicious (201, decision 0200); past `refused` they are refused.
    const visitor = {
      name: 'Saldırgan',
      phone: '+90 532 000 00 00',
      email: 'saldiri@example.com',
      website: 'http://spam.example',
    };
    const calls = [];
    for (let i = 0; i <= CONTACT_RATE_LIMITS.refused; i++)
      calls.push(
        (await send('POST', '/api/contact/', { body: visitor, headers: xff(inSlash64(`${prefix}:c`, i)) }))
          .status,
      );
    const brochures = [];
    for (let i = 0; i < 21; i++)
      brochures.push(
        (
          await send('GET', `/api/projects/yok-${i}/brochure.pdf`, {
            headers: xff(inSlash64(`${prefix}:b`, i)),
          })
        ).status,
      );
    const logins = [];
    for (let i = 0; i < 11; i++)
      logins.push(
        (
          await send('POST', '/api/auth/login', {
            body: { email: `v6-${i}@example.com`, password: 'wrong guess' },
            headers: xff(`${prefix}::${i + 1}`),
          })
        ).status,
      );
    const ok = calls.at(-1) === 429 && brochures.at(-1) === 429 && logins.at(-1) === 429;
    return {
      ok,
      saw: `call-back #${calls.length} → ${calls.at(-1)}; brochure #21 → ${brochures.at(-1)}; login #11 → ${logins.at(-1)}`,
    };
  });

  await attack(
    '16. 10,001 cheap requests from other addresses do not erase a blocked login client',
    async () => {
      const blocked = '192.0.2.77';
      for (let i = 0; i < 10; i++)
        await send('POST', '/api/auth/login', {
          body: { email: `blocked-${i}@example.com`, password: 'wrong guess' },
          headers: { 'x-forwarded-for': blocked },
        });
      const before = await send('POST', '/api/auth/login', {
        body: { email: 'blocked@example.com', password: 'wrong guess' },
        headers: { 'x-forwarded-for': blocked },
      });
      // Brochure requests for a project that does not exist: cheap, and each one counted per address.
      const FLOOD = 10_001;
      for (let i = 0; i < FLOOD; i += 50) {
        await Promise.all(
          Array.from({ length: Math.min(50, FLOOD - i) }, (_, j) =>
            send('GET', '/api/projects/yok/brochure.pdf', {
              headers: { 'x-forwarded-for': floodAddress(i + j) },
            }),
          ),
        );
      }
      const after = await send('POST', '/api/auth/login', {
        body: { email: 'blocked@example.com', password: 'wrong guess' },
        headers: { 'x-forwarded-for': blocked },
      });
      return {
        ok: before.status === 429 && after.status === 429,
        saw: `blocked client before the flood → ${before.status}, after ${FLOOD} other clients → ${after.status}`,
      };
    },
  );

  await attack(
    '17. strangers asking for the owner’s password reset neither block nor flood the owner',
    async () => {
      const ask = (ip) =>
        send('POST', '/api/auth/password-reset', {
          body: { email: admin.email },
          headers: { 'x-forwarded-for': ip },
        });
      const strangers = [];
      for (let i = 0; i < 3; i++) strangers.push((await ask(`203.0.113.${150 + i}`)).status);
      if (strangers.every((s) => s === 503))
        return { ok: true, saw: 'e-mailed reset is off on this server (no SMTP_URL): nothing to block' };
      const owner = await ask('203.0.113.200');
      // The mails themselves are not visible from outside; the API keeps one per account per 15 minutes
      // (api/test/password-reset.e2e-spec.ts counts them on a real SMTP server).
      return {
        ok: strangers.every((s) => s === 202) && owner.status === 202,
        saw: `strangers ${strangers.join(',')}; the owner's own request → ${owner.status} ${json(owner)?.detail ? '(same answer)' : ''}`.trim(),
      };
    },
  );
}
