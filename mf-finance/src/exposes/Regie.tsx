/** Exposed as `mf_finance/Regie`: the administrateur's /regie page (the current régie, its export, the next régie). */
export { default } from '../features/regie/pages/RegiePage';
