// Errors the services raise on purpose. Each carries a code; the exception filter maps every code to a
// status and a Turkish detail in one exhaustive switch (an unmapped code does not compile).
import { HttpException } from '@nestjs/common';
export type ErrorCode =
  | 'not_found'
  | 'version_item_gone'
  | 'slug_taken'
  | 'slug_in_trash'
  | 'publish_at_required'
  | 'email_taken'
  | 'last_admin'
  | 'last_owner'
  | 'invalid_credentials'
  | 'too_many_login_attempts'
  | 'too_many_contact_requests'
  | 'too_many_brochures'
  | 'server_busy'
  | 'brochures_busy'
  | 'file_required'
  | 'unsupported_image'
  | 'unsupported_video'
  | 'image_too_large'
  | 'storage_unavailable'
  | 'unknown_notice'
  | 'subject_required'
  | 'nothing_to_update'
  | 'password_reset_unavailable'
  | 'too_many_reset_requests'
  | 'reset_link_invalid'
  | 'progress_order_mismatch'
  | 'too_many_progress_updates'
  | 'two_factor_challenge_invalid'
  | 'two_factor_already_enabled'
  | 'two_factor_setup_missing'
  | 'two_factor_not_enabled'
  | 'two_factor_reset_self';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Seconds until a rate-limited client may try again (429 only). */
    readonly retryAfter?: number,
  ) {
    super(code);
  }
}

export function describeError(error: DomainError): { status: number; detail: string } {
  const code = error.code;
  switch (code) {
    case 'not_found':
      return { status: 404, detail: 'Kayıt bulunamadı' };
    case 'version_item_gone':
      return {
        status: 409,
        detail:
          'Bu kayıt silinmiş ya da çöp kutusunda; sürümü geri yüklenemez. Önce kaydı çöp kutusundan geri alın.',
      };
    case 'slug_taken':
      return { status: 409, detail: 'Bu kısa ad (slug) zaten kullanılıyor' };
    case 'slug_in_trash':
      return {
        status: 409,
        detail:
          'Bu kısa ad (slug) çöp kutusundaki bir kayıtta kullanılıyor. O kaydı geri alın ya da kalıcı olarak silin.',
      };
    case 'publish_at_required':
      return { status: 422, detail: 'Zamanlanmış yayın için bir tarih ve saat seçin' };
    case 'email_taken':
      return { status: 409, detail: 'Bu e-posta adresi zaten kayıtlı' };
    case 'last_admin':
      return { status: 409, detail: 'Son yönetici silinemez. Önce başka bir yönetici ekleyin.' };
    case 'last_owner':
      return {
        status: 409,
        detail: 'Son sahip silinemez ve rolü değiştirilemez. Önce başka bir yöneticiyi sahip yapın.',
      };
    case 'invalid_credentials':
      return { status: 401, detail: 'E-posta adresi veya şifre hatalı' };
    case 'too_many_login_attempts':
      return {
        status: 429,
        detail: `Çok fazla başarısız giriş denemesi. Lütfen ${minutes(error.retryAfter)} dakika sonra tekrar deneyin.`,
      };
    case 'too_many_contact_requests':
      return {
        status: 429,
        detail: `Çok fazla talep gönderildi. Lütfen ${minutes(error.retryAfter)} dakika sonra tekrar deneyin.`,
      };
    case 'too_many_brochures':
      return {
        status: 429,
        detail: `Çok fazla broşür istendi. Lütfen ${minutes(error.retryAfter)} dakika sonra tekrar deneyin.`,
      };
    case 'server_busy':
      return { status: 429, detail: 'Sunucu şu an çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.' };
    case 'brochures_busy':
      return {
        status: 503,
        detail: 'Şu an çok sayıda broşür hazırlanıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
      };
    case 'file_required':
      return { status: 422, detail: 'Bir dosya seçin' };
    case 'unsupported_image':
      return {
        status: 415,
        detail:
          'Desteklenmeyen veya bozuk dosya. Yalnızca JPEG, PNG, WebP, AVIF ve GIF görselleri yüklenebilir.',
      };
    case 'unsupported_video':
      return {
        status: 415,
        detail: 'Desteklenmeyen veya bozuk dosya. Yalnızca MP4 ve WebM videoları yüklenebilir.',
      };
    case 'image_too_large':
      return { status: 413, detail: 'Görselin çözünürlüğü çok yüksek (en fazla 40 megapiksel)' };
    case 'storage_unavailable':
      return {
        status: 503,
        detail:
          'Dosya deposuna ulaşılamıyor; işlem yapılmadı. Lütfen biraz sonra tekrar deneyin, sorun sürerse site yöneticisine bildirin.',
      };
    case 'unknown_notice':
      return { status: 422, detail: 'Aydınlatma metni sürümü bulunamadı. Sayfayı yenileyip tekrar deneyin.' };
    case 'subject_required':
      return { status: 422, detail: 'Bir e-posta adresi veya telefon numarası girin' };
    case 'nothing_to_update':
      return { status: 422, detail: 'Durum veya notlardan en az birini gönderin' };
    case 'password_reset_unavailable':
      return {
        status: 503,
        detail: 'E-posta ile şifre yenileme bu sitede açık değil. Site yöneticinize başvurun.',
      };
    case 'too_many_reset_requests':
      return {
        status: 429,
        detail: `Çok fazla şifre yenileme isteği gönderildi. Lütfen ${minutes(error.retryAfter)} dakika sonra tekrar deneyin.`,
      };
    case 'reset_link_invalid':
      return {
        status: 400,
        detail:
          'Bu şifre yenileme bağlantısı geçersiz, kullanılmış ya da süresi dolmuş. Giriş sayfasından yeni bir bağlantı isteyin.',
      };
    case 'progress_order_mismatch':
      return {
        status: 409,
        detail:
          'Sıralama, projenin güncellemelerinin her birini bir kez içermelidir. Sayfayı yenileyip tekrar deneyin.',
      };
    case 'too_many_progress_updates':
      return {
        status: 422,
        detail:
          'Bir projenin en fazla 200 inşaat güncellemesi olabilir. Eskilerden birini silip tekrar deneyin.',
      };
    case 'two_factor_challenge_invalid':
      return {
        status: 401,
        detail:
          'Giriş adımının süresi doldu veya geçersiz. Lütfen e-posta ve şifrenizle yeniden giriş yapın.',
      };
    case 'two_factor_already_enabled':
      return { status: 409, detail: 'İki adımlı doğrulama zaten açık. Yeniden kurmak için önce kapatın.' };
    case 'two_factor_setup_missing':
      return {
        status: 409,
        detail: 'Önce kurulumu başlatın: QR kodunu uygulamanızla okutun, sonra kodu girin.',
      };
    case 'two_factor_not_enabled':
      return { status: 409, detail: 'İki adımlı doğrulama açık değil' };
    case 'two_factor_reset_self':
      return {
        status: 409,
        detail: 'Kendi iki adımlı doğrulamanızı buradan sıfırlayamazsınız; Hesabım ekranından kapatın.',
      };
    default: {
      const unmapped: never = code;
      return { status: 500, detail: String(unmapped) };
    }
  }
}

function minutes(seconds = 60) {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** A refusal whose Turkish text names the record (the fixed DomainError texts cannot): `detail` is a
 *  sentence, or the list of field problems a form shows. */
export const refusal = (status: number, detail: unknown) => new HttpException({ detail }, status);
