import { HTTPError } from 'ky';
import { loginErrorMessage, LOGIN_FALLBACK } from './login-error';

/** An HTTPError whose response body is `body`, without a real fetch. */
function httpError(body: unknown): HTTPError {
  const error = Object.create(HTTPError.prototype) as HTTPError;
  Object.assign(error, {
    message: 'Request failed with status code 401 Unauthorized',
    response: {
      clone: () => ({ json: async () => (body === undefined ? Promise.reject(new Error('no body')) : body) }),
    },
  });
  return error;
}

describe('login error message (SPEC §8)', () => {
  it('uses a string detail as is', async () => {
    expect(await loginErrorMessage(httpError({ detail: 'E-posta veya şifre hatalı' }))).toBe(
      'E-posta veya şifre hatalı',
    );
  });
  it('joins a list of msg with commas', async () => {
    const body = {
      detail: [{ loc: ['body', 'email'], msg: 'E-posta geçersiz', type: 'x' }, { msg: 'Şifre zorunlu' }],
    };
    expect(await loginErrorMessage(httpError(body))).toBe('E-posta geçersiz, Şifre zorunlu');
  });
  it('shows other shapes as JSON text', async () => {
    expect(await loginErrorMessage(httpError({ detail: { code: 42 } }))).toBe('{"code":42}');
  });
  it("falls back to the error's own message, then the Turkish fallback", async () => {
    expect(await loginErrorMessage(new Error('Beklenmeyen yanıt'))).toBe('Beklenmeyen yanıt');
    expect(await loginErrorMessage(httpError(undefined))).toBe(LOGIN_FALLBACK);
    expect(await loginErrorMessage('?')).toBe('Giriş başarısız');
  });
});
