// Every admin URL in one place. The shell mounts this remote at /admin/*, so routes are declared
// relative (`route`) and links use the absolute path.
export const ADMIN_BASE = '/admin';

const screen = (route: string) => ({ route, path: `${ADMIN_BASE}/${route}` });

export const paths = {
  login: screen('login'),
  dashboard: screen('dashboard'),
  sliders: screen('sliders'),
  projects: screen('projects'),
  blogs: screen('blogs'),
  about: screen('about'),
  settings: screen('settings'),
  instagram: screen('instagram'),
  contacts: screen('contacts'),
  users: screen('users'),
} as const;

/** The public site, opened from the header in a new tab. */
export const PUBLIC_SITE = '/';
