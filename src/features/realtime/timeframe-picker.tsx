import {
  REALTIME_TIMEFRAME_LABEL,
  REALTIME_TIMEFRAMES,
  type RealtimeTimeframe,
} from '@agulhadas/domain/realtime/timeframes';

/** The timeframe checkbox group; the choice is kept in localStorage 'selectedTimeframes'. */
export function TimeframePicker({
  selected,
  onChange,
}: {
  selected: readonly RealtimeTimeframe[];
  onChange: (next: RealtimeTimeframe[]) => void;
}) {
  const toggle = (timeframe: RealtimeTimeframe) =>
    onChange(REALTIME_TIMEFRAMES.filter((tf) => (tf === timeframe ? !selected.includes(tf) : selected.includes(tf))));
  return (
    <fieldset className="rt-timeframes" aria-label="Timeframes">
      {REALTIME_TIMEFRAMES.map((timeframe) => (
        <label key={timeframe}>
          <input type="checkbox" checked={selected.includes(timeframe)} onChange={() => toggle(timeframe)} />{' '}
          {REALTIME_TIMEFRAME_LABEL[timeframe]}
        </label>
      ))}
    </fieldset>
  );
}
