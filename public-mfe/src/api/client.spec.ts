import { apiPath, readApi, sendApi } from './client';

describe('calls of the API', () => {
  it('name an address as the server preloads it, parameters encoded', () => {
    expect(apiPath('/api/projects')).toBe('projects/');
    expect(apiPath('/api/projects/{id_or_slug}', { id_or_slug: 'gunes-evleri' })).toBe(
      'projects/gunes-evleri/',
    );
    expect(apiPath('/api/blog/{id_or_slug}', { id_or_slug: 'a/b?c' })).toBe('blog/a%2Fb%3Fc/');
  });

  it('are typed from the API document (checked by the typecheck, never run)', () => {
    const typed = () => {
      void readApi('/api/projects/{id_or_slug}', { id_or_slug: 'x' }).then((p) => p.slug);
      void readApi('/api/blog').then((posts) => posts.map((p) => p.title.tr));
      // @ts-expect-error a path without parameters takes none
      void readApi('/api/projects', { slug: 'x' });
      // @ts-expect-error the parameter is named by the schema
      void readApi('/api/projects/{id_or_slug}', { id: 'x' });
      // @ts-expect-error and typed by the operation: the GET takes the slug (PUT and DELETE the id)
      void readApi('/api/projects/{id_or_slug}', { id_or_slug: 1 });
      // @ts-expect-error a POST-only path is no read
      void readApi('/api/auth/login');
      // @ts-expect-error a request's body has the schema's fields
      void sendApi('/api/contact', { name: 'A', telephone: '1' });
    };
    expect(typeof typed).toBe('function');
  });
});
