import { HTTPError } from 'ky';
import { retryMinutes } from './field-errors';

const limited = (retryAfter: string) =>
  new Response('{"detail":"Çok fazla talep gönderildi."}', {
    status: 429,
    headers: { 'Retry-After': retryAfter },
  });

describe('retryMinutes', () => {
  it('reads the wait of a 429 in whole minutes, rounded up', () => {
    const error = new HTTPError(limited('481'), new Request('http://localhost/api/contact/'), {} as never);
    expect(retryMinutes(error)).toBe(9);
  });

  it("reads a 429 thrown by another copy of ky (the composed site shares the UI kit's)", () => {
    // Not this module's HTTPError class: only its shape.
    const error = Object.assign(new Error('Request failed with status code 429'), {
      name: 'HTTPError',
      response: limited('60'),
    });
    expect(error instanceof HTTPError).toBe(false);
    expect(retryMinutes(error)).toBe(1);
  });

  it('is undefined for anything but a 429', () => {
    expect(retryMinutes(new Error('network'))).toBeUndefined();
    expect(retryMinutes({ response: new Response('', { status: 500 }) })).toBeUndefined();
    expect(retryMinutes(null)).toBeUndefined();
  });
});
