import type { SeriesMarker, Time, UTCTimestamp } from 'lightweight-charts';
import type { ChartMark } from '@agulhadas/domain/chart';
import { COLORS, MARK_STYLE } from './chart-colors';

/** A signal drawn on its candle (`time`, the candle's chart time): buys below, sells above, grey while its candle is still forming. */
export function markerOf(mark: ChartMark, time: UTCTimestamp, forming: boolean): SeriesMarker<Time> {
  const style = MARK_STYLE[mark.kind];
  const buy = mark.side === 1;
  return {
    time,
    position: buy ? 'belowBar' : 'aboveBar',
    shape: style.shape === 'arrow' ? (buy ? 'arrowUp' : 'arrowDown') : style.shape,
    color: forming ? COLORS.forming : buy ? COLORS.buy : COLORS.sell,
    text: style.text,
  };
}
