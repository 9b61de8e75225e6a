// uPlot and its stylesheet, loaded only when an analytics chart is drawn: a chunk of its own that
// scripts/chunks.ts names admin-*, so the storefront neither downloads nor precaches it. The
// stylesheet travels inside that chunk (?inline) instead of as a separate, precachable .css file.
import uPlot from 'uplot';
import css from 'uplot/dist/uPlot.min.css?inline';

let styled = false;

export function styledUplot(): typeof uPlot {
  if (!styled) {
    const style = document.createElement('style');
    style.dataset.uplot = '';
    style.textContent = css;
    document.head.append(style);
    styled = true;
  }
  return uPlot;
}
