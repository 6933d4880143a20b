/** Exposed as `mf_admin/Bpf`: the bilan pédagogique et financier of a year (/exports/bpf, administrateur). */
export { default } from '../features/bpf/pages/BpfPage';
