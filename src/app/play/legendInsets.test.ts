import { describe, expect, it } from 'vitest';
import { besideLegend } from './legendInsets';

const rect = (x: number, y: number, width: number, height: number) =>
  ({ x, y, width, height, left: x, top: y, right: x + width, bottom: y + height }) as DOMRect;
const bars = { top: 60, right: 0, bottom: 70, left: 0 };

describe('besideLegend', () => {
  it('fits the board right of the legend on a wide screen', () => {
    const insets = besideLegend(bars, rect(0, 0, 1280, 720), rect(10, 400, 350, 230));
    expect(insets).toEqual({ ...bars, left: 368 });
  });
  it('fits the board above the legend on a phone', () => {
    const insets = besideLegend(bars, rect(0, 0, 390, 844), rect(10, 600, 370, 160));
    expect(insets).toEqual({ ...bars, bottom: 252 });
  });
});
