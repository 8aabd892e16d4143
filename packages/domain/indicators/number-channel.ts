/**
 * A streaming state's numbers moved to or from one Float64Array in a fixed order: how the engine state is stored
 * (copying it as nested JSON out of and into the store cost ten times the engine's own update). Each state
 * has one `transferX(state, channel)` serving both directions, so the order written is the order read. Parameters
 * (periods, multipliers) are not moved: they come with the state a reader fills (see reading-engine-codec.ts).
 */
export interface NumberChannel {
  /** A number of the state: the value to keep (a writer returns the one given, a reader the one stored). */
  number(value: number): number;
  flag(value: boolean): boolean;
}

/** A position in the array a channel moves numbers to or from. */
abstract class NumberCursor {
  at: number;

  constructor(
    protected readonly data: Float64Array,
    from = 0,
  ) {
    this.at = from;
  }
}

export class NumberWriter extends NumberCursor implements NumberChannel {
  number(value: number): number {
    this.data[this.at++] = value;
    return value;
  }

  flag(value: boolean): boolean {
    this.data[this.at++] = value ? 1 : 0;
    return value;
  }
}

export class NumberReader extends NumberCursor implements NumberChannel {
  number(): number {
    return this.data[this.at++];
  }

  flag(): boolean {
    return this.data[this.at++] === 1;
  }
}
