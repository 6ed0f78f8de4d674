import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Lightbox } from './lightbox';

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

const images = ['a', 'b', 'c'].map((n) => ({ src: `/img/${n}.jpg`, alt: `Görsel ${n}` }));

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [index, setIndex] = useState(0);
  return <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={onClose} />;
}

describe('Lightbox', () => {
  it('opens as a dialog with focus on the close button', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('moves with the arrow keys and wraps around', () => {
    render(<Harness />);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Görsel c');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Görsel b');
  });

  it('moves with the buttons and with a swipe', async () => {
    render(<Harness />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    const stage = document.querySelector('.kui-lightbox__stage')!;
    fireEvent.pointerDown(stage, { clientX: 50, clientY: 0, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 250, clientY: 0, pointerId: 1 });
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('closes with Escape', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
