import { requestBadge } from './contact-status';

describe('a request’s badge', () => {
  it('is its status in words, or — erased — that its personal data is gone, never "Yeni"', () => {
    expect(requestBadge({ status: 'new' })).toEqual({ label: 'Yeni', tone: 'warning' });
    expect(requestBadge({ status: 'contacted', anonymised: false })).toEqual({
      label: 'İletişimde',
      tone: 'info',
    });
    expect(requestBadge({ status: 'new', anonymised: true })).toEqual({
      label: 'Kişisel veriler silindi',
      tone: 'neutral',
    });
  });
});
