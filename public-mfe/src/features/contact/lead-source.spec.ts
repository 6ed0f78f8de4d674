import { LEAD_SOURCE_KEY, leadSource, rememberLanding } from './lead-source';

const visit = (url: string, referrer = '') => {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
};

describe('the lead source of a visit', () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps the first page's utm_* and the other site's origin for the whole visit", () => {
    visit(
      '/projeler?utm_source=google&utm_medium=cpc&utm_campaign=kis-2030&q=x',
      'https://www.google.com/search?q=konak+yapi',
    );
    rememberLanding();
    visit('/iletisim', `${window.location.origin}/projeler`);
    rememberLanding();
    expect(leadSource()).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'kis-2030',
      referrer: 'https://www.google.com',
    });
  });

  it('keeps no own-site referrer, and drops values the API would refuse or cuts them to its limit', () => {
    visit(
      `/?utm_source=${encodeURIComponent('<script>')}&utm_medium=${'m'.repeat(300)}`,
      `${window.location.origin}/blog`,
    );
    rememberLanding();
    expect(leadSource()).toEqual({ utm_medium: 'm'.repeat(120) });
  });

  it('reads the current page when nothing was kept', () => {
    visit('/?utm_campaign=yaz');
    expect(sessionStorage.getItem(LEAD_SOURCE_KEY)).toBeNull();
    expect(leadSource()).toEqual({ utm_campaign: 'yaz' });
  });
});
