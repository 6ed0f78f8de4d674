import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';

// jsdom has no PointerEvent: a MouseEvent with a pointer id is enough for swipes.
if (!('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventPolyfill;
}

const slides = ['A', 'B', 'C', 'D'].map((s) => <span key={s}>{s}</span>);
const current = () => document.querySelector('.kui-carousel__slide.is-current')?.textContent;

describe('Carousel', () => {
  it('loops from the last slide to the first and back', async () => {
    const user = userEvent.setup();
    render(<Carousel slides={slides} label="Kapak" />);
    expect(current()).toBe('A');
    await user.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(current()).toBe('D');
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(current()).toBe('A');
  });

  it('stops at the ends when it does not loop', async () => {
    const user = userEvent.setup();
    render(<Carousel slides={slides} label="Kapak" loop={false} />);
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  it('moves with the arrow keys and with a swipe', () => {
    render(<Carousel slides={slides} label="Kapak" />);
    const region = screen.getByRole('region', { name: 'Kapak' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe('B');
    const viewport = document.querySelector('.kui-carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 300, clientY: 10, pointerId: 1 });
    fireEvent.pointerUp(viewport, { clientX: 100, clientY: 20, pointerId: 1 });
    expect(current()).toBe('C');
    fireEvent.pointerDown(viewport, { clientX: 100, clientY: 10, pointerId: 2 });
    fireEvent.pointerUp(viewport, { clientX: 320, clientY: 10, pointerId: 2 });
    expect(current()).toBe('B');
  });

  it('follows a controlled index and reports changes', async () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <Carousel slides={slides} label="Kapak" index={2} onIndexChange={onChange} />,
    );
    expect(current()).toBe('C');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onChange).toHaveBeenCalledWith(3);
    rerender(<Carousel slides={slides} label="Kapak" index={0} onIndexChange={onChange} />);
    expect(current()).toBe('A');
  });

  it('keeps slides other than the current one away from assistive technology', () => {
    render(<Carousel slides={slides} label="Kapak" />);
    const hidden = document.querySelectorAll('.kui-carousel__slide[aria-hidden="true"]');
    expect(hidden).toHaveLength(3);
  });
});
