// The public face of the UI kit: everything both remotes and the shell may use.
import './theme/tokens.css';
import './components/components.css';

export * from './api/models';
/** The API's paths, methods, parameters and answers (generated): what the remotes' typed calls are checked against. */
export type { paths as ApiPaths } from './api/schema';
export { api, API_BASE, errorMessage, formatDetail, readErrorBody, imageVariants } from './api/client';
export { bootData, takePreloaded, type BootData, type RemoteLocation } from './boot';
export { CONTRACT_VERSION } from './contract';
export { DEFAULT_ABOUT, DEFAULT_BANNER, DEFAULT_SETTINGS, DEFAULT_SLIDERS } from './defaults';
export { pick, emptyLocalized, formatDate } from './i18n/localized';
export { shownText, type ShownText } from '@konak/contract';
export { BLOG_CATEGORIES, blogCategory, categoryName } from './blog-categories';
export { useAuthStore, type AuthStatus, type LoginStep } from './stores/auth';
export { tokenStorage, TOKEN_KEY } from './stores/token-storage';
export {
  useToastStore,
  toast,
  TOAST_DURATION,
  MAX_TOASTS,
  type Toast,
  type ToastKind,
} from './stores/toasts';
export { useSettingsStore, withDefaults, createSettingsStore, SettingsProvider } from './stores/settings';
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { Spinner } from './components/spinner';
export { Badge, type BadgeTone } from './components/badge';
export { FieldShell, TextField, TextAreaField } from './components/field';
export { Modal } from './components/modal';
export { Toaster } from './components/toaster';
export { ShellFrame } from './components/shell-frame';
export { LanguageTabs, type LanguageTabsProps } from './components/language-tabs';
export { ImageField, isImageFile, type ImageFieldProps } from './components/image-field';
export {
  uploadWithProgress,
  uploadImage,
  uploadVideo,
  IMAGE_UPLOAD,
  VIDEO_UPLOAD,
  type UploadKind,
} from './api/upload';
export { Carousel, useSwipe, type CarouselProps } from './components/carousel';
export { Lightbox, type LightboxImage, type LightboxProps } from './components/lightbox';
