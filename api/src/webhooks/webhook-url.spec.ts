import { createHmac } from 'node:crypto';
import { isPrivateAddress, webhookUrlProblem } from './webhook-url.js';
import { webhookSignature } from './webhook-signature.js';

describe('webhook addresses', () => {
  it('judges loopback, private, link-local, CGNAT and mapped addresses private, public ones not', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ]) {
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, true]);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect([ip, isPrivateAddress(ip)]).toEqual([ip, false]);
    expect(isPrivateAddress('not an address')).toBe(true);
  });

  it('refuses other schemes, credentials and private hosts with a Turkish reason', () => {
    expect(webhookUrlProblem('https://crm.example.com/hook', false)).toBeNull();
    expect(webhookUrlProblem('javascript:alert(1)', false)).toMatch(/http:\/\/ veya https:\/\//);
    expect(webhookUrlProblem('file:///etc/passwd', false)).toMatch(/http:\/\/ veya https:\/\//);
    expect(webhookUrlProblem('https://a:b@crm.example.com/', false)).toMatch(/kullanıcı adı veya parola/);
    expect(webhookUrlProblem('http://localhost:3000/', false)).toMatch(/Yerel ağ/);
    expect(webhookUrlProblem('http://metadata.google.internal/', false)).toMatch(/Yerel ağ/);
    expect(webhookUrlProblem('http://2130706433/', false)).toMatch(/özel ağ/); // 127.0.0.1 written as a number
    expect(webhookUrlProblem('http://127.0.0.1:8080/', true)).toBeNull();
    expect(webhookUrlProblem(`https://x.example.com/${'a'.repeat(2100)}`, false)).toMatch(/en fazla/);
  });

  it('signs "t.body" with HMAC-SHA256 in the Stripe layout', () => {
    const body = '{"event":"webhook.test"}';
    expect(webhookSignature('whsec_x', body, 1700000000)).toBe(
      `t=1700000000,v1=${createHmac('sha256', 'whsec_x').update(`1700000000.${body}`).digest('hex')}`,
    );
  });
});
