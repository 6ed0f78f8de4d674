import { emailSpellings, unicodeEmail } from './unicode-email.js';

describe('e-mail addresses with an internationalised domain', () => {
  it('reads a punycode domain in Unicode and lowercases the address', () => {
    expect(unicodeEmail('Ali@XN--RNEK-4QA.com.tr')).toBe('ali@örnek.com.tr');
    expect(unicodeEmail('ayse@example.com')).toBe('ayse@example.com');
    expect(unicodeEmail('ali@örnek.com.tr')).toBe('ali@örnek.com.tr');
  });

  it('keeps what was typed when the domain cannot be decoded', () => {
    expect(unicodeEmail('x@xn--.com')).toBe('x@xn--.com');
    expect(unicodeEmail('no-at-sign')).toBe('no-at-sign');
  });

  it('knows both spellings of an address', () => {
    expect(emailSpellings('ali@örnek.com.tr')).toEqual(['ali@örnek.com.tr', 'ali@xn--rnek-4qa.com.tr']);
    expect(emailSpellings('ayse@example.com')).toEqual(['ayse@example.com']);
  });
});
