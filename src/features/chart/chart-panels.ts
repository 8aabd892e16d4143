/** The optional indicator panels the reader turned on under the chart. */
export interface ChartPanels {
  stochastic: boolean;
  trix: boolean;
}
