import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';
import { renderHall } from './testing/render';

function Harness({ start, min, max }: { start: number; min?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return <Stepper label="Bet Amount" value={value} onChange={setValue} step={5} min={min} max={max} />;
}

const value = () => screen.getByRole('status', { name: 'Bet Amount' }).textContent;

describe('Stepper', () => {
  it('moves by 5 and stops at the minimum of 5', () => {
    renderHall(<Harness start={15} />);
    const down = screen.getByRole('button', { name: 'Decrease Bet Amount' });
    fireEvent.click(screen.getByRole('button', { name: 'Increase Bet Amount' }));
    expect(value()).toBe('20');
    fireEvent.click(down);
    fireEvent.click(down);
    fireEvent.click(down);
    expect(value()).toBe('5');
    expect(down).toBeDisabled();
    fireEvent.click(down);
    expect(value()).toBe('5');
  });

  it('never goes below a higher minimum or above the maximum', () => {
    renderHall(<Harness start={12} min={10} max={20} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Bet Amount' }));
    expect(value()).toBe('10');
    const up = screen.getByRole('button', { name: 'Increase Bet Amount' });
    fireEvent.click(up);
    fireEvent.click(up);
    fireEvent.click(up);
    expect(value()).toBe('20');
    expect(up).toBeDisabled();
  });
});
