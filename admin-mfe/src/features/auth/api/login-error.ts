import { formatDetail, readErrorBody } from '@konak/shared-ui';
import { HTTPError } from 'ky';

export const LOGIN_FALLBACK = 'Giriş başarısız';

/** SPEC §8's login message: the detail (string as is, list of msg joined by commas, other shapes as
 *  JSON), else the error's own message, else the Turkish fallback. ky's and fetch's own messages are
 *  English, so those become Turkish text instead (the panel has no English). */
export async function loginErrorMessage(error: unknown): Promise<string> {
  const detail = formatDetail(await readErrorBody(error));
  if (detail) return detail;
  if (error instanceof HTTPError) return LOGIN_FALLBACK;
  if (error instanceof TypeError)
    return 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.';
  if (error instanceof Error && error.message) return error.message;
  return LOGIN_FALLBACK;
}
