import { coversContent } from './use-step-aside';

/** A stack of one floating button at the bottom right of a 390 px phone, and what lies under it. */
function stackOver(under: Element, visible = true) {
  const stack = document.createElement('div');
  const fab = document.createElement('a');
  fab.dataset.visible = String(visible);
  fab.getBoundingClientRect = () => ({
    left: 318,
    top: 772,
    right: 374,
    bottom: 828,
    width: 56,
    height: 56,
    x: 318,
    y: 772,
    toJSON: () => ({}),
  });
  stack.append(fab);
  document.body.append(stack);
  if (!under.isConnected) document.body.append(under);
  document.elementsFromPoint = () => [fab, under, document.body, document.documentElement];
  return stack;
}

describe('floating buttons stepping aside', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('step aside over a unit of the grid, a send button or a field', () => {
    const cell = document.createElement('span');
    const unit = document.createElement('button');
    unit.dataset.unit = 'A-0-4';
    unit.append(cell);
    document.body.append(unit);
    expect(coversContent(stackOver(cell))).toBe(true);
    expect(coversContent(stackOver(document.createElement('button')))).toBe(true);
    expect(coversContent(stackOver(document.createElement('input')))).toBe(true);
  });

  it('step aside from a button they would only touch: a few pixels beside their box count too', () => {
    const tab = document.createElement('button');
    const stack = stackOver(tab);
    // The tab ends 4 px left of the button's box (318 px): only the margin's points reach it.
    document.elementsFromPoint = (x) => (x < 314 ? [tab, document.body] : [document.body]);
    expect(coversContent(stack)).toBe(true);
    document.elementsFromPoint = (x) => (x < 300 ? [tab, document.body] : [document.body]);
    expect(coversContent(stack)).toBe(false);
  });

  it("step aside over a card's title and excerpt in a list (a post's, a project's)", () => {
    for (const body of ['pub-card__body', 'pub-pcard__body']) {
      const card = document.createElement('div');
      card.className = body;
      const excerpt = document.createElement('p');
      card.append(excerpt);
      document.body.append(card);
      expect(coversContent(stackOver(excerpt))).toBe(true);
      document.body.innerHTML = '';
    }
  });

  it('stay over plain text and empty space, and a hidden button covers nothing', () => {
    expect(coversContent(stackOver(document.createElement('p')))).toBe(false);
    expect(coversContent(stackOver(document.createElement('button'), false))).toBe(false);
  });
});
