require('@testing-library/jest-dom');
// jsdom lacks these browser APIs that the sites use. (A server-render test runs in plain Node.)
if (typeof window === 'undefined') return;
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  });
}
window.scrollTo = () => {};
if (!window.IntersectionObserver) {
  // Everything is on screen in a test: what waits to be near the screen shows at once.
  window.IntersectionObserver = class {
    constructor(callback) {
      this.callback = callback;
    }
    observe(target) {
      this.callback([{ target, isIntersecting: true }], this);
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
afterEach(() => localStorage.clear());
