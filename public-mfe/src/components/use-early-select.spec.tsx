import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlySelect } from './use-early-select';

function Currency({ onPick }: { onPick: (value: string) => void }) {
  const [value, setValue] = useState('EUR');
  useEarlySelect('currency', 'EUR');
  return (
    <select
      id="currency"
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        onPick(e.target.value);
      }}
    >
      <option value="EUR">EUR</option>
      <option value="USD">USD</option>
    </select>
  );
}

/** The server's HTML in the document, as a visitor sees it before the app starts. */
function drawn() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Currency onPick={() => undefined} />);
  document.body.append(container);
  return { container, select: container.querySelector('select')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a select changed before the page went live', () => {
  it('gives the early choice to its onChange once hydrated, and keeps it shown', async () => {
    const { container, select } = drawn();
    select.value = 'USD'; // picked while the app was still loading
    const onPick = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Currency onPick={onPick} />);
    });
    expect(onPick).toHaveBeenCalledWith('USD');
    expect(container.querySelector('select')!.value).toBe('USD');
  });

  it('does nothing when the visitor left it as drawn', async () => {
    const { container } = drawn();
    const onPick = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Currency onPick={onPick} />);
    });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('takes nothing from another page’s select when the page is drawn in the browser', async () => {
    const { select } = drawn();
    select.value = 'USD'; // the page before, still in the document while the next one renders
    const next = document.createElement('div');
    document.body.append(next);
    const onPick = jest.fn();
    await act(async () => {
      createRoot(next).render(<Currency onPick={onPick} />);
    });
    expect(onPick).not.toHaveBeenCalled();
  });
});
