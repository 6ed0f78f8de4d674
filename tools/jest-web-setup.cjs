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
if (!HTMLDialogElement.prototype.showModal) {
  // jsdom has <dialog> without its methods. These do what a browser does that a test can see: the open
  // attribute, the close event, and Escape firing a cancelable cancel on the topmost modal dialog, which
  // then closes unless cancel was prevented. (Focus kept inside and the inert page are the browser's.)
  const modals = [];
  HTMLDialogElement.prototype.show = function show() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) return;
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(value) {
    if (!this.open) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this) >>> 0, 1);
    if (value !== undefined) this.returnValue = value;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.filter((d) => d.isConnected && d.open).at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
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
