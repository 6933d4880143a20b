/** Figures of the BPF written the French way. */
import type { BpfCadre } from '@irt/api/contract';

const hoursFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const countFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const euroFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export const formatHours = (hours: number | null) => (hours === null ? '' : `${hoursFormat.format(hours)} h`);
export const formatCount = (count: number | null) => (count === null ? '' : countFormat.format(count));
export const formatEuros = (amount: string | null) => (amount === null ? '' : euroFormat.format(Number(amount)));

/** 'le 12/03/2026 à 10:05', Paris time. */
export function formatClosedAt(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(date);
  return `le ${day} à ${time}`;
}

/** The cadres' titles, as the form prints them (the contract's BPF_CADRE_TITLES). */
export const CADRE_TITLES = {
  C: 'C. Bilan financier hors taxes : origine des produits de l’organisme',
  D: 'D. Bilan financier hors taxes : charges de l’organisme',
  E: 'E. Personnes dispensant des heures de formation',
  'F-1': 'F-1. Type de stagiaires de l’organisme',
  'F-3': 'F-3. Objectif général des prestations dispensées',
  'F-4': 'F-4. Spécialités de formation',
} as const satisfies Record<BpfCadre, string>;

export const CADRES = Object.keys(CADRE_TITLES) as BpfCadre[];

/** Cadres of amounts, and cadres of persons and hours. */
export const AMOUNT_CADRES: readonly BpfCadre[] = ['C', 'D'];
