import { galleryPageCount, LAST_VIEW, useShowcaseStore } from './showcase-store';

const store = () => useShowcaseStore.getState();

describe('home project showcase', () => {
  beforeEach(() => store().reset());

  it('steps down through the six sub-views and stops at the last', () => {
    for (let i = 0; i < 10; i++) store().nextView();
    expect(store().view).toBe(LAST_VIEW);
    expect(LAST_VIEW).toBe(5);
  });

  it('steps up and stops at the cover view', () => {
    store().setView(2);
    store().previousView();
    store().previousView();
    store().previousView();
    expect(store().view).toBe(0);
  });

  it('clamps a sub-view chosen directly', () => {
    store().setView(42);
    expect(store().view).toBe(5);
    store().setView(-3);
    expect(store().view).toBe(0);
  });

  it('starts a newly chosen project on its cover, first gallery page, first slide and first plan', () => {
    store().setView(5);
    store().setGalleryPage(2, 30);
    store().setSlide(3);
    store().setPlan(1);
    store().selectProject(2);
    expect(store()).toMatchObject({ project: 2, view: 0, galleryPage: 0, slide: 0, plan: 0 });
  });

  it('keeps the gallery page between the first and the last page of 8 images', () => {
    store().setGalleryPage(7, 20);
    expect(store().galleryPage).toBe(2);
    store().setGalleryPage(-1, 20);
    expect(store().galleryPage).toBe(0);
    store().setGalleryPage(1, 8);
    expect(store().galleryPage).toBe(0);
  });

  it('counts gallery pages of eight, at least one', () => {
    expect(galleryPageCount(0)).toBe(1);
    expect(galleryPageCount(8)).toBe(1);
    expect(galleryPageCount(9)).toBe(2);
  });
});
