/** Numbers in French (1 234,5), the charts' five colours, one per training type. */

/**
 * The five colours of the charts, one per training type in the list's order: the portal's indigo, then
 * teal, amber, rose and sky; each keeps a 3:1 contrast with the white page.
 */
export const CHART_PALETTE = ['#283593', '#00796b', '#b26a00', '#ad1457', '#0277bd'] as const;

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const percentFormat = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

export const formatNumber = (value: number): string => numberFormat.format(value);
/** 66.7 → '66,7 %'. */
export const formatPercent = (value: number): string => percentFormat.format(value / 100);

/** A training type's colour: its place in the list of types (the palette repeats past five). */
export function typeColor(types: readonly { name: string }[], name: string): string {
  const index = Math.max(0, types.findIndex((t) => t.name === name));
  return CHART_PALETTE[index % CHART_PALETTE.length];
}
